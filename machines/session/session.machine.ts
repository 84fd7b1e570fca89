import { assign, emit, fromCallback, fromPromise, setup } from "xstate";
import type { DoneActorEvent } from "xstate";
import type { AccessData } from "../../core/contract/auth.ts";
import type { UserInfo } from "../../core/contract/user.ts";
import { stateMeta } from "../meta.ts";

/**
 * The client session (product spec §4 "Start", "Auto-logout", §7 a 401 resets, §8 failures of
 * the session-cookie, user-info and services fetches are empty results).
 *
 * - starting: `fetchSessionCookie` (GET /access/cookie, bearer when a token is stored).
 *   - an access_token while none is stored locally → the token is stored (lifetime expire_in,
 *     parent domain, secure, path /: `storeToken`), autoLogout is set (`setAutoLogout`) and the
 *     page reloads (`reload`): `reloading`, final;
 *   - any other data → `loading`: `fetchUserInfo` and `fetchServices` with the bearer, side by
 *     side; a failure of either is an empty result. Signed in when a token exists and the user
 *     info has an e-mail (`authenticated`), otherwise signed out;
 *   - nothing (null or a failure) → reset.
 * - reset: clears user info, services and autoLogout (`clearSession`, `clearAutoLogout`) and
 *   expires the accessToken cookie on the parent domain, path / (`expireToken`).
 * - `unauthorized` (a 401 from any service, reported by the HTTP client) → reset, signed out.
 * - signedIn: `watchToken` reports `token.disappeared`; while autoLogout is set the auto-logout
 *   modal opens (`autoLogout`, the `autoLogout.opened` event is emitted) and the flag clears;
 *   without the flag the session just resets. The modal's buttons: `close`, and `login`
 *   (emits `login.requested` for the sign-in flow).
 *
 * Pure: cookies, the reload and the calls are the actions and actors the host passes in with
 * `.provide()`. The defaults do nothing (the calls never answer).
 */

export interface SessionInput {
  /** The access token stored locally (the accessToken cookie), if any. */
  storedToken?: string | null;
  /** The autoLogout cookie is set. */
  autoLogout?: boolean;
}

export interface SessionContext {
  /** The bearer token of the session, or null. */
  token: string | null;
  /** Lifetime of a token returned by the session cookie call, in seconds. */
  expireIn: number | null;
  user: UserInfo | null;
  services: string[];
  autoLogout: boolean;
}

export interface BearerInput {
  token: string | null;
}

export type SessionEvent =
  | { type: "unauthorized" }
  | { type: "token.disappeared" }
  | { type: "close" }
  | { type: "login" }
  | DoneActorEvent<AccessData | null, "fetchSessionCookie">
  | DoneActorEvent<UserInfo | null, "fetchUserInfo">
  | DoneActorEvent<string[] | null, "fetchServices">;

/** Emitted for the views: the auto-logout modal opens; its login button was pressed. */
export type SessionEmitted = { type: "autoLogout.opened" } | { type: "login.requested" };

const never = <T>(): Promise<T> => new Promise<T>(() => {});

