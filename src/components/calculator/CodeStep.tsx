import { useLingui } from "@lingui/react";
import { codeDigits } from "../../../machines/calculator/answers.ts";
import { useCodeSuggestions } from "../../api/calculator.ts";
import { TextInput } from "../form/TextInput.tsx";
import { messageText, stepTitle } from "./messages.ts";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";
import { useTextLang } from "../../i18n/textLang.ts";

/** The code: typed (spaces allowed) with suggestions of the codes that start with the digits so far. */
export function CodeStep({ answers, errors, send, frame }: StepProps) {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const digits = codeDigits(answers.code);
  const suggestions = useCodeSuggestions(digits);
  const list = suggestions.data ?? [];
  return (
    <StepFrame {...frame} title={stepTitle(i18n, "code")} testId="calc-step-code" onNext={() => send({ type: "next" })}>
      <TextInput
        id="calc-code"
        label={i18n._({ id: "calc.code.label", message: "Код товара" })}
        hint={i18n._({ id: "calc.code.hint", message: "10 цифр, можно с пробелами. Начните вводить — появятся подсказки." })}
        value={answers.code}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        error={messageText(i18n, errors.code)}
        testId="calc-code"
        onValueChange={(value) => send({ type: "edit", field: "code", value })}
      />
      {list.length > 0 && digits.length < 10 ? (
        <ul className="calc-suggestions" aria-label={i18n._({ id: "calc.code.suggestions", message: "Подходящие коды" })}>
          {list.map((s) => (
            <li key={s.code}>
              <button type="button" className="calc-suggestion" data-testid="calc-suggestion" onClick={() => send({ type: "edit", field: "code", value: s.code })}>
                <span className="code">{s.code_fmt}</span>
                <span className="calc-suggestion__name" lang={langOf(s.full_name)}>{s.full_name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </StepFrame>
  );
}
