import { fromPromise } from "xstate";
import type { AccessData } from "../../core/contract/auth.ts";
import type { UserInfo } from "../../core/contract/user.ts";
import { sessionMachine } from "../../machines/session/session.machine.ts";
import type { BearerInput } from "../../machines/session/session.machine.ts";
import { call } from "../api/client.ts";
import * as cookies from "./cookies.ts";
import { watchAccessToken } from "./watch-token.ts";

/** The data of a 200 answer, else null: failures of these fetches are empty results (spec §8). */
async function dataOf<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T | null> {
  const { status, body } = await answer;
  return status === 200 ? (body as { data: T }).data : null;
}

/** The session machine with the real calls, cookies and reload (spec §4 "Start"). */
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
