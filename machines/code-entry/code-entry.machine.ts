import { assign, emit, fromPromise, setup } from "xstate";
import { OTP_LENGTH } from "../../core/contract/auth.ts";
import { stateMeta } from "../meta.ts";

/**
 * The one-time code entry (product spec §2 "Code entry", §5 "One-time code", §8 wrong code).
 *
 * - six single-character cells, digits only: typing a non-digit is rejected (the `rejected`
 *   event is emitted for the view, nothing changes); a digit fills the focused cell and moves
 *   focus to the next one;
 * - paste takes the first six characters and is rejected whole if any of them is not a digit;
 * - filling the last empty cell submits; Enter submits when all six are filled;
 * - backspace clears the focused cell and moves focus to the previous one (on an empty cell it
 *   clears the previous one); the arrow keys move focus;
 * - submitting invokes the injected `submitCode` actor (id `submitCode`) with the code; done →
 *   `accepted` (final, output the code), error → `filling.wrongCode`: the cells are in error
 *   (`error` = "error.otp") until the code is edited; a digit typed then starts a new code in
 *   the first cell;
 * - `close` clears the cells (also while submitting).
 *
 * Pure: the call is the `submitCode` actor the host passes with `.provide({ actors })`.
 */

export const CODE_LENGTH = OTP_LENGTH;
export const WRONG_CODE_ERROR = "error.otp";

export interface CodeEntryContext {
  /** One string per cell: a digit or "". */
  cells: string[];
  /** The focused cell, 0..5. */
  focus: number;
  /** The error key shown under the cells, or null. */
  error: typeof WRONG_CODE_ERROR | null;
}

export type CodeEntryEvent =
  | { type: "input"; value: string }
  | { type: "paste"; text: string }
  | { type: "backspace" }
  | { type: "arrowLeft" }
  | { type: "arrowRight" }
  | { type: "focus"; index: number }
  | { type: "enter" }
  | { type: "close" };

/** Emitted when typed or pasted text is refused. */
export type CodeEntryEmitted = { type: "rejected"; value: string };

export interface SubmitCodeInput {
  code: string;
}

export interface CodeEntryOutput {
  code: string;
}

const isDigit = (value: string): boolean => /^[0-9]$/.test(value);

/** The digits a paste puts in the cells, or null when the paste is rejected. */
export function pastedDigits(text: string): string[] | null {
  const chars = [...text].slice(0, CODE_LENGTH);
  if (chars.length === 0 || !chars.every(isDigit)) return null;
  return chars;
}

const emptyCells = (): string[] => Array.from({ length: CODE_LENGTH }, () => "");
const clampFocus = (index: number): number => Math.min(CODE_LENGTH - 1, Math.max(0, index));

/** The cells after the focused one gets `digit`. */
function cellsWith(context: CodeEntryContext, digit: string): string[] {
  return context.cells.map((c, i) => (i === context.focus ? digit : c));
}

/** The default `submitCode` does nothing and never answers; hosts provide the real call. */
const pendingSubmit = fromPromise<void, SubmitCodeInput>(() => new Promise<void>(() => {}));

