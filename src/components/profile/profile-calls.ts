import { i18n } from "@lingui/core";
import { fromPromise } from "xstate";
import { changePasswordMachine } from "../../../machines/change-password/change-password.machine.ts";
import type { ChangePasswordAnswer, ChangePasswordForm } from "../../../machines/change-password/change-password.machine.ts";
import { twoFactorSetupMachine } from "../../../machines/two-factor-setup/two-factor-setup.machine.ts";
import type { SetupAnswer, TwoFactorAnswer, TwoFactorSecret } from "../../../machines/two-factor-setup/two-factor-setup.machine.ts";
import { call, messageOf } from "../../api/client.ts";
import type { Answer } from "../../api/client.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

/** Calls the server; no connection (or a broken answer) becomes a translated error the flow shows. */
async function reach(answer: () => Promise<Answer>): Promise<Answer> {
  try {
    return await answer();
  } catch {
    throw new Error(i18n._(offline));
  }
}

const answerOf = (answer: Answer): TwoFactorAnswer => ({ status: answer.status, message: messageOf(answer.body) ?? undefined });

/** The 2FA flow with the auth service's calls; the page adds `twoFactorChanged`. */
export const liveTwoFactorSetup = twoFactorSetupMachine.provide({
  actors: {
    createSecret: fromPromise<SetupAnswer, void>(async () => {
      const answer = await reach(() => call("auth2faSetup"));
      const data = answer.status === 200 ? (answer.body as { data: TwoFactorSecret }).data : undefined;
      return { ...answerOf(answer), data };
    }),
    enable: fromPromise<TwoFactorAnswer, { code: string }>(async ({ input }) => answerOf(await reach(() => call("auth2faEnable", { body: input })))),
    disable: fromPromise<TwoFactorAnswer, { code: string }>(async ({ input }) =>
      answerOf(await reach(() => call("auth2faDisable", { body: input }))),
    ),
  },
});

/** The change-password flow with POST /password/change. */
export const liveChangePassword = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordForm>(async ({ input }) => {
      const answer = await reach(() => call("authPasswordChange", { body: input }));
      const message = (answer.body as { message?: unknown } | null)?.message;
      if (typeof message === "object" && message !== null) {
        return { status: answer.status, fields: message as Record<string, string[]> };
      }
      return { status: answer.status, message: typeof message === "string" ? message : undefined };
    }),
  },
});
