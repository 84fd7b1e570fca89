import type { QueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import { twoFactorSetupMachine } from "../../../machines/two-factor-setup/two-factor-setup.machine.ts";
import type { SetupAnswer, TwoFactorAnswer, TwoFactorSecret } from "../../../machines/two-factor-setup/two-factor-setup.machine.ts";
import { call, messageOf } from "../../api/client.ts";
import type { Answer } from "../../api/client.ts";
import { reach as reachWith } from "../../api/reach.ts";
import { USER_INFO_KEY } from "../../components/profile/user-info.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };
const reach = (answer: () => Promise<Answer>) => reachWith(answer, offline);

const answerOf = (answer: Answer): TwoFactorAnswer => ({ status: answer.status, message: messageOf(answer.body) ?? undefined });

/**
 * The two-factor flow's home in the client: the auth service's calls, and the user's data fetched
 * again (through the page's query client) once protection was turned on or off.
 */
export function liveTwoFactorSetup(queryClient: QueryClient) {
  return twoFactorSetupMachine.provide({
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
    actions: { twoFactorChanged: () => void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }) },
  });
}
