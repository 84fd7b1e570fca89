import { useLingui } from "@lingui/react";
import type { AnswerField } from "../../../machines/calculator/answers.ts";
import { unitLabel } from "../code-card/format.ts";
import { TextInput } from "../form/TextInput.tsx";
import { messageText, stepTitle } from "./messages.ts";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

/**
 * A quantity the rates need: for the duty (its specific part) or for the excise (in its own unit).
 * One view for both steps; `kind` picks the answer, the unit and the rate shown.
 */
export function QuantityStep({ answers, errors, send, frame, info, kind }: StepProps & { kind: "quantity" | "excise" }) {
  const { i18n } = useLingui();
  const field: AnswerField = kind === "quantity" ? "quantity" : "exciseQuantity";
  const unit = (kind === "quantity" ? info?.duty_quantity_unit : info?.excise?.quantity_unit) ?? "";
  const rate = kind === "quantity" ? info?.duty?.text : info?.excise?.rate_text;
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, kind)}
      testId={`calc-step-${kind}`}
      onNext={() => send({ type: "next" })}
      onBack={() => send({ type: "back" })}
    >
      <TextInput
        id={`calc-${kind}`}
        label={i18n._({ id: "calc.quantity.label", message: "Количество, {unit}", values: { unit: unitLabel(i18n, unit) } })}
        hint={
          rate
            ? kind === "quantity"
              ? i18n._({ id: "calc.quantity.dutyHint", message: "Ставка пошлины «{rate}» считается от количества.", values: { rate } })
              : i18n._({ id: "calc.quantity.exciseHint", message: "Ставка акциза «{rate}» считается от количества.", values: { rate } })
            : undefined
        }
        value={answers[field]}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        error={messageText(i18n, errors[field])}
        testId={`calc-${kind}`}
        onValueChange={(value) => send({ type: "edit", field, value })}
      />
    </StepFrame>
  );
}
