import { fromPromise } from "xstate";
import { deleteAccountMachine } from "../../../machines/delete-account/delete-account.machine.ts";
import type { DeleteAccountAnswer, DeleteProof } from "../../../machines/delete-account/delete-account.machine.ts";
import { call, type Answer } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

/** The answer as the flow reads it: a 422's message for the form's one field, else the server's message. */
function answerOf({ status, body }: Answer): DeleteAccountAnswer {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === "object" && message !== null) {
    const first = Object.values(message as Record<string, string[]>).flat()[0];
    return { status, field: first };
  }
  return { status, message: typeof message === "string" ? message : undefined };
}

/**
 * The delete-account flow's home in the client: POST /account/delete-code and /account/delete; `leave`
 * signs this browser out (the server has ended every session already) and loads the home page afresh.
 */
export const liveDeleteAccount = (signOut: () => Promise<void>) =>
  deleteAccountMachine.provide({
    actors: {
      sendCode: fromPromise(async () => answerOf(await reach(() => call("accountDeleteCode"), offline))),
      deleteAccount: fromPromise<DeleteAccountAnswer, DeleteProof>(async ({ input }) =>
        answerOf(await reach(() => call("accountDelete", { body: input }), offline)),
      ),
    },
    actions: {
      leave: () => void signOut().finally(() => window.location.assign("/")),
    },
  });
