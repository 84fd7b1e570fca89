import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { foreignCurrencies } from "../../../machines/calculator/answers.ts";
import type { AnswerField } from "../../../machines/calculator/answers.ts";
import { useCalculatorResources } from "../../api/calculator.ts";
import { ErrorState } from "../ErrorState.tsx";
import { TextInput } from "../form/TextInput.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { messageText, stepTitle } from "./messages.ts";
import { SelectField } from "./SelectField.tsx";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

interface MoneyRowProps extends Pick<StepProps, "answers" | "errors" | "send"> {
  id: string;
  field: AnswerField;
  currencyField: AnswerField;
  label: string;
  currencyLabel: string;
  hint?: string;
  children: ReactNode;
}

/** An amount (decimal keyboard) beside its currency. */
function MoneyRow({ id, field, currencyField, label, currencyLabel, hint, answers, errors, send, children }: MoneyRowProps) {
  const { i18n } = useLingui();
  return (
    <div className="calc-money">
      <TextInput
        id={`calc-${id}`}
        label={label}
        hint={hint}
        value={answers[field]}
        inputMode="decimal"
        autoComplete="off"
        error={messageText(i18n, errors[field])}
        testId={`calc-${id}`}
        onValueChange={(value) => send({ type: "edit", field, value })}
      />
      <SelectField
        id={`calc-${id}-currency`}
        label={currencyLabel}
        value={answers[currencyField]}
        error={messageText(i18n, errors[currencyField])}
        testId={`calc-${id === "amount" ? "" : `${id}-`}currency`}
        onValueChange={(value) => send({ type: "edit", field: currencyField, value })}
      >
        {children}
      </SelectField>
    </div>
  );
}

/** The invoice amount and currency, freight and insurance to the EAEU border, and optional rates typed by hand. */
export function ValueStep({ answers, errors, send, frame }: StepProps) {
  const { i18n } = useLingui();
  const resources = useCalculatorResources();
  const currencies = resources.data?.currencies ?? [];
  const amountHint = i18n._({ id: "calc.value.amountHint", message: "Можно с пробелами и запятой: 1 234,56" });
  const currencyOptions = currencies.map((c) => (
    <option key={c.code} value={c.code}>
      {c.code} — {c.name}
    </option>
  ));
  const sameAsInvoice = (
    <option value="">{i18n._({ id: "calc.value.sameCurrency", message: "Как у инвойса ({currency})", values: { currency: answers.currency } })}</option>
  );
  const rated = foreignCurrencies(answers);
  const row = { answers, errors, send, currencyLabel: i18n._({ id: "calc.value.currency", message: "Валюта" }) };
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, "value")}
      testId="calc-step-value"
      onNext={() => send({ type: "next" })}
      onBack={() => send({ type: "back" })}
    >
      {resources.isError ? (
        <ErrorState text={i18n._({ id: "calc.resources.error", message: "Списки стран и валют не загрузились." })} onRetry={() => void resources.refetch()} />
      ) : resources.isPending ? (
        <SkeletonLines count={3} label={i18n._({ id: "calc.resources.loading", message: "Загрузка списков" })} />
      ) : (
        <>
          <MoneyRow id="amount" field="amount" currencyField="currency" label={i18n._({ id: "calc.value.amount", message: "Стоимость по инвойсу" })} hint={amountHint} {...row}>
            {currencyOptions}
          </MoneyRow>
          <fieldset className="calc-fieldset">
            <legend>{i18n._({ id: "calc.value.toBorder", message: "Расходы до границы ЕАЭС (если не входят в инвойс)" })}</legend>
            <MoneyRow id="freight" field="freight" currencyField="freightCurrency" label={i18n._({ id: "calc.value.freight", message: "Перевозка" })} {...row}>
              {sameAsInvoice}
              {currencyOptions}
            </MoneyRow>
            <MoneyRow id="insurance" field="insurance" currencyField="insuranceCurrency" label={i18n._({ id: "calc.value.insurance", message: "Страхование" })} {...row}>
              {sameAsInvoice}
              {currencyOptions}
            </MoneyRow>
          </fieldset>
          {rated.length > 0 ? (
            <details className="calc-rates" open={rated.some((c) => errors[`rate.${c}`] || answers.rates[c])}>
              <summary>{i18n._({ id: "calc.value.ratesByHand", message: "Указать курс валюты вручную" })}</summary>
              <p className="muted">
                {i18n._({ id: "calc.value.ratesHint", message: "Без этого берётся курс Национального банка РК на дату ввоза." })}
              </p>
              {rated.map((c) => (
                <TextInput
                  key={c}
                  id={`calc-rate-${c}`}
                  label={i18n._({ id: "calc.value.rate", message: "Тенге за 1 {currency}", values: { currency: c } })}
                  value={answers.rates[c] ?? ""}
                  inputMode="decimal"
                  autoComplete="off"
                  error={messageText(i18n, errors[`rate.${c}`])}
                  testId={`calc-rate-${c}`}
                  onValueChange={(value) => send({ type: "editRate", currency: c, value })}
                />
              ))}
            </details>
          ) : null}
        </>
      )}
    </StepFrame>
  );
}
