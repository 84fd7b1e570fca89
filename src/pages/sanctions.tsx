import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.sanctions.soon", message: "Здесь появится проверка товаров и компаний по санкционным спискам с указанием источника каждого списка." })} />;
}
