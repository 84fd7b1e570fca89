import { fromPromise } from "xstate";
import { unsubscribeMachine, type UnsubscribeAnswer } from "../../../machines/unsubscribe/unsubscribe.machine.ts";
import { call, messageOf } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

/** The unsubscribe page's home in the client: POST /user/api/notifications/unsubscribe with the link's token. */
export const liveUnsubscribe = unsubscribeMachine.provide({
  actors: {
    unsubscribe: fromPromise<UnsubscribeAnswer, string>(async ({ input }) => {
      const answer = await reach(() => call("userUnsubscribe", { body: { token: input } }), offline);
      return { status: answer.status, message: messageOf(answer.body) ?? undefined };
    }),
  },
});
