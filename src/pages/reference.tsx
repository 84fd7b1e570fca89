import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.reference.soon", message: "Здесь появятся справочники: страны, единицы измерения, сокращения и примечания к ТН ВЭД ЕАЭС." })} />;
}
