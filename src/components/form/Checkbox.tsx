import type { ReactNode } from "react";

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; may hold a link (the user agreement). */
  children: ReactNode;
  /** A translated error shown under the box. */
  error?: string | null;
  testId?: string;
}

/** A native checkbox with its label as the tap target (44 px high). */
export function Checkbox({ id, checked, onChange, children, error, testId }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__box"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {children}
        </label>
      </div>
      {error ? (
        <p className="field-error" id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
