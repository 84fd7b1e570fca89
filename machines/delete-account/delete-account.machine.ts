import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * Deleting the account on /profile (issue 17 item 5; the user service's POST /account/delete and
 * /account/delete-code).
 *
 * - idle: the danger section's button; `open` → confirming.
 * - confirming: what deletion takes away and the password field; `edit` changes it, `submit` with a password
 *   → deleting; `askCode` (an account without a password, or a forgotten one) → sendingCode; `cancel` → idle.
 * - sendingCode: `sendCode` mails a 6-digit code. 200 → codeEntry; a failure → back where it was asked with
 *   its message.
 * - codeEntry: the code field; `edit` changes it, `submit` with six digits → deleting, `askCode` mails a
 *   new one, `cancel` → idle.
 * - deleting: `deleteAccount` with the password or the code. 200 → deleted; 422 → the form it came from with
 *   the server's message on its field; another failure, or no connection → the same form with its message.
 * - deleted (final): `leave` ends the session in this browser and goes home.
 */

export type DeleteProof = { password: string } | { code: string };

/** What a call answered (the host resolves for every HTTP status, rejects on network errors). */
export interface DeleteAccountAnswer {
  status: number;
  /** 422: the server's message for the field. */
  field?: string;
  /** The server's message. */
  message?: string;
}

export interface DeleteAccountContext {
  password: string;
  code: string;
  /** The form the user is in: the password, or the mailed code. */
  by: "password" | "code";
  /** The server's message for the form's field (a 422), until it is edited. */
  fieldError: string | null;
  /** The message of another failure, else null. */
  error: string | null;
  /** Where the code went ("We sent a code to …"), once sent. */
  notice: string | null;
}

export type DeleteAccountEvent =
  | { type: "open" }
  | { type: "cancel" }
  | { type: "edit"; value: string }
  | { type: "submit" }
  | { type: "askCode" };

export const CODE_PATTERN = /^\d{6}$/;

const answerOf = (event: { type: string }, id: "sendCode" | "deleteAccount"): DeleteAccountAnswer | undefined =>
  event.type === `xstate.done.actor.${id}` ? (event as { output?: DeleteAccountAnswer }).output : undefined;

const failureOf = (event: { type: string }): string => {
  const answer = answerOf(event, "sendCode") ?? answerOf(event, "deleteAccount");
  if (answer) return answer.message ?? "";
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : "";
};

/** The two forms (password, mailed code) answer the same events; only their field and its check differ. */
const formEvents = (edit: "editPassword" | "editCode", filled: "hasPassword" | "hasCode") =>
  ({
    edit: { actions: edit },
    submit: { guard: filled, target: "deleting", actions: "clearMessages" },
    askCode: { target: "sendingCode", actions: "clearMessages" },
    cancel: { target: "idle", actions: "reset" },
  }) as const;

const fresh = { password: "", code: "", by: "password", fieldError: null, error: null, notice: null } as const satisfies DeleteAccountContext;

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
  },
  actors: {
    /** POST /account/delete-code; the default never answers. */
    sendCode: fromPromise<DeleteAccountAnswer>(() => new Promise<DeleteAccountAnswer>(() => {})),
    /** POST /account/delete; the default never answers. */
    deleteAccount: fromPromise<DeleteAccountAnswer, DeleteProof>(() => new Promise<DeleteAccountAnswer>(() => {})),
  },
  guards: {
    hasPassword: ({ context }) => context.password !== "",
    hasCode: ({ context }) => CODE_PATTERN.test(context.code.trim()),
    byCode: ({ context }) => context.by === "code",
    sent: ({ event }) => answerOf(event, "sendCode")?.status === 200,
    deleted: ({ event }) => answerOf(event, "deleteAccount")?.status === 200,
  },
  actions: {
    reset: assign(() => ({ ...fresh })),
    editPassword: assign(({ event }) => (event.type === "edit" ? { password: event.value, fieldError: null } : {})),
    editCode: assign(({ event }) => (event.type === "edit" ? { code: event.value, fieldError: null } : {})),
    clearMessages: assign({ fieldError: null, error: null }),
    rememberCodeSent: assign({ by: "code" as const, code: "", notice: ({ event }) => answerOf(event, "sendCode")?.message ?? null }),
    /** A 422 puts the server's message on the form's field; any other answer shows its message above the form. */
    rememberRefusal: assign(({ event }) => {
      const answer = answerOf(event, "deleteAccount");
      return answer?.status === 422 ? { fieldError: answer.field ?? answer.message ?? "" } : { error: failureOf(event) };
    }),
    rememberFailure: assign({ error: ({ event }) => failureOf(event) }),
    /** Ends the session in this browser and goes home: the host's. */
    leave: () => {},
  },
}).createMachine({
  id: "deleteAccount",
  context: { ...fresh },
  initial: "idle",
  states: {
    idle: {
      meta: stateMeta({ shows: "The danger section: what deletion means and its button.", see: ["account-delete-open"] }),
      on: { open: { target: "confirming", actions: "reset" } },
    },
    confirming: {
      meta: stateMeta({
        shows: "What deletion takes away, the password field with the server's message under it, a way to get a mailed code instead, and cancel.",
        see: ["account-delete-password", "account-delete-submit", "account-delete-ask-code", "account-delete-cancel"],
      }),
      on: formEvents("editPassword", "hasPassword"),
    },
    sendingCode: {
      meta: stateMeta({ shows: "The form disabled while the code is mailed.", see: ["account-delete-busy"], asks: ["sendCode"] }),
      tags: ["busy"],
      invoke: {
        id: "sendCode",
        src: "sendCode",
        onDone: [
          { guard: "sent", target: "codeEntry", actions: "rememberCodeSent" },
          { guard: "byCode", target: "codeEntry", actions: "rememberFailure" },
          { target: "confirming", actions: "rememberFailure" },
        ],
        onError: [{ guard: "byCode", target: "codeEntry", actions: "rememberFailure" }, { target: "confirming", actions: "rememberFailure" }],
      },
    },
    codeEntry: {
      meta: stateMeta({
        shows: "Where the code went, the code field with the server's message under it, a new code, and cancel.",
        see: ["account-delete-code", "account-delete-submit", "account-delete-ask-code", "account-delete-cancel"],
      }),
      on: formEvents("editCode", "hasCode"),
    },
    deleting: {
      meta: stateMeta({ shows: "The form disabled while the account is deleted.", see: ["account-delete-busy"], asks: ["deleteAccount"] }),
      tags: ["busy"],
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        input: ({ context }): DeleteProof => (context.by === "code" ? { code: context.code.trim() } : { password: context.password }),
        onDone: [
          { guard: "deleted", target: "deleted" },
          { guard: "byCode", target: "codeEntry", actions: "rememberRefusal" },
          { target: "confirming", actions: "rememberRefusal" },
        ],
        onError: [{ guard: "byCode", target: "codeEntry", actions: "rememberFailure" }, { target: "confirming", actions: "rememberFailure" }],
      },
    },
    deleted: {
      meta: stateMeta({ shows: "The message that the account is deleted, while this browser signs out and goes home.", see: ["account-deleted"] }),
      entry: "leave",
      type: "final",
    },
  },
});
