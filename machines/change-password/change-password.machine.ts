import { assign, fromPromise, setup } from "xstate";
import type { z } from "zod";
import { changePasswordBody } from "../../core/contract/auth.ts";
import { stateMeta } from "../meta.ts";

/**
 * Changing the password on /profile/change-password (issue: profile pages; the auth service's
 * POST /password/change; spec §5 password rules, "errors show only after the first submit").
 *
 * - editing: `edit {field, value}` changes a field (and drops the server's message for it);
 *   `submit` marks the form submitted (its errors show from now on) and, when the form passes
 *   the contract's `changePasswordBody` rules (the current password; the new one at least 8
 *   characters with a digit, a lowercase and an uppercase letter; the confirmation equal to it),
 *   → submitting.
 * - submitting: `changePassword` (the injected call). 200 → done (final); 422 → editing with the
 *   server's messages by field (e.g. a wrong current password); another failure, or no
 *   connection → editing with its message.
 *
 * The field names are the contract's: the inspector masks them.
 */

export interface ChangePasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export type ChangePasswordField = keyof ChangePasswordForm;

/** What the call answered (the host resolves for every HTTP status, rejects on network errors). */
export interface ChangePasswordAnswer {
  status: number;
  /** 422: the server's translated messages by field. */
  fields?: Partial<Record<string, string[]>>;
  /** Another failure: the server's message. */
  message?: string;
}

export interface ChangePasswordContext {
  form: ChangePasswordForm;
  /** The form was submitted once: its errors show from now on. */
  showErrors: boolean;
  /** The server's messages by field (a 422), until the field is edited. */
  serverErrors: Partial<Record<ChangePasswordField, string>>;
  /** The message of a failure that names no field, else null. */
  error: string | null;
}

export type ChangePasswordEvent = { type: "edit"; field: ChangePasswordField; value: string } | { type: "submit" };

export const FIELDS: readonly ChangePasswordField[] = ["current_password", "password", "password_confirmation"];

export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;

/** The rule each field breaks, as `error.<key>` (spec §5 keys), from the contract's schema. */
export function changePasswordErrors(form: ChangePasswordForm): ChangePasswordErrors {
  const result: z.ZodSafeParseResult<unknown> = changePasswordBody.safeParse(form);
  const errors: ChangePasswordErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as ChangePasswordField;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = `error.${issue.message}`;
  }
  return errors;
}

/** What a field shows: the server's text, else (after the first submit) the rule it breaks, else nothing. */
export type VisibleFieldError = { text: string } | { key: string } | null;

export function visibleError(context: ChangePasswordContext, field: ChangePasswordField): VisibleFieldError {
  const server = context.serverErrors[field];
  if (server) return { text: server };
  if (!context.showErrors) return null;
  const key = changePasswordErrors(context.form)[field];
  return key ? { key } : null;
}

export const emptyPasswordForm = (): ChangePasswordForm => ({ current_password: "", password: "", password_confirmation: "" });

function answerOf(event: { type: string }): ChangePasswordAnswer | undefined {
  return event.type === "xstate.done.actor.changePassword" ? (event as { output?: ChangePasswordAnswer }).output : undefined;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** POST /password/change; the default never answers. */
    changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordForm>(() => new Promise<ChangePasswordAnswer>(() => {})),
  },
  guards: {
    formValid: ({ context }) => Object.keys(changePasswordErrors(context.form)).length === 0,
    changed: ({ event }) => answerOf(event)?.status === 200,
    /** 422: messages by field. */
    rejectedFields: ({ event }) => answerOf(event)?.status === 422,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== "edit") return {};
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      return { form: { ...context.form, [event.field]: event.value }, serverErrors };
    }),
    markSubmitted: assign({ showErrors: true, error: null }),
    rememberFieldErrors: assign({
      serverErrors: ({ event }) => {
        const fields = answerOf(event)?.fields ?? {};
        const errors: Partial<Record<ChangePasswordField, string>> = {};
        for (const field of FIELDS) {
          const first = fields[field]?.[0];
          if (first) errors[field] = first;
        }
        return errors;
      },
      error: ({ event }) => {
        // A 422 that names none of the form's fields (it should not happen): its message, if any.
        const fields = answerOf(event)?.fields ?? {};
        return FIELDS.some((f) => fields[f]?.length) ? null : (answerOf(event)?.message ?? "");
      },
    }),
    rememberFailure: assign({
      error: ({ event }) => {
        const answer = answerOf(event);
        if (answer) return answer.message ?? "";
        const error = (event as { error?: unknown }).error;
        return error instanceof Error ? error.message : "";
      },
    }),
    clearForm: assign({ form: () => emptyPasswordForm(), serverErrors: {}, error: null }),
  },
}).createMachine({
  id: "changePassword",
  context: { form: emptyPasswordForm(), showErrors: false, serverErrors: {}, error: null },
  initial: "editing",
  states: {
    editing: {
      meta: stateMeta({ shows: "The form: current password, new password and its repeat; the fields' errors after the first submit, the server's beside their fields.", see: ["password-current", "password-new", "password-confirmation", "password-submit"] }),
      on: {
        edit: { actions: "edit" },
        submit: [{ guard: "formValid", target: "submitting", actions: "markSubmitted" }, { actions: "markSubmitted" }],
      },
    },
    submitting: {
      meta: stateMeta({ shows: "The form with its button disabled while the password is changed.", see: ["password-submit"], asks: ["changePassword"] }),
      tags: ["busy"],
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => context.form,
        onDone: [
          { guard: "changed", target: "done", actions: "clearForm" },
          { guard: "rejectedFields", target: "editing", actions: "rememberFieldErrors" },
          { target: "editing", actions: "rememberFailure" },
        ],
        onError: { target: "editing", actions: "rememberFailure" },
      },
    },
    done: {
      meta: stateMeta({ shows: "The message that the password is changed.", see: ["password-done"] }),
      type: "final",
    },
  },
});
