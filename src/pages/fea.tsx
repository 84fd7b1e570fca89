import { useLingui } from "@lingui/react";
import { AppLink } from "../components/AppLink.tsx";
import { ComingSoon } from "../components/ComingSoon.tsx";
import { ROUTES } from "../routes/table.ts";

const CHILDREN = ROUTES.filter((r) => r.path.startsWith("/fea/"));

export default function Page() {
  const { i18n } = useLingui();
  return (
    <ComingSoon
      text={i18n._({ id: "page.fea.soon", message: "Здесь появится аналитика внешней торговли Казахстана: товары, регионы и страны-партнёры." })}
    >
      <ul className="link-list">
        {CHILDREN.map((r) => (
          <li key={r.key}>
            <AppLink href={r.path}>{i18n._(r.title)}</AppLink>
          </li>
        ))}
      </ul>
    </ComingSoon>
  );
}
