import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.profile.soon", message: "Здесь появятся данные вашей учётной записи, когда заработает вход." })} />;
}
