import { and, assign, fromPromise, setup } from "xstate";
import type { CardLimits, CardScope, ImporterCard } from "../../core/contract/importer-card.ts";
import { stateMeta } from "../meta.ts";

/**
 * The limit guard (issue 8; the product spec's `limit` check on /importer-card/{step}): it runs
 * before an importer card opens.
 *
 * - An importer (`open`, or the input): not signed in → `signIn`; signed in without card_opening_ved →
 *   `rate` (the rate modal); else → `opening`.
 * - Entering `signIn` (signed out, or a 401) asks for the sign-in modal (`openSignIn`); so does the
 *   session saying signed out while the guard is there (the guard resumed after a reload, which runs no
 *   entry action, hears it once the session is known).
 * - `signIn` and `rate` wait for the session (`user.changed`): once it allows, the card opens.
 * - `opening` invokes the injected `openCard` actor (GET /api/v1/open-card): 200 → `opened` with
 *   the card and the openings left; 402 → `limitReached` (openings left, when they reset, a link to
 *   /tariffs); 401 → `signIn`; 403 → `rate`; anything else → `failed` (`retry`).
 * - `cancel` (a modal closed) ends the guard as `cancelled`; `opened` ends it with the card.
 *
 * Pure: the call is the actor, and `openSignIn` the action, the host passes with `.provide()`.
 */

export const CARD_PERMISSION = "card_opening_ved";

/** What `openCard` answered. */
export type OpenCardAnswer =
  | { status: 200; card: ImporterCard; limits: CardLimits }
  | { status: 402; limits: CardLimits }
  | { status: number; message: string };

export interface LimitGuardInput {
  signedIn: boolean;
  permissions: string[];
  /** The importer (BIN) to open at once; without one the guard waits for `open`. */
  importer?: string;
  /** What the card shows (all of the importer's imports when absent). */
  scope?: CardScope;
}

/** What `openCard` is asked. */
export interface OpenCardRequest {
  importer: string;
  scope: CardScope;
}

const ALL: CardScope = { codes: [], partners: [] };

export interface LimitGuardContext {
  signedIn: boolean;
  permissions: string[];
  importer: string | null;
  scope: CardScope;
  card: ImporterCard | null;
  limits: CardLimits | null;
  /** The server's message of a failure; null for no connection (the view says so). */
  failure: string | null;
}

export type LimitGuardEvent =
  | { type: "open"; importer: string }
  | { type: "user.changed"; signedIn: boolean; permissions: string[] }
  | { type: "cancel" }
  | { type: "retry" };

/** How the guard ended: the card opened, or the user closed a modal. */
export type LimitGuardOutput = { opened: true; card: ImporterCard; limits: CardLimits } | { opened: false };

const answerOf = (event: { type: string }): OpenCardAnswer | undefined => (event as { output?: OpenCardAnswer }).output;

