import { assign, setup } from "xstate";
import { stateMeta } from "../meta.ts";
import { isIsoDate } from "./iso-date.ts";

/**
 * The calendar input of the code card ("Тариф на дату"), debounced (product spec §9: calendar
 * input debounce 1000 ms).
 *
 * - idle: `committed` is the date the card shows (and the page address carries).
 * - debouncing: the user is changing the date; every `change` restarts the 1000 ms wait. When the
 *   wait ends, a complete date (`YYYY-MM-DD`) becomes `committed`; an empty or partial one (a
 *   native date input reports "" until the date is whole) changes nothing: the card stays on the
 *   date in effect and the field keeps what the user typed so far.
 * - `flush` (Enter, leaving the field) commits a complete date at once.
 * - `sync` sets both dates from outside (the address changed: Back, a link) without a wait.
 *
 * Pure: the only timer is the `debounce` delay, so tests run it on a simulated clock.
 */

export const DATE_INPUT_DEBOUNCE_MS = 1000;

export interface DateInputContext {
  /** What the field shows now. */
  draft: string;
  /** The date in effect: the card's query and the address use it. */
  committed: string;
}

export type DateInputEvent =
  | { type: "change"; value: string }
  | { type: "flush" }
  | { type: "sync"; value: string };

export const dateInputMachine = setup({
  types: {
    context: {} as DateInputContext,
    events: {} as DateInputEvent,
    input: {} as { date: string },
  },
  delays: {
    debounce: DATE_INPUT_DEBOUNCE_MS,
  },
  guards: {
    /** The field holds a whole date. */
    draftComplete: ({ context }) => isIsoDate(context.draft),
  },
  actions: {
    setDraft: assign({ draft: ({ event }) => (event.type === "change" ? event.value : "") }),
    commit: assign({ committed: ({ context }) => context.draft }),
    sync: assign(({ event }) => (event.type === "sync" ? { draft: event.value, committed: event.value } : {})),
  },
}).createMachine({
  id: "dateInput",
  context: ({ input }) => ({ draft: input.date, committed: input.date }),
  initial: "idle",
  on: {
    sync: { target: ".idle", actions: "sync" },
  },
  states: {
    idle: {
      meta: stateMeta({ shows: "The date field with the card's date; the card shows the tariff on it.", see: ["card-date"] }),
      on: {
        change: { target: "debouncing", actions: "setDraft" },
      },
    },
    debouncing: {
      meta: stateMeta({ shows: "The date field as typed; the card still shows the tariff on the last date until the typing pauses.", see: ["card-date"] }),
      on: {
        change: { target: "debouncing", reenter: true, actions: "setDraft" },
        flush: { guard: "draftComplete", target: "idle", actions: "commit" },
      },
      after: {
        debounce: [{ guard: "draftComplete", target: "idle", actions: "commit" }, { target: "idle" }],
      },
    },
  },
});
