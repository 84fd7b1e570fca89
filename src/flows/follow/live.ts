import type { QueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { followMachine } from "../../../machines/follow/follow.machine.ts";
import type { FollowAnswer, FollowRequest, UnfollowRequest } from "../../../machines/follow/follow.machine.ts";
import { askSignIn } from "../../account/account-context.ts";
import { call, messageOf } from "../../api/client.ts";
import type { Answer } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";
import { WATCH_KEY } from "../../api/watch.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

function answerOf(answer: Answer): FollowAnswer {
  const id = answer.status === 200 ? (answer.body as { data?: { id?: unknown } }).data?.id : undefined;
  return { status: answer.status, id: typeof id === "string" ? id : undefined, message: messageOf(answer.body) ?? undefined };
}

/**
 * The follow flow's home in the client: POST and DELETE /user/api/watch, the login modal when it asks
 * for sign-in, and the watch list read again (through the page's query client) after each change.
 */
export function liveFollow(queryClient: QueryClient) {
  const refresh = <T,>(answer: T): T => {
    void queryClient.invalidateQueries({ queryKey: WATCH_KEY });
    return answer;
  };
  return followMachine.provide({
    actors: {
      follow: fromPromise<FollowAnswer, FollowRequest>(async ({ input }) =>
        refresh(answerOf(await reach(() => call("userWatchAdd", { body: input }), offline))),
      ),
      unfollow: fromPromise<FollowAnswer, UnfollowRequest>(async ({ input }) =>
        refresh(answerOf(await reach(() => call("userWatchRemove", { params: input }), offline))),
      ),
    },
    actions: { openSignIn: () => askSignIn("login") },
  });
}
