import { assign, fromPromise, setup } from "xstate";
import { failureOf, outputOf } from "../answer.ts";
import { stateMeta } from "../meta.ts";

/**
 * The page an alert mail's unsubscribe link opens, /unsubscribe?token=… (issue #18 item 3), signed out or in:
 * nothing changes until the reader presses the button, so a mail scanner that follows links unsubscribes no one.
 *
 * - ready: the token from the link and a button; `confirm` → sending. (A link without a token starts no flow:
 *   the page says so.)
 * - sending: the injected `unsubscribe` (POST /user/api/notifications/unsubscribe). 200 → done with the server's
 *   message; 400 or 422 (a damaged or forged link) → rejected; another answer or no connection → failed.
 * - failed: the message and the button again (`confirm` → sending).
 */

export interface UnsubscribeAnswer {
  status: number;
  message?: string;
}

export interface UnsubscribeContext {
  token: string;
  /** The server's confirmation, or the last failure's message ("" when none came). */
  message: string | null;
}

export type UnsubscribeEvent = { type: "confirm" };

const answerOf = (event: { type: string }) => outputOf<UnsubscribeAnswer>(event);

export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    input: {} as { token: string },
  },
  actors: {
    /** POST /user/api/notifications/unsubscribe with the token; the default never answers. */
    unsubscribe: fromPromise<UnsubscribeAnswer, string>(() => new Promise<UnsubscribeAnswer>(() => {})),
  },
  guards: {
    ok: ({ event }) => answerOf(event)?.status === 200,
    refused: ({ event }) => [400, 422].includes(answerOf(event)?.status ?? 0),
  },
  actions: {
    keepMessage: assign({ message: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: "unsubscribe",
  context: ({ input }) => ({ token: input.token, message: null }),
  initial: "ready",
  states: {
    ready: {
      meta: stateMeta({ shows: "What the button stops (mails about followed changes) and the button.", see: ["unsubscribe-confirm"] }),
      on: { confirm: "sending" },
    },
    sending: {
      meta: stateMeta({ shows: "The button disabled while the mails are turned off.", see: ["unsubscribe-confirm"], asks: ["unsubscribe"] }),
      tags: ["busy"],
      invoke: {
        id: "unsubscribe",
        src: "unsubscribe",
        input: ({ context }) => context.token,
        onDone: [
          { guard: "ok", target: "done", actions: "keepMessage" },
          { guard: "refused", target: "rejected", actions: "keepMessage" },
          { target: "failed", actions: "keepMessage" },
        ],
        onError: { target: "failed", actions: "keepMessage" },
      },
    },
    failed: {
      meta: stateMeta({ shows: "Why it did not work this time, and the button to try again.", see: ["unsubscribe-error", "unsubscribe-confirm"] }),
      on: { confirm: "sending" },
    },
    done: {
      meta: stateMeta({ shows: "That no more mails about changes will come, and where to turn them back on.", see: ["unsubscribe-done"] }),
      type: "final",
    },
    rejected: {
      meta: stateMeta({ shows: "The server's word that the link is not valid, and where to turn the mails off instead.", see: ["unsubscribe-rejected"] }),
      type: "final",
    },
  },
});