export const limitGuardMachine = setup({
  types: {
    context: {} as LimitGuardContext,
    events: {} as LimitGuardEvent,
    input: {} as LimitGuardInput,
    output: {} as LimitGuardOutput,
  },
  actors: {
    /** GET /api/v1/open-card?importer=; the default never answers. */
    openCard: fromPromise<OpenCardAnswer, OpenCardRequest>(() => new Promise<OpenCardAnswer>(() => {})),
  },
  guards: {
    importerGiven: ({ context }) => context.importer !== null,
    signedOut: ({ context }) => !context.signedIn,
    lacksPermission: ({ context }) => !context.permissions.includes(CARD_PERMISSION),
    /** The session now says signed in, without the permission. */
    nowWithoutPermission: ({ event }) => event.type === "user.changed" && event.signedIn && !event.permissions.includes(CARD_PERMISSION),
    nowAllowed: ({ event }) => event.type === "user.changed" && event.signedIn && event.permissions.includes(CARD_PERMISSION),
    nowSignedOut: ({ event }) => event.type === "user.changed" && !event.signedIn,
    answered: ({ event }, params: { status: number }) => answerOf(event)?.status === params.status,
  },
  actions: {
    rememberUser: assign(({ event }) => (event.type === "user.changed" ? { signedIn: event.signedIn, permissions: event.permissions } : {})),
    rememberImporter: assign({ importer: ({ context, event }) => (event.type === "open" ? event.importer : context.importer) }),
    keepCard: assign(({ event }) => {
      const answer = answerOf(event);
      return answer && "card" in answer ? { card: answer.card, limits: answer.limits, failure: null } : {};
    }),
    keepLimits: assign({
      limits: ({ event }) => {
        const answer = answerOf(event);
        return answer && "limits" in answer ? answer.limits : null;
      },
    }),
    /** A 401: the token died; the session will say so too. */
    forgetUser: assign({ signedIn: false, permissions: [] }),
    /** The host opens the sign-in modal (the default does nothing). */
    openSignIn: () => {},
    keepFailure: assign({
      failure: ({ event }) => {
        const answer = answerOf(event);
        return answer && "message" in answer ? answer.message : null;
      },
    }),
  },
}).createMachine({
  id: "limitGuard",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    permissions: input.permissions,
    importer: input.importer ?? null,
    scope: input.scope ?? ALL,
    card: null,
    limits: null,
    failure: null,
  }),
  initial: "idle",
  on: {
    "user.changed": { actions: "rememberUser" },
    cancel: ".cancelled",
  },
  states: {
    // Given an importer (by input or `open`), the guard checks at once.
    idle: {
      meta: stateMeta({ shows: "Nothing of the guard yet: it waits for the importer to open." }),
      always: [
        { guard: and(["importerGiven", "signedOut"]), target: "signIn" },
        { guard: and(["importerGiven", "lacksPermission"]), target: "rate" },
        { guard: "importerGiven", target: "opening" },
      ],
      on: {
        open: { actions: "rememberImporter" },
      },
    },
    signIn: {
      meta: stateMeta({ shows: "The panel asking to sign in (back to the review, or log in), under the login modal it asked for (the user may close that).", see: ["ic-guard-signin"] }),
      entry: "openSignIn",
      on: {
        "user.changed": [
          { guard: "nowWithoutPermission", target: "rate", actions: "rememberUser" },
          { guard: "nowAllowed", target: "opening", actions: "rememberUser" },
          // Signed out (the only other answer): the sign-in modal is asked for again.
          { actions: ["rememberUser", "openSignIn"] },
        ],
      },
    },
    rate: {
      meta: stateMeta({ shows: "The rate modal: the card needs a plan with card_opening_ved.", see: ["modal-rate", "rate-tariffs"] }),
      on: {
        "user.changed": [
          { guard: "nowAllowed", target: "opening", actions: "rememberUser" },
          { guard: "nowSignedOut", target: "signIn", actions: "rememberUser" },
          { actions: "rememberUser" },
        ],
      },
    },
    opening: {
      meta: stateMeta({ shows: "Skeleton lines while the card opens.", see: ["ic-guard-opening"], asks: ["openCard"] }),
      tags: ["busy"],
      invoke: {
        id: "openCard",
        src: "openCard",
        input: ({ context }): OpenCardRequest => ({ importer: context.importer ?? "", scope: context.scope }),
        onDone: [
          { guard: { type: "answered", params: { status: 200 } }, target: "opened", actions: "keepCard" },
          { guard: { type: "answered", params: { status: 402 } }, target: "limitReached", actions: "keepLimits" },
          { guard: { type: "answered", params: { status: 401 } }, target: "signIn", actions: "forgetUser" },
          { guard: { type: "answered", params: { status: 403 } }, target: "rate" },
          { target: "failed", actions: "keepFailure" },
        ],
        onError: { target: "failed", actions: "keepFailure" },
      },
    },
    limitReached: {
      meta: stateMeta({ shows: "The limit modal: the openings left this month, when they reset, a link to the plans.", see: ["modal-limit", "limit-left"] }),
    },
    failed: {
      meta: stateMeta({ shows: "The failure's message with a retry and the way back to the review.", see: ["ic-guard-failed"] }),
      on: { retry: "opening" },
    },
    opened: {
      meta: stateMeta({ shows: "The guard is over and the card shows (the wizard draws it, not the guard).", see: ["ic-card"] }),
      type: "final",
    },
    cancelled: {
      meta: stateMeta({ shows: "The guard is over: the wizard is back on its review step." }),
      type: "final",
    },
  },
  output: ({ context }) =>
    context.card && context.limits ? { opened: true, card: context.card, limits: context.limits } : { opened: false },
});
