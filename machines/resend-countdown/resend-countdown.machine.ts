import { assign, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The code-resend countdown (product spec §4 "Code resend", §9: 60 s).
 *
 * - counting: `secondsLeft` starts at 60 and drops by one on each `tick` (1000 ms). The tick
 *   that brings it to 0 ends the countdown: the resend button appears exactly 60 s after the
 *   start, not at 59.
 * - ready: the resend button is shown; `resend` starts a new countdown. The resend call
 *   itself belongs to the modal that owns this countdown (sign-in flow).
 *
 * Pure: no timers of its own besides the `tick` delay, so tests run it on a simulated clock.
 */

export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESEND_TICK_MS = 1000;

export interface ResendCountdownContext {
  /** Whole seconds left before the resend button appears; 0 once it is shown. */
  secondsLeft: number;
}

export type ResendCountdownEvent = { type: "resend" };

export const resendCountdownMachine = setup({
  types: {
    context: {} as ResendCountdownContext,
    events: {} as ResendCountdownEvent,
  },
  delays: {
    tick: RESEND_TICK_MS,
  },
  guards: {
    /** This tick is the last second of the countdown. */
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restartCountdown: assign({ secondsLeft: RESEND_COUNTDOWN_SECONDS }),
  },
}).createMachine({
  id: "resendCountdown",
  context: { secondsLeft: RESEND_COUNTDOWN_SECONDS },
  initial: "counting",
  states: {
    counting: {
      meta: stateMeta({ shows: "The seconds left until the code may be sent again ({prefix}-countdown in the code modal)." }),
      after: {
        tick: [
          { guard: "lastSecond", target: "ready", actions: "countDown" },
          { target: "counting", reenter: true, actions: "countDown" },
        ],
      },
    },
    ready: {
      meta: stateMeta({ shows: "The button to send the code again ({prefix}-resend in the code modal)." }),
      on: {
        resend: { target: "counting", actions: "restartCountdown" },
      },
    },
  },
});
