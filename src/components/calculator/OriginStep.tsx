import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { useCalculatorResources } from "../../api/calculator.ts";
import type { CalculatorResources } from "../../../core/contract/calculator.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { messageText, stepTitle } from "./messages.ts";
import { SelectField } from "./SelectField.tsx";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";
import { intlLocale } from "../../i18n/intl-locale.ts";

type Country = CalculatorResources["countries"][number];

/** What a country's status means for the payments, in one sentence. */
export function countryStatus(i18n: I18n, c: Country): string | null {
  if (c.eaeu_member)
    return i18n._({
      id: "calc.origin.eaeu",
      message: "Страна ЕАЭС: ввозная пошлина и таможенный сбор не взимаются, НДС и акциз уплачиваются по налоговой декларации.",
    });
  switch (c.preference) {
    case "developing":
      return i18n._({ id: "calc.origin.developing", message: "Развивающаяся страна — пользователь преференций: пошлина 75 % от ставки." });
    case "least_developed":
      return i18n._({ id: "calc.origin.leastDeveloped", message: "Наименее развитая страна: пошлина не взимается (преференция)." });
    case "excluded":
      return i18n._({ id: "calc.origin.excluded", message: "Страна исключена из преференций: полная ставка." });
    case "not_confirmed":
      return i18n._({ id: "calc.origin.notConfirmed", message: "Статус преференций не подтверждён: полная ставка." });
    default:
      return null;
  }
}

/** The country of origin, EAEU members marked, with what its status does to the payments. */
export function OriginStep({ answers, errors, send, frame }: StepProps) {
  const { i18n } = useLingui();
  const resources = useCalculatorResources();
  const countries = [...(resources.data?.countries ?? [])].sort((a, b) => a.name.localeCompare(b.name, intlLocale(i18n.locale)));
  const chosen = countries.find((c) => c.iso2 === answers.origin);
  const eaeu = i18n._({ id: "calc.origin.eaeuMark", message: "ЕАЭС" });
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, "origin")}
      testId="calc-step-origin"
      onNext={() => send({ type: "next" })}
      onBack={() => send({ type: "back" })}
    >
      {resources.isError ? (
        <ErrorState text={i18n._({ id: "calc.resources.error", message: "Списки стран и валют не загрузились." })} onRetry={() => void resources.refetch()} />
      ) : resources.isPending ? (
        <SkeletonLines count={2} label={i18n._({ id: "calc.resources.loading", message: "Загрузка списков" })} />
      ) : (
        <SelectField
          id="calc-origin"
          label={i18n._({ id: "calc.origin.label", message: "Страна происхождения товара" })}
          value={answers.origin}
          error={messageText(i18n, errors.origin)}
          hint={chosen ? <span data-testid="calc-origin-status">{countryStatus(i18n, chosen)}</span> : null}
          testId="calc-origin"
          onValueChange={(value) => send({ type: "edit", field: "origin", value })}
        >
          <option value="">{i18n._({ id: "calc.origin.choose", message: "Выберите страну" })}</option>
          {countries.map((c) => (
            <option key={c.iso2} value={c.iso2}>
              {c.eaeu_member ? `${c.name} — ${eaeu}` : c.name}
            </option>
          ))}
        </SelectField>
      )}
    </StepFrame>
  );
}
