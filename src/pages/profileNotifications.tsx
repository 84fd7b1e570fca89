import { useLingui } from "@lingui/react";
import { ComingSoon, NOT_YET_AVAILABLE } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._(NOT_YET_AVAILABLE.profileNotifications)} />;
}
