import { assign, forwardTo, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";
import type { CardLimits, ImporterCard } from "../../core/contract/importer-card.ts";
import { limitGuardMachine, type LimitGuardInput, type LimitGuardOutput } from "../limit-guard/limit-guard.machine.ts";
import { emptyAnswers, periodError, scopeOf, searchable, withCodes, withCompany } from "./answers.ts";
import type { Answers, CompanyPick, ScopeOptions, Step } from "./answers.ts";

/**
 * The importer-card wizard (/importer-card/{step}, issue 8): company → scope → review → card.
 *
 * - company: `search` by name or BIN waits 300 ms after the last keystroke, then invokes the
 *   injected `searchCompanies`; `pick` answers and moves on. Another company clears every scope answer.
 * - scope: the company's codes, partners and months come from the injected `loadScope` (once per
 *   company); `edit.codes` (other codes clear the partners), `edit.period`, `edit.partners`; empty
 *   means all. `next` checks the period.
 * - review: a change link per answer; `confirm` opens the card.
 * - card: the limit guard (machines/limit-guard) runs first, as a child that gets the session's
 *   `user.changed`, `cancel` and `retry`; closing one of its modals returns to review.
 * - `back` goes one step back, `goto` (the address bar) to any step whose earlier answers are
 *   given (and a valid period), else to the first one missing. No step loses an answer.
 *
 * Pure: the calls are the actors the host passes with `.provide({ actors })`.
 */

export type { Answers, CompanyPick, ScopeOptions, Step } from "./answers.ts";

export const SEARCH_DEBOUNCE_MS = 300;

export interface ImporterCardInput {
  signedIn: boolean;
  permissions: string[];
}

export interface ImporterCardContext extends ImporterCardInput {
  answers: Answers;
  query: string;
  results: CompanyPick[] | null;
  options: ScopeOptions | null;
  /** The company the options are for. */
  optionsFor: string | null;
  /** The scope step was answered (`next`), so review and card can be reached. */
  scopeDone: boolean;
  /** Message id of the current step's problem. */
  error: string | null;
  card: ImporterCard | null;
  limits: CardLimits | null;
}

export type ImporterCardEvent =
  | { type: "search"; query: string }
  | { type: "pick"; company: CompanyPick }
  | { type: "edit.codes"; codes: string[] }
  | { type: "edit.period"; from: string; to: string }
  | { type: "edit.partners"; partners: string[] }
  | { type: "next" }
  | { type: "back" }
  | { type: "goto"; step: Step }
  | { type: "change.company" }
  | { type: "change.scope" }
  | { type: "confirm" }
  | { type: "retry" }
  | { type: "cancel" }
  | { type: "user.changed"; signedIn: boolean; permissions: string[] };

const outputOf = <T>(event: { type: string }): T | undefined => (event as { output?: T }).output;

/**
 * The step the answers allow: the card and review need the scope answered (and still valid: a
 * period broken after `next` must not reach the card by the address bar), the scope a company.
 */
function reachable(step: Step, context: ImporterCardContext): boolean {
  if (step === "company") return true;
  if (step === "scope") return context.answers.company !== null;
  return context.answers.company !== null && context.scopeDone && periodError(context.answers) === null;
}

export const importerCardMachine = setup({
  types: {
    context: {} as ImporterCardContext,
    events: {} as ImporterCardEvent,
    input: {} as ImporterCardInput,
  },
  actors: {
    /** Companies by name or BIN; the default never answers. */
    searchCompanies: fromPromise<CompanyPick[], { query: string }>(() => new Promise<CompanyPick[]>(() => {})),
    /** A company's codes, partners and months; the default never answers. */
    loadScope: fromPromise<ScopeOptions, { company: string }>(() => new Promise<ScopeOptions>(() => {})),
    limitGuard: limitGuardMachine,
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    goesTo: ({ context, event }, params: { step: Step }) => event.type === "goto" && event.step === params.step && reachable(params.step, context),
    hasCompany: ({ context }) => context.answers.company !== null,
    searchable: ({ event }) => event.type === "search" && searchable(event.query),
    optionsLoaded: ({ context }) => context.answers.company !== null && context.optionsFor === context.answers.company.id,
    periodInvalid: ({ context }) => periodError(context.answers) !== null,
    cardOpened: ({ event }) => outputOf<LimitGuardOutput>(event)?.opened === true,
  },
  actions: {
    rememberUser: assign(({ event }) => (event.type === "user.changed" ? { signedIn: event.signedIn, permissions: event.permissions } : {})),
    setQuery: assign({ query: ({ context, event }) => (event.type === "search" ? event.query : context.query), error: null }),
    clearSearch: assign({ query: ({ context, event }) => (event.type === "search" ? event.query : context.query), results: null, error: null }),
    keepResults: assign({ results: ({ event }) => outputOf<CompanyPick[]>(event) ?? [] }),
    searchFailed: assign({ error: "importerCard.error.search" }),
    pick: assign(({ context, event }) => {
      if (event.type !== "pick") return {};
      const answers = withCompany(context.answers, event.company);
      return answers === context.answers ? {} : { answers, scopeDone: false, card: null };
    }),
    keepOptions: assign(({ context, event }) => ({ options: outputOf<ScopeOptions>(event) ?? null, optionsFor: context.answers.company?.id ?? null, error: null })),
    scopeFailed: assign({ error: "importerCard.error.scope" }),
    editCodes: assign(({ context, event }) => (event.type === "edit.codes" ? { answers: withCodes(context.answers, event.codes), card: null } : {})),
    editPeriod: assign(({ context, event }) =>
      event.type === "edit.period" ? { answers: { ...context.answers, from: event.from, to: event.to }, error: null, card: null } : {},
    ),
    editPartners: assign(({ context, event }) =>
      event.type === "edit.partners" ? { answers: { ...context.answers, partners: [...event.partners] }, card: null } : {},
    ),
    showPeriodError: assign({ error: ({ context }) => periodError(context.answers) }),
    markScopeDone: assign({ scopeDone: true, error: null }),
    clearError: assign({ error: null }),
    keepCard: assign(({ event }) => {
      const output = outputOf<LimitGuardOutput>(event);
      return output?.opened ? { card: output.card, limits: output.limits } : {};
    }),
  },
}).createMachine({
  id: "importerCard",
  context: ({ input }) => ({
    ...input,
    answers: emptyAnswers(),
    query: "",
    results: null,
    options: null,
    optionsFor: null,
    scopeDone: false,
    error: null,
    card: null,
    limits: null,
  }),
  initial: "company",
  on: {
    "user.changed": { actions: "rememberUser" },
    goto: [
      { guard: { type: "goesTo", params: { step: "company" } }, target: ".company" },
      { guard: { type: "goesTo", params: { step: "scope" } }, target: ".scope" },
      { guard: { type: "goesTo", params: { step: "review" } }, target: ".review" },
      { guard: { type: "goesTo", params: { step: "card" } }, target: ".card" },
      // An address ahead of the answers: the first step still to answer.
      { guard: "hasCompany", target: ".scope" },
      { target: ".company" },
    ],
  },
  states: {
    company: {
      meta: stateMeta({ shows: "The company step: a search field by name or BIN and what it found.", see: ["ic-step-company", "ic-search"] }),
      initial: "idle",
      on: {
        search: [
          { guard: "searchable", target: ".typing", reenter: true, actions: "setQuery" },
          { target: ".idle", actions: "clearSearch" },
        ],
        pick: { target: "scope", actions: "pick" },
        next: { guard: "hasCompany", target: "scope" },
      },
      states: {
        idle: {
          meta: stateMeta({ shows: "The search field waiting for a name or BIN, with the last results if any.", see: ["ic-step-company", "ic-search"] }),
        },
        typing: {
          meta: stateMeta({ shows: "The search field while the user types; the search waits for a pause.", see: ["ic-step-company", "ic-search"] }),
          after: { debounce: "searching" },
        },
        searching: {
          meta: stateMeta({ shows: "The results area, busy while companies are searched.", see: ["ic-step-company", "ic-results"], asks: ["searchCompanies"] }),
          tags: ["busy"],
          invoke: {
            id: "searchCompanies",
            src: "searchCompanies",
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: "idle", actions: "keepResults" },
            onError: { target: "idle", actions: "searchFailed" },
          },
        },
      },
    },
    scope: {
      meta: stateMeta({ shows: "The scope step: the company's codes, period and partner countries.", see: ["ic-step-scope"] }),
      initial: "loading",
      on: {
        back: { target: "company", actions: "clearError" },
      },
      states: {
        loading: {
          meta: stateMeta({ shows: "A placeholder while the company's codes and countries load.", see: ["ic-step-scope"], asks: ["loadScope"] }),
          tags: ["busy"],
          always: { guard: "optionsLoaded", target: "editing" },
          invoke: {
            id: "loadScope",
            src: "loadScope",
            input: ({ context }) => ({ company: context.answers.company?.id ?? "" }),
            onDone: { target: "editing", actions: "keepOptions" },
            onError: { target: "failed", actions: "scopeFailed" },
          },
        },
        editing: {
          meta: stateMeta({ shows: "The codes, period and partners to tick, and Continue.", see: ["ic-step-scope", "ic-next", "ic-back"] }),
          on: {
            "edit.codes": { actions: "editCodes" },
            "edit.period": { actions: "editPeriod" },
            "edit.partners": { actions: "editPartners" },
            next: [
              { guard: "periodInvalid", actions: "showPeriodError" },
              { target: "#importerCard.review", actions: "markScopeDone" },
            ],
          },
        },
        failed: {
          meta: stateMeta({ shows: "Why the company's codes did not load, with Retry and Back.", see: ["ic-step-scope", "ic-back"] }),
          on: { retry: "loading" },
        },
      },
    },
    review: {
      meta: stateMeta({ shows: "The answers to check, each with a Change link, and Open card.", see: ["ic-step-review", "ic-review-company", "ic-confirm"] }),
      on: {
        back: "scope",
        "change.company": "company",
        "change.scope": "scope",
        confirm: "card",
      },
    },
    card: {
      meta: stateMeta({ shows: "The importer card, once the limit guard lets it open." }),
      initial: "guarding",
      states: {
        guarding: {
          meta: stateMeta({ shows: "The review page under the limit guard's layer (opening, sign-in, tariff or limit).", see: ["ic-step-review"], asks: ["guard"] }),
          invoke: {
            id: "guard",
            src: "limitGuard",
            input: ({ context }): LimitGuardInput => ({
              signedIn: context.signedIn,
              permissions: context.permissions,
              importer: context.answers.company?.id ?? "",
              scope: scopeOf(context.answers),
            }),
            onDone: [{ guard: "cardOpened", target: "shown", actions: "keepCard" }, { target: "#importerCard.review" }],
          },
          on: {
            "user.changed": { actions: ["rememberUser", forwardTo("guard")] },
            cancel: { actions: forwardTo("guard") },
            retry: { actions: forwardTo("guard") },
          },
        },
        shown: {
          meta: stateMeta({ shows: "The card: profile, totals, competitors, and Back, Change scope and Another company.", see: ["ic-card", "ic-card-name", "ic-another"] }),
          on: {
            back: "#importerCard.review",
            "change.company": "#importerCard.company",
            "change.scope": "#importerCard.scope",
          },
        },
      },
    },
  },
});
