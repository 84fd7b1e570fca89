import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.totalServices.soon", message: "Здесь появится обзор всех возможностей портала." })} />;
}
