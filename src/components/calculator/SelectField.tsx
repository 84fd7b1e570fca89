import type { ReactNode } from "react";

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A labelled native select (the phone's own picker) with its hint and error tied to it. */
export function SelectField({ id, label, value, onValueChange, error, hint, testId, children }: SelectFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input field__input calc-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(e) => onValueChange(e.target.value)}
      >
        {children}
      </select>
      {hint ? (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
