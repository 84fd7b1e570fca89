import { assign, fromPromise, setup } from "xstate";
import type { z } from "zod";
import type { notificationSettingsBody } from "../../core/contract/watch.ts";
import { failureOf, outputOf } from "../answer.ts";
import { stateMeta } from "../meta.ts";

/**
 * The digest settings on /profile/notifications (issue #18 item 3; GET and PUT
 * /user/api/notification-settings): mail at once, a daily digest at an hour (Asia/Almaty), or none.
 *
 * - loading: the injected `load`; its answer → editing, a failure → loadFailed (`retry`).
 * - editing: `edit` changes the mode or the hour (and drops the last message); `submit` → saving.
 * - saving: the injected `save`. 200 → editing, saved; another answer or no connection → editing with
 *   its message, the form kept.
 */

export type NotificationSettings = z.infer<typeof notificationSettingsBody>;

/** What a call answered (the host resolves for every status, rejects when there is no connection). */
export interface SettingsAnswer {
  status: number;
  data?: NotificationSettings;
  message?: string;
}

export interface NotificationSettingsContext {
  form: NotificationSettings;
  saved: boolean;
  /** The message of the last failure; "" when the server sent none. */
  error: string | null;
}

export type NotificationSettingsEvent = { type: "edit"; value: Partial<NotificationSettings> } | { type: "submit" } | { type: "retry" };

const answerOf = (event: { type: string }) => outputOf<SettingsAnswer>(event);

export const notificationSettingsMachine = setup({
  types: {
    context: {} as NotificationSettingsContext,
    events: {} as NotificationSettingsEvent,
  },
  actors: {
    /** GET /user/api/notification-settings; the default never answers. */
    load: fromPromise<SettingsAnswer, void>(() => new Promise<SettingsAnswer>(() => {})),
    /** PUT /user/api/notification-settings; the default never answers. */
    save: fromPromise<SettingsAnswer, NotificationSettings>(() => new Promise<SettingsAnswer>(() => {})),
  },
  guards: {
    ok: ({ event }) => answerOf(event)?.status === 200,
  },
  actions: {
    keepAnswer: assign({ form: ({ context, event }) => answerOf(event)?.data ?? context.form, error: null }),
    markSaved: assign({ saved: true }),
    edit: assign(({ context, event }) => (event.type === "edit" ? { form: { ...context.form, ...event.value }, saved: false, error: null } : {})),
    keepFailure: assign({ saved: false, error: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: "notificationSettings",
  context: { form: { mode: "daily", hour: 9 }, saved: false, error: null },
  initial: "loading",
  states: {
    loading: {
      meta: stateMeta({ shows: "A placeholder while the settings are read.", asks: ["load"] }),
      invoke: {
        id: "load",
        src: "load",
        onDone: [{ guard: "ok", target: "editing", actions: "keepAnswer" }, { target: "loadFailed", actions: "keepFailure" }],
        onError: { target: "loadFailed", actions: "keepFailure" },
      },
    },
    loadFailed: {
      meta: stateMeta({ shows: "That the settings did not load, with a button to try again.", see: ["digest-load-error"] }),
      on: { retry: "loading" },
    },
    editing: {
      meta: stateMeta({ shows: "The form: immediately, a daily digest at an hour, or no mail; the last save's result.", see: ["digest-form"] }),
      on: {
        edit: { actions: "edit" },
        submit: "saving",
      },
    },
    saving: {
      meta: stateMeta({ shows: "The form with its button disabled while the settings are saved.", see: ["digest-form"], asks: ["save"] }),
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => context.form,
        onDone: [{ guard: "ok", target: "editing", actions: ["keepAnswer", "markSaved"] }, { target: "editing", actions: "keepFailure" }],
        onError: { target: "editing", actions: "keepFailure" },
      },
    },
  },
});
