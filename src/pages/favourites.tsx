import { useLingui } from "@lingui/react";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return <ComingSoon text={i18n._({ id: "page.favourites.soon", message: "Здесь появятся коды и страницы, которые вы сохраните после входа в учётную запись." })} />;
}
