import { useLingui } from "@lingui/react";
import { AppLink } from "../components/AppLink.tsx";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <ComingSoon
      text={i18n._({ id: "page.custom.soon", message: "Здесь можно будет найти код товара и открыть его карточку со ставками и ограничениями." })}
    >
      <p>
        <AppLink href="/tree">{i18n._({ id: "page.custom.toTree", message: "Пока код можно найти в дереве ТН ВЭД ЕАЭС" })}</AppLink>
      </p>
    </ComingSoon>
  );
}
