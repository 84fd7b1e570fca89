import { assign, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The query fields of the sanctions page (a code, a counterparty's name), debounced.
 *
 * - idle: `committed` is what the results are for (and the page address carries); "" shows none.
 * - debouncing: the user is typing; every `change` restarts the wait (`debounce`). When it ends, a
 *   query the server can answer becomes `committed`; anything else (too short, not a code)
 *   commits "" and the view says what to type.
 * - `flush` (Enter, the button) commits at once.
 * - `sync` sets both from outside (the address changed: Back, a link) without a wait.
 *
 * Pure: the only timer is the `debounce` delay, so tests run it on a simulated clock.
 */

export const SANCTIONS_QUERY_DEBOUNCE_MS = 400;

export type SanctionsQueryKind = "code" | "name";

/** A code of 2 to 10 digits (spaces and dots ignored) as digits, else null. */
export function codeQuery(value: string): string | null {
  const digits = value.replace(/[\s.]+/g, "");
  return /^\d{2,10}$/.test(digits) ? digits : null;
}

/** A name worth screening: 3 or more letters or digits, at most 200 characters; trimmed, else null. */
export function nameQuery(value: string): string | null {
  const text = value.trim();
  return text.length <= 200 && (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3 ? text : null;
}

/** What a draft commits as: the query the server is asked, or "" for none. */
export function committable(kind: SanctionsQueryKind, draft: string): string {
  return (kind === "code" ? codeQuery(draft) : nameQuery(draft)) ?? "";
}

export interface SanctionsQueryContext {
  kind: SanctionsQueryKind;
  /** What the field shows now. */
  draft: string;
  /** What the results are for; "" when the draft is not a query. */
  committed: string;
}

export type SanctionsQueryEvent = { type: "change"; value: string } | { type: "flush" } | { type: "sync"; value: string };

export const sanctionsQueryMachine = setup({
  types: {
    context: {} as SanctionsQueryContext,
    events: {} as SanctionsQueryEvent,
    input: {} as { kind: SanctionsQueryKind; value: string },
  },
  delays: {
    debounce: SANCTIONS_QUERY_DEBOUNCE_MS,
  },
  actions: {
    setDraft: assign({ draft: ({ event }) => (event.type === "change" ? event.value : "") }),
    commit: assign({ committed: ({ context }) => committable(context.kind, context.draft) }),
    sync: assign(({ context, event }) => (event.type === "sync" ? { draft: event.value, committed: committable(context.kind, event.value) } : {})),
  },
}).createMachine({
  id: "sanctionsQuery",
  context: ({ input }) => ({ kind: input.kind, draft: input.value, committed: committable(input.kind, input.value) }),
  initial: "idle",
  on: {
    sync: { target: ".idle", actions: "sync" },
  },
  states: {
    idle: {
      meta: stateMeta({ shows: "The query field (the code tab's by default) and the results of the committed query.", see: ["sanctions-code-input", "sanctions-code-submit"] }),
      on: {
        change: { target: "debouncing", actions: "setDraft" },
        flush: { actions: "commit" },
      },
    },
    debouncing: {
      meta: stateMeta({ shows: "The query field as typed; the results stay those of the last query until the typing pauses.", see: ["sanctions-code-input"] }),
      on: {
        change: { target: "debouncing", reenter: true, actions: "setDraft" },
        flush: { target: "idle", actions: "commit" },
      },
      after: {
        debounce: { target: "idle", actions: "commit" },
      },
    },
  },
});
