import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { RouteDef, Section } from "../../core/routes.ts";
import { AppLink } from "../components/AppLink.tsx";
import { NOT_YET_AVAILABLE, notYetAvailable } from "../components/ComingSoon.tsx";
import { FEATURE_LINES, FEATURE_ROUTES } from "../components/features.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { PaidBadge } from "../components/PaidBadge.tsx";

const GROUPS: { section: Section; title: MessageDescriptor }[] = [
  { section: "fea", title: /*i18n*/ { id: "features.group.fea", message: "Таможня и внешняя торговля" } },
  { section: "general", title: /*i18n*/ { id: "features.group.general", message: "Портал" } },
  { section: "profile", title: /*i18n*/ { id: "features.group.profile", message: "Личный кабинет (после входа)" } },
];

function Feature({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  const line = route.description ?? FEATURE_LINES[route.key];
  return (
    <li className="feature" data-testid={`feature-${route.key}`}>
      <AppLink href={route.path} className="feature-title">
        {i18n._(route.title)}
      </AppLink>{" "}
      <PaidBadge route={route} />
      {route.key in NOT_YET_AVAILABLE && <span className="badge badge--muted">{i18n._(notYetAvailable)}</span>}
      {line && <span className="feature-line">{i18n._(line)}</span>}
    </li>
  );
}

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "features.lead",
          message: "Всё, что умеет портал. Справочники, тариф, калькулятор, санкции и отслеживание контейнеров бесплатны; отмеченное «По подписке» открывает платный тариф.",
        })}
      </p>
      {GROUPS.map((g) => (
        <section key={g.section} aria-labelledby={`features-${g.section}`}>
          <h2 id={`features-${g.section}`}>{i18n._(g.title)}</h2>
          <ul className="features">
            {FEATURE_ROUTES.filter((r) => r.section === g.section).map((r) => (
              <Feature key={r.key} route={r} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
