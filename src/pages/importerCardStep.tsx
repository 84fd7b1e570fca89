import { useLingui } from "@lingui/react";
import { useCurrentRoute } from "../app/routeContext.ts";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const step = useCurrentRoute().params.step ?? "";
  return (
    <ComingSoon
      text={i18n._({ id: "page.importerCardStep.soon", message: "Здесь появится шаг {step} карточки импортёра.", values: { step } })}
    />
  );
}
