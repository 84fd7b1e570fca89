import { and, assign, fromPromise, setup } from "xstate";
import type { WatchKind } from "../../core/contract/watch.ts";
import { failureOf, outputOf } from "../answer.ts";
import { stateMeta } from "../meta.ts";

/**
 * Following one thing (a code, a counterparty, a container) from its bell button (issue #18 items 1
 * and 7; POST and DELETE /user/api/watch).
 *
 * - idle: `toggle` signed out → signIn; following → removing; else → adding. `known` (the watch list
 *   the host read) tells whether the thing is followed and by which entry.
 * - signIn: entry asks for the login modal (`openSignIn`). The session saying signed in (`user.changed`)
 *   completes the follow the click asked for (→ adding); another `toggle` (the modal was closed) asks again.
 * - adding / removing: the injected `follow` / `unfollow`. 200 → idle with the entry (or without it);
 *   A follow's 401 (the session died) → signIn; another answer, or no connection → failed (an unfollow's
 *   401 too: signing in again must not turn it into a follow).
 * - failed: the message is kept; `retry` repeats what failed (a follow signed out asks for sign-in
 *   first), `cancel` drops it.
 *
 * Pure: the calls are the actors, and `openSignIn` the action, the host passes with `.provide()`.
 */

export interface FollowInput {
  kind: WatchKind;
  ref: string;
  signedIn: boolean;
  /** The watch entry's id when the thing is already followed. */
  watchId: string | null;
}

/** What a call answered (the host resolves for every status, rejects when there is no connection). */
export interface FollowAnswer {
  status: number;
  /** 200 of a follow: the entry's id. */
  id?: string;
  /** Another status: the server's message. */
  message?: string;
}

/** What `follow` and `unfollow` are asked. */
export type FollowRequest = Pick<FollowInput, "kind" | "ref">;
export interface UnfollowRequest { id: string }

export interface FollowContext extends FollowInput {
  /** What failed (kept for `retry`), else null. */
  pending: "follow" | "unfollow" | null;
  /** The message of the failure; "" when the server sent none. */
  error: string | null;
}

export type FollowEvent =
  | { type: "toggle" }
  | { type: "known"; watchId: string | null }
  | { type: "user.changed"; signedIn: boolean }
  | { type: "retry" }
  | { type: "cancel" };

const answerOf = (event: { type: string }) => outputOf<FollowAnswer>(event);

export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    /** POST /user/api/watch; the default never answers. */
    follow: fromPromise<FollowAnswer, FollowRequest>(() => new Promise<FollowAnswer>(() => {})),
    /** DELETE /user/api/watch/{id}; the default never answers. */
    unfollow: fromPromise<FollowAnswer, UnfollowRequest>(() => new Promise<FollowAnswer>(() => {})),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    following: ({ context }) => context.watchId !== null,
    nowSignedIn: ({ event }) => event.type === "user.changed" && event.signedIn,
    answered: ({ event }, params: { status: number }) => answerOf(event)?.status === params.status,
    followFailed: ({ context }) => context.pending === "follow",
  },
  actions: {
    rememberUser: assign(({ event }) => (event.type === "user.changed" ? { signedIn: event.signedIn } : {})),
    rememberKnown: assign(({ event }) => (event.type === "known" ? { watchId: event.watchId } : {})),
    keepEntry: assign({ watchId: ({ event }) => answerOf(event)?.id ?? null, pending: null, error: null }),
    dropEntry: assign({ watchId: null, pending: null, error: null }),
    forgetUser: assign({ signedIn: false }),
    keepFollowFailure: assign({ pending: "follow" as const, error: ({ event }) => failureOf(event) }),
    keepUnfollowFailure: assign({ pending: "unfollow" as const, error: ({ event }) => failureOf(event) }),
    clearFailure: assign({ pending: null, error: null }),
    /** The host opens the login modal (the default does nothing). */
    openSignIn: () => {},
  },
}).createMachine({
  id: "follow",
  context: ({ input }) => ({ ...input, pending: null, error: null }),
  initial: "idle",
  on: {
    "user.changed": { actions: "rememberUser" },
  },
  states: {
    idle: {
      meta: stateMeta({ shows: "The bell, pressed when the thing is followed; its label says what a click does.", see: ["follow-button"] }),
      on: {
        known: { actions: "rememberKnown" },
        toggle: [
          { guard: "signedOut", target: "signIn" },
          { guard: "following", target: "removing" },
          { target: "adding" },
        ],
      },
    },
    signIn: {
      meta: stateMeta({ shows: "The bell under the login modal it asked for; once signed in, the follow completes.", see: ["follow-button"] }),
      entry: "openSignIn",
      on: {
        "user.changed": [{ guard: "nowSignedIn", target: "adding", actions: "rememberUser" }, { actions: "rememberUser" }],
        // The modal was closed unsigned: a click asks again.
        toggle: { target: "signIn", reenter: true },
      },
    },
    adding: {
      meta: stateMeta({ shows: "The bell, disabled while the follow is saved.", see: ["follow-button"], asks: ["follow"] }),
      tags: ["busy"],
      invoke: {
        id: "follow",
        src: "follow",
        input: ({ context }) => ({ kind: context.kind, ref: context.ref }),
        onDone: [
          { guard: { type: "answered", params: { status: 200 } }, target: "idle", actions: "keepEntry" },
          { guard: { type: "answered", params: { status: 401 } }, target: "signIn", actions: "forgetUser" },
          { target: "failed", actions: "keepFollowFailure" },
        ],
        onError: { target: "failed", actions: "keepFollowFailure" },
      },
    },
    removing: {
      meta: stateMeta({ shows: "The bell, disabled while the follow is removed.", see: ["follow-button"], asks: ["unfollow"] }),
      tags: ["busy"],
      invoke: {
        id: "unfollow",
        src: "unfollow",
        input: ({ context }) => ({ id: context.watchId ?? "" }),
        onDone: [
          { guard: { type: "answered", params: { status: 200 } }, target: "idle", actions: "dropEntry" },
          { guard: { type: "answered", params: { status: 401 } }, target: "failed", actions: ["forgetUser", "keepUnfollowFailure"] },
          { target: "failed", actions: "keepUnfollowFailure" },
        ],
        onError: { target: "failed", actions: "keepUnfollowFailure" },
      },
    },
    failed: {
      meta: stateMeta({ shows: "The bell with the failure's message and a button to try again.", see: ["follow-button", "follow-error"] }),
      on: {
        known: { actions: "rememberKnown" },
        retry: [
          { guard: and(["followFailed", "signedOut"]), target: "signIn" },
          { guard: "followFailed", target: "adding" },
          { target: "removing" },
        ],
        cancel: { target: "idle", actions: "clearFailure" },
      },
    },
  },
});
