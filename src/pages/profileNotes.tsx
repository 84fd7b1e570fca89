import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.profileNotes.soon", message: "Здесь появятся ваши заметки к кодам и компаниям." })} />;
}
