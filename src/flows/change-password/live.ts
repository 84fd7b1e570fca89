import { fromPromise } from "xstate";
import { changePasswordMachine } from "../../../machines/change-password/change-password.machine.ts";
import type { ChangePasswordAnswer, ChangePasswordForm } from "../../../machines/change-password/change-password.machine.ts";
import { call } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

/** The change-password flow's home in the client: POST /password/change, its field messages kept. */
export const liveChangePassword = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordForm>(async ({ input }) => {
      const answer = await reach(() => call("authPasswordChange", { body: input }), offline);
      const message = (answer.body as { message?: unknown } | null)?.message;
      if (typeof message === "object" && message !== null) {
        return { status: answer.status, fields: message as Record<string, string[]> };
      }
      return { status: answer.status, message: typeof message === "string" ? message : undefined };
    }),
  },
});