export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryContext,
    events: {} as CodeEntryEvent,
    emitted: {} as CodeEntryEmitted,
    output: {} as CodeEntryOutput,
  },
  actors: {
    submitCode: pendingSubmit,
  },
  guards: {
    /** A single digit typed. */
    isDigit: ({ event }) => event.type === "input" && isDigit(event.value),
    /** A digit typed into the last empty cell. */
    digitCompletesCode: ({ context, event }) =>
      event.type === "input" && isDigit(event.value) && cellsWith(context, event.value).every((c) => c !== ""),
    /** A paste whose first six characters are six digits. */
    pasteCompletesCode: ({ event }) => event.type === "paste" && pastedDigits(event.text)?.length === CODE_LENGTH,
    /** A paste whose first characters are all digits (fewer than six). */
    pasteIsDigits: ({ event }) => event.type === "paste" && pastedDigits(event.text) !== null,
    /** All six cells are filled. */
    codeComplete: ({ context }) => context.cells.every((c) => c !== ""),
  },
  actions: {
    writeDigit: assign(({ context, event }) => {
      if (event.type !== "input") return {};
      return { cells: cellsWith(context, event.value), focus: clampFocus(context.focus + 1) };
    }),
    writePaste: assign(({ event }) => {
      const digits = event.type === "paste" ? (pastedDigits(event.text) ?? []) : [];
      const cells = emptyCells().map((_, i) => digits[i] ?? "");
      return { cells, focus: clampFocus(digits.length) };
    }),
    rejectInput: emit(({ event }): CodeEntryEmitted => ({
      type: "rejected",
      value: event.type === "input" ? event.value : event.type === "paste" ? event.text : "",
    })),
    erase: assign(({ context }) => {
      const at = context.cells[context.focus] !== "" ? context.focus : clampFocus(context.focus - 1);
      return { cells: context.cells.map((c, i) => (i === at ? "" : c)), focus: clampFocus(at - (at === context.focus ? 1 : 0)) };
    }),
    focusPrevious: assign({ focus: ({ context }) => clampFocus(context.focus - 1) }),
    focusNext: assign({ focus: ({ context }) => clampFocus(context.focus + 1) }),
    focusCell: assign({ focus: ({ context, event }) => (event.type === "focus" ? clampFocus(event.index) : context.focus) }),
    markCodeWrong: assign({ error: WRONG_CODE_ERROR }),
    clearError: assign({ error: null }),
    clearCells: assign({ cells: () => emptyCells(), focus: 0, error: null }),
  },
}).createMachine({
  id: "codeEntry",
  context: { cells: emptyCells(), focus: 0, error: null },
  initial: "filling",
  states: {
    filling: {
      meta: stateMeta({ shows: "Six code cells taking digits; their test ids are the embedding modal's ({testId}-cell-0 … -5)." }),
      initial: "editing",
      states: {
        editing: {
          meta: stateMeta({ shows: "The cells with the digits typed so far, focus on the next one." }),
        },
        wrongCode: {
          meta: stateMeta({ shows: "The cells marked wrong with the error.otp message under them ({testId}-error)." }),
          entry: "markCodeWrong",
          exit: "clearError",
          on: {
            // The red code is not edited digit by digit: the first digit typed starts a new code
            // (else re-typing its first digit would resubmit the wrong one at once).
            input: [
              { guard: "isDigit", target: "editing", actions: ["clearCells", "writeDigit"] },
              { actions: "rejectInput" },
            ],
          },
        },
      },
      on: {
        input: [
          { guard: "digitCompletesCode", target: "submitting", actions: "writeDigit" },
          { guard: "isDigit", target: ".editing", actions: "writeDigit" },
          { actions: "rejectInput" },
        ],
        paste: [
          { guard: "pasteCompletesCode", target: "submitting", actions: "writePaste" },
          { guard: "pasteIsDigits", target: ".editing", actions: "writePaste" },
          { actions: "rejectInput" },
        ],
        backspace: { target: ".editing", actions: "erase" },
        arrowLeft: { actions: "focusPrevious" },
        arrowRight: { actions: "focusNext" },
        focus: { actions: "focusCell" },
        enter: { guard: "codeComplete", target: "submitting" },
        close: { target: ".editing", actions: "clearCells" },
      },
    },
    submitting: {
      meta: stateMeta({ shows: "The full code in read-only cells while it is checked.", asks: ["submitCode"] }),
      invoke: {
        id: "submitCode",
        src: "submitCode",
        input: ({ context }) => ({ code: context.cells.join("") }),
        onDone: { target: "accepted" },
        onError: { target: "filling.wrongCode" },
      },
      on: {
        close: { target: "filling", actions: "clearCells" },
      },
    },
    accepted: {
      meta: stateMeta({ shows: "The accepted code stays in the cells until the flow moves on." }),
      type: "final",
    },
  },
  output: ({ context }) => ({ code: context.cells.join("") }),
});