function sessionOutput(event: SessionEvent): AccessData | null {
  return event.type === "xstate.done.actor.fetchSessionCookie" ? (event.output ?? null) : null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    fetchSessionCookie: fromPromise<AccessData | null, BearerInput>(() => never()),
    fetchUserInfo: fromPromise<UserInfo | null, BearerInput>(() => never()),
    fetchServices: fromPromise<string[] | null, BearerInput>(() => never()),
    /** Sends `token.disappeared` when the accessToken cookie goes away. */
    watchToken: fromCallback(() => () => {}),
  },
  guards: {
    /** The cookie call returned an access_token and none is stored locally. */
    newTokenNoneStored: ({ context, event }) => !context.token && Boolean(sessionOutput(event)?.access_token),
    /** The cookie call returned data. */
    sessionReturned: ({ event }) => sessionOutput(event) !== null,
    /** A token exists and the user info has an e-mail. */
    authenticated: ({ context }) => Boolean(context.token) && Boolean(context.user?.email),
    /** The autoLogout flag is set. */
    autoLogoutSet: ({ context }) => context.autoLogout,
  },
  actions: {
    rememberToken: assign(({ context, event }) => {
      const data = sessionOutput(event);
      return { token: context.token ?? data?.access_token ?? null, expireIn: data?.expire_in ?? null };
    }),
    rememberAutoLogout: assign({ autoLogout: true }),
    rememberUser: assign({
      user: ({ event }) => (event.type === "xstate.done.actor.fetchUserInfo" ? (event.output ?? null) : null),
    }),
    rememberServices: assign({
      services: ({ event }) => (event.type === "xstate.done.actor.fetchServices" ? (event.output ?? []) : []),
    }),
    clearSession: assign({ token: null, expireIn: null, user: null, services: () => [], autoLogout: false }),
    // Side effects: the host provides them (src/session/…); the defaults do nothing.
    /** Store context.token as the accessToken cookie (lifetime context.expireIn s, parent domain, secure, path /). */
    storeToken: () => {},
    /** Set the autoLogout cookie. */
    setAutoLogout: () => {},
    /** Remove the autoLogout cookie. */
    clearAutoLogout: () => {},
    /** Expire the accessToken cookie on the parent domain, path /. */
    expireToken: () => {},
    /** Reload the page. */
    reload: () => {},
    openAutoLogout: emit({ type: "autoLogout.opened" } as const),
    requestLogin: emit({ type: "login.requested" } as const),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    token: input.storedToken ?? null,
    expireIn: null,
    user: null,
    services: [],
    autoLogout: input.autoLogout ?? false,
  }),
  initial: "starting",
  on: {
    unauthorized: { target: ".signedOut", actions: ["clearSession", "clearAutoLogout", "expireToken"] },
  },
  states: {
    starting: {
      meta: stateMeta({ shows: "The header's account button waits (pending) while the session cookie is asked for.", see: ["account-pending"], asks: ["fetchSessionCookie"] }),
      invoke: {
        id: "fetchSessionCookie",
        src: "fetchSessionCookie",
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: "newTokenNoneStored",
            target: "reloading",
            actions: ["rememberToken", "storeToken", "rememberAutoLogout", "setAutoLogout", "reload"],
          },
          { guard: "sessionReturned", target: "loading", actions: "rememberToken" },
          { target: "signedOut", actions: ["clearSession", "clearAutoLogout", "expireToken"] },
        ],
        // A failed cookie call is an empty result (spec §8): nothing returned.
        onError: { target: "signedOut", actions: ["clearSession", "clearAutoLogout", "expireToken"] },
      },
    },
    reloading: {
      meta: stateMeta({ shows: "The page reloads with the new token; the account button still waits.", see: ["account-pending"] }),
      type: "final",
    },
    loading: {
      meta: stateMeta({ shows: "The account button waits while the user and their services load.", see: ["account-pending"] }),
      type: "parallel",
      states: {
        user: {
          meta: stateMeta({ shows: "The user's data, loading then loaded." }),
          initial: "fetching",
          states: {
            fetching: {
              meta: stateMeta({ shows: "The user's data is asked for.", asks: ["fetchUserInfo"] }),
              invoke: {
                id: "fetchUserInfo",
                src: "fetchUserInfo",
                input: ({ context }) => ({ token: context.token }),
                onDone: { target: "loaded", actions: "rememberUser" },
                onError: { target: "loaded" },
              },
            },
            loaded: { type: "final", meta: stateMeta({ shows: "The user's data is known (or empty after a failure)." }) },
          },
        },
        services: {
          meta: stateMeta({ shows: "The user's services, loading then loaded." }),
          initial: "fetching",
          states: {
            fetching: {
              meta: stateMeta({ shows: "The user's services are asked for.", asks: ["fetchServices"] }),
              invoke: {
                id: "fetchServices",
                src: "fetchServices",
                input: ({ context }) => ({ token: context.token }),
                onDone: { target: "loaded", actions: "rememberServices" },
                onError: { target: "loaded" },
              },
            },
            loaded: { type: "final", meta: stateMeta({ shows: "The user's services are known (or empty after a failure)." }) },
          },
        },
      },
      onDone: [{ guard: "authenticated", target: "signedIn" }, { target: "signedOut" }],
    },
    signedIn: {
      meta: stateMeta({ shows: "The header's account menu toggle with the user; the token is watched.", see: ["account-toggle"], asks: ["watchToken"] }),
      invoke: { id: "watchToken", src: "watchToken" },
      on: {
        "token.disappeared": [
          {
            guard: "autoLogoutSet",
            target: "autoLogout",
            actions: ["clearSession", "clearAutoLogout", "openAutoLogout"],
          },
          { target: "signedOut", actions: ["clearSession", "clearAutoLogout", "expireToken"] },
        ],
      },
    },
    autoLogout: {
      meta: stateMeta({ shows: "The session ended by itself: the auto-logout modal is asked for and the header offers login.", see: ["account-login"] }),
      on: {
        close: { target: "signedOut" },
        login: { target: "signedOut", actions: "requestLogin" },
        // The modal stays open; the session is already empty.
        unauthorized: { actions: ["clearSession", "clearAutoLogout", "expireToken"] },
      },
    },
    signedOut: {
      meta: stateMeta({ shows: "Signed out: the header's account button offers login.", see: ["account-login"] }),
    },
  },
});
