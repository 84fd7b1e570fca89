import { fromCallback, fromPromise } from "xstate";
import type { AccessData } from "../../../core/contract/auth.ts";
import type { UserInfo } from "../../../core/contract/user.ts";
import { sessionMachine } from "../../../machines/session/session.machine.ts";
import type { BearerInput, SessionInput } from "../../../machines/session/session.machine.ts";
import * as cookies from "../../account/cookies.ts";
import { call } from "../../api/client.ts";

/** How often the cookie jar is looked at: cookies have no change event in every browser. */
const POLL_MS = 1000;

/**
 * The session's `watchToken` actor: reports `token.disappeared` once the accessToken cookie
 * is gone (it expired, another tab signed out, or it was deleted).
 */
const watchAccessToken = fromCallback(({ sendBack }) => {
  const timer = window.setInterval(() => {
    if (cookies.readAccessToken()) return;
    window.clearInterval(timer);
    sendBack({ type: "token.disappeared" });
  }, POLL_MS);
  return () => window.clearInterval(timer);
});

/** The data of a 200 answer, else null: failures of these fetches are empty results (spec §8). */
async function dataOf<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T | null> {
  const { status, body } = await answer;
  return status === 200 ? (body as { data: T }).data : null;
}

/** The session flow's home in the client: the real calls, the token's cookies, the reload (spec §4 "Start"). */
export const liveSession = sessionMachine.provide({
  actors: {
    fetchSessionCookie: fromPromise<AccessData | null, BearerInput>(({ input }) =>
      dataOf<AccessData | null>(call("authAccessCookie", { token: input.token })),
    ),
    fetchUserInfo: fromPromise<UserInfo | null, BearerInput>(({ input }) => dataOf<UserInfo>(call("userInfo", { token: input.token }))),
    fetchServices: fromPromise<string[] | null, BearerInput>(({ input }) =>
      dataOf<string[]>(call("userServices", { token: input.token })),
    ),
    watchToken: watchAccessToken,
  },
  actions: {
    storeToken: ({ context }) => {
      if (context.token && context.expireIn) cookies.storeAccessToken(context.token, context.expireIn);
    },
    setAutoLogout: () => cookies.setAutoLogout(),
    clearAutoLogout: () => cookies.clearAutoLogout(),
    expireToken: () => cookies.expireAccessToken(),
    reload: () => window.location.reload(),
  },
});

/** What the session starts from: the token and the auto-logout mark this browser keeps. */
export function sessionInput(): SessionInput {
  return { storedToken: cookies.readAccessToken(), autoLogout: cookies.readAutoLogout() };
}
