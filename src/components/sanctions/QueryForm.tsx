import { type InputHTMLAttributes, useRef } from "react";
import type { useSanctionsQuery } from "../../flows/sanctions-query/live.ts";
import { useTypedBeforeHydration } from "../form/useTypedBeforeHydration.ts";

type Field = ReturnType<typeof useSanctionsQuery>;

/** A query field of /sanctions with its button: typing goes through the field's statechart, Enter commits at once. */
export function QueryForm({
  field, label, submit, testId, input,
}: {
  field: Field;
  label: string;
  submit: string;
  /** `<testId>-input` and `<testId>-submit`. */
  testId: string;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, field.draft, field.change);
  return (
    <form className="sanctions-form" role="search" onSubmit={(e) => { e.preventDefault(); field.flush(); }}>
      <label className="sanctions-field">
        <span>{label}</span>
        <input ref={inputRef} autoComplete="off" {...input} value={field.draft} data-testid={`${testId}-input`} onChange={(e) => field.change(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary" data-testid={`${testId}-submit`}>
        {submit}
      </button>
    </form>
  );
}
