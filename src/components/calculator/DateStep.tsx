import { useLingui } from "@lingui/react";
import { messageText, stepTitle } from "./messages.ts";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

/** The import date: the rates, VAT and exchange rates of that day apply. */
export function DateStep({ answers, errors, send, frame }: StepProps) {
  const { i18n } = useLingui();
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, "date")}
      testId="calc-step-date"
      onNext={() => send({ type: "next" })}
      onBack={() => send({ type: "back" })}
    >
      <div className="field">
        <label className="field__label" htmlFor="calc-date">
          {i18n._({ id: "calc.date.label", message: "Дата подачи декларации" })}
        </label>
        <p className="field__hint" id="calc-date-hint">
          {i18n._({ id: "calc.date.hint", message: "Ставки, НДС и курсы валют берутся на эту дату. По умолчанию — сегодня." })}
        </p>
        <input
          id="calc-date"
          type="date"
          className="input field__input calc-date"
          value={answers.date}
          aria-describedby={errors.date ? "calc-date-hint calc-date-error" : "calc-date-hint"}
          aria-invalid={errors.date ? true : undefined}
          data-testid="calc-date"
          onChange={(e) => send({ type: "edit", field: "date", value: e.target.value })}
        />
        {errors.date ? (
          <p className="field-error" id="calc-date-error" data-testid="calc-date-error">
            {messageText(i18n, errors.date)}
          </p>
        ) : null}
      </div>
    </StepFrame>
  );
}
