import { assign, emit, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";
import type { SearchResult } from "../../core/contract/search.ts";

/**
 * The header search box (design notes "Search is the front door", product spec §9 autocomplete).
 *
 * - `idle`: the box has no focus and shows no list; focus (or typing) makes it `active`;
 * - `active.typing`: focused, fewer than 2 characters (or the list was dismissed with Escape);
 * - `active.debouncing`: a query of 2+ characters waits 250 ms (`debounce`) for the next key;
 *   every key restarts the wait;
 * - `active.searching`: invokes the injected `search` actor (id `search`) with the query;
 *   results → `showingSuggestions`, none → `empty`, an error → `failed` (`retry` searches again);
 * - `highlightNext` / `highlightPrevious` move the highlighted suggestion, wrapping around;
 * - `choose` (Enter, or a click with `index`) opens the clicked or highlighted suggestion, else a
 *   full 10-digit code typed in the box (`0101 21 000 0` as well), else the first suggestion:
 *   the `open` event is emitted for the view (which navigates) and the box goes back to `idle`
 *   with an empty query;
 * - `dismiss` (Escape) closes the list and keeps the query; `cleared` empties the query; `blur`
 *   closes the list (the query stays for the next focus).
 *
 * Pure: the call is the `search` actor the host passes with `.provide({ actors })`.
 */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_SUGGESTIONS = 8;

export type Suggestion = Pick<SearchResult, "code" | "code_fmt" | "name" | "full_name" | "path" | "kind">;

export interface SearchBoxContext {
  query: string;
  /** The last answer's suggestions (kept while a new query waits, so the list does not flicker). */
  suggestions: Suggestion[];
  /** Index into `suggestions`, or -1 when none is highlighted. */
  highlighted: number;
}

export type SearchBoxEvent =
  | { type: "typed"; value: string }
  | { type: "cleared" }
  | { type: "focus" }
  | { type: "blur" }
  | { type: "highlightNext" }
  | { type: "highlightPrevious" }
  | { type: "choose"; index?: number }
  | { type: "retry" }
  | { type: "dismiss" };

/** What the view opens: a 10-digit code opens its card, anything else its place in the tree. */
export type SearchBoxEmitted = { type: "open"; code: string; kind: Suggestion["kind"] };

export interface SearchInput {
  query: string;
}

/** The 10 digits of a query that is a full code (digits, spaces and dots only), else null. */
export function fullCode(query: string): string | null {
  if (!/^[\d\s.]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, "");
  return digits.length === 10 ? digits : null;
}

/** Where a chosen code leads, without the locale prefix. */
export function openPath(code: string, kind: Suggestion["kind"]): string {
  return kind === "code10" && /^\d{10}$/.test(code) ? `/custom/${code}` : `/tree?code=${encodeURIComponent(code)}`;
}

const searchable = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

/** The default `search` never answers; hosts provide the real call. */
const pendingSearch = fromPromise<Suggestion[], SearchInput>(() => new Promise<Suggestion[]>(() => {}));

/** The suggestion a `choose` event picks: the clicked one, else the highlighted one. */
function picked(context: SearchBoxContext, event: SearchBoxEvent): Suggestion | undefined {
  if (event.type !== "choose") return undefined;
  const index = event.index ?? context.highlighted;
  return index >= 0 ? context.suggestions[index] : undefined;
}

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
  },
  actors: {
    search: pendingSearch,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    /** The typed value is long enough to search. */
    typedSearchable: ({ event }) => event.type === "typed" && searchable(event.value),
    /** The query kept from before is long enough to search. */
    querySearchable: ({ context }) => searchable(context.query),
    /** A suggestion was clicked or is highlighted. */
    suggestionPicked: ({ context, event }) => picked(context, event) !== undefined,
    /** The query is a full 10-digit code. */
    queryIsFullCode: ({ context }) => fullCode(context.query) !== null,
    /** The search found something. */
    hasSuggestions: ({ event }) => "output" in event && Array.isArray(event.output) && event.output.length > 0,
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === "typed" ? event.value : context.query), highlighted: -1 }),
    clearQuery: assign({ query: "", suggestions: [], highlighted: -1 }),
    storeSuggestions: assign({
      suggestions: ({ event }) => ("output" in event && Array.isArray(event.output) ? (event.output as Suggestion[]) : []),
      highlighted: -1,
    }),
    dropSuggestions: assign({ suggestions: [], highlighted: -1 }),
    highlightNext: assign({
      highlighted: ({ context }) => (context.highlighted + 1) % context.suggestions.length,
    }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? context.suggestions.length - 1 : context.highlighted - 1),
    }),
    openPicked: emit(({ context, event }): SearchBoxEmitted => {
      const s = picked(context, event);
      return { type: "open", code: s?.code ?? "", kind: s?.kind ?? "code10" };
    }),
    openFullCode: emit(({ context }): SearchBoxEmitted => ({ type: "open", code: fullCode(context.query) ?? "", kind: "code10" })),
    openFirst: emit(({ context }): SearchBoxEmitted => ({
      type: "open",
      code: context.suggestions[0]?.code ?? "",
      kind: context.suggestions[0]?.kind ?? "code10",
    })),
  },
}).createMachine({
  id: "searchBox",
  context: { query: "", suggestions: [], highlighted: -1 },
  initial: "idle",
  states: {
    idle: {
      meta: stateMeta({ shows: "The search field without focus and without a list.", see: ["search-header"] }),
      on: {
        focus: [{ guard: "querySearchable", target: "active.debouncing" }, { target: "active.typing" }],
        typed: [
          { guard: "typedSearchable", target: "active.debouncing", actions: "setQuery" },
          { target: "active.typing", actions: "setQuery" },
        ],
      },
    },
    active: {
      meta: stateMeta({ shows: "The search field in use.", see: ["search-header"] }),
      initial: "typing",
      on: {
        typed: [
          { guard: "typedSearchable", target: ".debouncing", reenter: true, actions: "setQuery" },
          { target: ".typing", actions: ["setQuery", "dropSuggestions"] },
        ],
        cleared: { target: ".typing", actions: "clearQuery" },
        dismiss: { target: ".typing", actions: "dropSuggestions" },
        blur: { target: "idle" },
        choose: { guard: "queryIsFullCode", target: "idle", actions: ["openFullCode", "clearQuery"] },
      },
      states: {
        typing: {
          meta: stateMeta({ shows: "The field with the query typed so far, too short to search or with the list dismissed; no list.", see: ["search-header"] }),
        },
        debouncing: {
          meta: stateMeta({ shows: "The field waiting for the next key; earlier suggestions may stay.", see: ["search-header"] }),
          after: { debounce: { target: "searching" } },
        },
        searching: {
          meta: stateMeta({ shows: "The list, busy: earlier suggestions or \"Searching…\".", see: ["search-header"], asks: ["search"] }),
          invoke: {
            id: "search",
            src: "search",
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: [
              { guard: "hasSuggestions", target: "showingSuggestions", actions: "storeSuggestions" },
              { target: "empty", actions: "dropSuggestions" },
            ],
            onError: { target: "failed", actions: "dropSuggestions" },
          },
        },
        showingSuggestions: {
          meta: stateMeta({ shows: "The suggestions, each with its code, short name and path; one may be highlighted.", see: ["search-header", "search-option"] }),
          on: {
            highlightNext: { actions: "highlightNext" },
            highlightPrevious: { actions: "highlightPrevious" },
            choose: [
              { guard: "suggestionPicked", target: "#searchBox.idle", actions: ["openPicked", "clearQuery"] },
              { guard: "queryIsFullCode", target: "#searchBox.idle", actions: ["openFullCode", "clearQuery"] },
              { target: "#searchBox.idle", actions: ["openFirst", "clearQuery"] },
            ],
          },
        },
        empty: {
          meta: stateMeta({ shows: "The list says nothing was found and suggests another word or code.", see: ["search-header", "search-note"] }),
        },
        failed: {
          meta: stateMeta({ shows: "The list says the search does not answer, with Retry.", see: ["search-header", "search-note", "search-retry"] }),
          on: {
            retry: { target: "searching" },
          },
        },
      },
    },
  },
});
