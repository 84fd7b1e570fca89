import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.feaGoods.soon", message: "Здесь появятся импорт и экспорт Казахстана в разрезе товаров ТН ВЭД ЕАЭС." })} />;
}
