import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.calculator.soon", message: "Здесь появится расчёт таможенных платежей: ввозной таможенной пошлины, НДС, акциза и таможенного сбора." })} />;
}
