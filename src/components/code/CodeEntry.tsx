import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useRef } from "react";
import type { FormEvent, KeyboardEvent } from "react";
import { CODE_LENGTH } from "../../../machines/code-entry/code-entry.machine.ts";
import type { CodeEntryEvent } from "../../../machines/code-entry/code-entry.machine.ts";
import { liveCodeEntry } from "../../flows/code-entry/live.ts";
import { inspect } from "../../inspect.ts";

export interface CodeEntryProps {
  label: string;
  /** Checks the code; a rejection marks the cells wrong (error.otp). */
  submit: (code: string) => Promise<void>;
  testId?: string;
  disabled?: boolean;
}

const noChange = (): void => undefined;

const KEY_EVENTS: Record<string, CodeEntryEvent> = {
  Backspace: { type: "backspace" },
  ArrowLeft: { type: "arrowLeft" },
  ArrowRight: { type: "arrowRight" },
  Enter: { type: "enter" },
};

/** What the user put into a cell: the typed text, or the new value without the old digit. */
function insertedText(event: FormEvent<HTMLInputElement>, previous: string): string {
  const data = (event.nativeEvent as InputEvent).data;
  if (typeof data === "string" && data !== "") return data;
  const value = event.currentTarget.value;
  return previous && value.startsWith(previous) ? value.slice(previous.length) : value;
}

/**
 * The six-cell one-time code entry (spec §2, §5): `codeEntryMachine` decides what each key,
 * digit and paste does and when the code is submitted; this draws the cells and moves focus
 * where the machine says.
 */
export function CodeEntry({ label, submit, testId = "code", disabled = false }: CodeEntryProps) {
  const { i18n } = useLingui();
  // Provided on every render: @xstate/react keeps one actor and swaps in the latest `submit`.
  const actor = useActorRef(liveCodeEntry(submit), { inspect });
  const cells = useSelector(actor, (s) => s.context.cells);
  const focus = useSelector(actor, (s) => s.context.focus);
  const error = useSelector(actor, (s) => s.context.error);
  const submitting = useSelector(actor, (s) => s.matches("submitting"));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = useId();

  // Focus follows the machine, but only while the user is in the cells (never stolen from elsewhere).
  useEffect(() => {
    const active = document.activeElement;
    if (!inputs.current.some((cell) => cell === active)) return;
    const target = inputs.current[focus];
    if (target && target !== active) target.focus();
  }, [focus, cells]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const mapped = KEY_EVENTS[event.key];
    if (!mapped) return;
    // The machine owns these keys: no caret moves, no form submit on Enter.
    event.preventDefault();
    actor.send(mapped);
  };

  // Native `input`, not React's onChange: typing over a selected digit with the same digit leaves
  // the value unchanged, and onChange would swallow that keystroke.
  const onInput = (index: number, event: FormEvent<HTMLInputElement>) => {
    const text = insertedText(event, cells[index] ?? "");
    // A mobile keyboard may delete without a Backspace keydown; an autofilled code arrives whole.
    if (text === "") actor.send({ type: "backspace" });
    else if ([...text].length > 1) actor.send({ type: "paste", text });
    else actor.send({ type: "input", value: text });
  };

  const errorText = error ? i18n._({ id: "error.otp", message: "Неверный код. Проверьте цифры и попробуйте снова" }) : "";

  return (
    <div className="code-entry" data-testid={testId}>
      <p className="code-entry__label" id={labelId}>
        {label}
      </p>
      <div className="code-entry__cells" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} aria-busy={submitting || undefined}>
        {cells.map((digit, i) => (
          <input
            key={i}
            ref={(node) => {
              inputs.current[i] = node;
            }}
            className="input code-entry__cell"
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            disabled={disabled}
            readOnly={submitting}
            aria-label={i18n._({ id: "code.cell", message: "Цифра {n} из {total}", values: { n: i + 1, total: CODE_LENGTH } })}
            aria-invalid={error ? true : undefined}
            data-testid={`${testId}-cell-${i}`}
            onKeyDown={onKeyDown}
            onInput={(event) => onInput(i, event)}
            // The machine owns the value (see onInput); React only needs to know it is handled.
            onChange={noChange}
            onPaste={(event) => {
              event.preventDefault();
              // Codes copied from a mail often carry a line break or blanks around them.
              actor.send({ type: "paste", text: event.clipboardData.getData("text").trim() });
            }}
            onFocus={(event) => {
              event.target.select();
              if (i !== focus) actor.send({ type: "focus", index: i });
            }}
          />
        ))}
      </div>
      <div className="code-entry__status" aria-live="polite">
        {errorText ? (
          <p className="field-error" id={errorId} data-testid={`${testId}-error`}>
            {errorText}
          </p>
        ) : null}
      </div>
    </div>
  );
}
