import { useLingui } from "@lingui/react";
import { useRef, useState } from "react";
import type { HTMLAttributes } from "react";
import { EyeIcon, EyeOffIcon } from "./formIcons.tsx";
import { applyMask, trimValue } from "./mask.ts";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration.ts";

export interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: "text" | "email" | "password" | "tel";
  /** Trim the value when the field loses focus (typing keeps inner and trailing blanks). */
  trim?: boolean;
  /** `#` digit, `@` letter, `*` letter or digit, anything else a literal (see mask.ts). */
  mask?: string;
  /** A translated error shown under the field. */
  error?: string | null;
  hint?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** A labelled text field with its hint and error tied to it for screen readers. */
export function TextInput({
  id,
  label,
  value,
  onValueChange,
  type = "text",
  trim = false,
  mask,
  error,
  hint,
  autoComplete,
  inputMode,
  name,
  required,
  autoFocus,
  testId,
}: TextInputProps) {
  const { i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = (text: string) => onValueChange(mask ? applyMask(text, mask) : text);
  useTypedBeforeHydration(inputRef, value, typed);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const isPassword = type === "password";
  const toggleLabel = revealed
    ? i18n._({ id: "form.password.hide", message: "Скрыть пароль" })
    : i18n._({ id: "form.password.show", message: "Показать пароль" });

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={isPassword ? "field__control field__control--password" : "field__control"}>
        <input
          ref={inputRef}
          id={id}
          className="input field__input"
          type={isPassword && revealed ? "text" : type}
          value={value}
          name={name}
          required={required}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => typed(e.target.value)}
          onBlur={(event) => {
            if (!trim) return;
            const trimmed = trimValue(value);
            // An e-mail input reports its value already trimmed but still shows the blanks.
            event.currentTarget.value = trimmed;
            if (trimmed !== value) onValueChange(trimmed);
          }}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            aria-label={toggleLabel}
            aria-controls={id}
            title={toggleLabel}
            data-testid={testId ? `${testId}-reveal` : undefined}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
