import { fromPromise } from "xstate";
import { notificationSettingsMachine } from "../../../machines/notification-settings/notification-settings.machine.ts";
import type { NotificationSettings, SettingsAnswer } from "../../../machines/notification-settings/notification-settings.machine.ts";
import { call, messageOf } from "../../api/client.ts";
import type { Answer } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";

const offline = /*i18n*/ { id: "profile.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" };

const answerOf = (answer: Answer): SettingsAnswer => ({
  status: answer.status,
  data: answer.status === 200 ? (answer.body as { data: NotificationSettings }).data : undefined,
  message: messageOf(answer.body) ?? undefined,
});

/** The digest settings' home in the client: GET and PUT /user/api/notification-settings. */
export const liveNotificationSettings = notificationSettingsMachine.provide({
  actors: {
    load: fromPromise<SettingsAnswer, void>(async () => answerOf(await reach(() => call("userNotificationSettings"), offline))),
    save: fromPromise<SettingsAnswer, NotificationSettings>(async ({ input }) =>
      answerOf(await reach(() => call("userNotificationSettingsSave", { body: input }), offline)),
    ),
  },
});
