import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * Turning two-factor authentication on and off on the profile page (issue: profile pages; the
 * auth service's /2fa/setup, /2fa/enable, /2fa/disable; spec §4 two-factor, §8 "403 shows code
 * error").
 *
 * - unknown until the host reports the user info: `status {enabled}` → `off` or `on`. The host
 *   reports every change of it (the refetch after a change, another tab): `off` and `on` follow
 *   it; a setup or a code check under way is not interrupted.
 * - off: `enable` → creatingSecret: `createSecret` (POST /2fa/setup) answers the secret, its
 *   otpauth URL and the QR code → scanning. 409 (2FA is already on) → on, `twoFactorChanged`.
 *   Another failure or no connection → failed with the message; `retry` creates a secret
 *   again, `cancel` → off.
 * - scanning shows the QR code and the secret; `code.entered {code}` → enabling: `enable`
 *   (POST /2fa/enable). 200 (or 409, already on) → on, `twoFactorChanged`; 403 → wrongCode
 *   (the cells in error; another code tries again); another failure → scanning with the
 *   message. `cancel` → off (the pending secret is forgotten).
 * - on: `disable` → confirming: `code.entered {code}` → disabling: `disable` (POST
 *   /2fa/disable). 200 → off, `twoFactorChanged`; 403 → wrongCode; another failure →
 *   confirming with the message. `cancel` → on.
 *
 * Tags for the views: `on` while 2FA is on (until it is turned off), `busy` while a call runs,
 * `wrongCode` while the cells show a wrong code. `twoFactorChanged` lets the host refetch the
 * user info. Pure: the calls are the actors the host passes with `.provide({ actors })`; they
 * resolve for every HTTP status and reject only when the server cannot be reached (the error's
 * message is shown).
 */

/** What a call answered: its status and, for a failure, the server's message. */
export interface TwoFactorAnswer {
  status: number;
  message?: string;
}

/** The new secret as the setup answers it. */
export interface TwoFactorSecret {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code (SVG document). */
  qr_svg: string;
}

export interface SetupAnswer extends TwoFactorAnswer {
  /** Present on 200. */
  data?: TwoFactorSecret;
}

export interface TwoFactorSetupContext {
  /** The pending secret while it is being set up, else null. */
  secret: TwoFactorSecret | null;
  /** The code being checked, else null. */
  code: string | null;
  /** The message of the last failure (not a wrong code), else null. */
  error: string | null;
  /** How many checks failed other than by a wrong code: the view starts a fresh code entry on each. */
  failures: number;
}

export type TwoFactorSetupEvent =
  /** The user info's is_2fa_enabled, reported by the host. */
  | { type: "status"; enabled: boolean }
  | { type: "enable" }
  | { type: "disable" }
  | { type: "code.entered"; code: string }
  | { type: "retry" }
  | { type: "cancel" };

const never = <T>(): Promise<T> => new Promise<T>(() => {});

function outputOf<T>(event: { type: string }): T | undefined {
  return event.type.startsWith("xstate.done.actor.") ? (event as { output?: T }).output : undefined;
}
const statusOf = (event: { type: string }): number => outputOf<TwoFactorAnswer>(event)?.status ?? 0;

/** The message of a failed answer or of a rejected call. */
function failureMessage(event: { type: string }): string {
  const answer = outputOf<TwoFactorAnswer>(event);
  if (answer) return answer.message ?? "";
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : "";
}

export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    /** POST /2fa/setup. */
    createSecret: fromPromise<SetupAnswer, void>(() => never()),
    /** POST /2fa/enable with the code. */
    enable: fromPromise<TwoFactorAnswer, { code: string }>(() => never()),
    /** POST /2fa/disable with the code. */
    disable: fromPromise<TwoFactorAnswer, { code: string }>(() => never()),
  },
  guards: {
    reportsOn: ({ event }) => event.type === "status" && event.enabled,
    reportsOff: ({ event }) => event.type === "status" && !event.enabled,
    secretCreated: ({ event }) => statusOf(event) === 200 && outputOf<SetupAnswer>(event)?.data !== undefined,
    succeeded: ({ event }) => statusOf(event) === 200,
    /** 409: 2FA is on already (another tab, or stale user info). */
    alreadyOn: ({ event }) => statusOf(event) === 409,
    /** 403: the code is wrong (spec §8). */
    wrongCode: ({ event }) => statusOf(event) === 403,
  },
  actions: {
    rememberSecret: assign({ secret: ({ event }) => outputOf<SetupAnswer>(event)?.data ?? null, error: null }),
    forgetSecret: assign({ secret: null, code: null, error: null }),
    rememberCode: assign({ code: ({ context, event }) => (event.type === "code.entered" ? event.code : context.code), error: null }),
    rememberFailure: assign({
      code: null,
      error: ({ event }) => failureMessage(event),
      failures: ({ context }) => context.failures + 1,
    }),
    clearError: assign({ error: null }),
    /** 2FA changed on the server: the host refetches the user info. */
    twoFactorChanged: () => {},
  },
}).createMachine({
  id: "twoFactorSetup",
  context: { secret: null, code: null, error: null, failures: 0 },
  initial: "unknown",
  states: {
    unknown: {
      meta: stateMeta({ shows: "The two-factor section waits for the user's data: skeleton lines, no status yet." }),
      on: { status: [{ guard: "reportsOn", target: "on" }, { target: "off" }] },
    },

    off: {
      meta: stateMeta({ shows: "Protection is off: its badge, a hint and the button to turn it on.", see: ["twofactor-status", "twofactor-enable"] }),
      on: {
        enable: { target: "creatingSecret" },
        status: { guard: "reportsOn", target: "on" },
      },
    },

    creatingSecret: {
      meta: stateMeta({ shows: "Skeleton lines while the server makes a new secret.", see: ["twofactor-status"], asks: ["createSecret"] }),
      tags: ["busy"],
      invoke: {
        id: "createSecret",
        src: "createSecret",
        onDone: [
          { guard: "secretCreated", target: "scanning", actions: "rememberSecret" },
          { guard: "alreadyOn", target: "on", actions: ["forgetSecret", "twoFactorChanged"] },
          { target: "failed", actions: "rememberFailure" },
        ],
        onError: { target: "failed", actions: "rememberFailure" },
      },
    },

    failed: {
      meta: stateMeta({ shows: "The failure's message with a retry and a cancel button.", see: ["twofactor-status"] }),
      on: {
        retry: { target: "creatingSecret", actions: "clearError" },
        cancel: { target: "off", actions: "forgetSecret" },
      },
    },

    scanning: {
      meta: stateMeta({ shows: "The steps, the QR code, the secret and empty code cells.", see: ["twofactor-qr", "twofactor-secret", "twofactor-code"] }),
      on: {
        "code.entered": { target: "enabling", actions: "rememberCode" },
        cancel: { target: "off", actions: "forgetSecret" },
      },
    },

    enablingWrongCode: {
      meta: stateMeta({ shows: "The QR code and the code cells marked wrong (error.otp).", see: ["twofactor-qr", "twofactor-code-error"] }),
      tags: ["wrongCode"],
      on: {
        "code.entered": { target: "enabling", actions: "rememberCode" },
        cancel: { target: "off", actions: "forgetSecret" },
      },
    },

    enabling: {
      meta: stateMeta({ shows: "The QR code and the code cells waiting while the code is checked.", see: ["twofactor-qr", "twofactor-code"], asks: ["enable"] }),
      tags: ["busy"],
      invoke: {
        id: "enable",
        src: "enable",
        input: ({ context }) => ({ code: context.code ?? "" }),
        onDone: [
          { guard: "succeeded", target: "on", actions: ["forgetSecret", "twoFactorChanged"] },
          { guard: "alreadyOn", target: "on", actions: ["forgetSecret", "twoFactorChanged"] },
          { guard: "wrongCode", target: "enablingWrongCode" },
          { target: "scanning", actions: "rememberFailure" },
        ],
        onError: { target: "scanning", actions: "rememberFailure" },
      },
    },

    on: {
      meta: stateMeta({ shows: "Protection is on: its badge and the button to turn it off.", see: ["twofactor-status", "twofactor-disable"] }),
      tags: ["on"],
      on: {
        disable: { target: "confirmingDisable" },
        status: { guard: "reportsOff", target: "off" },
      },
    },

    confirmingDisable: {
      meta: stateMeta({ shows: "Empty code cells asking for the app's code to turn protection off.", see: ["twofactor-status", "twofactor-code"] }),
      tags: ["on"],
      on: {
        "code.entered": { target: "disabling", actions: "rememberCode" },
        cancel: { target: "on", actions: "forgetSecret" },
      },
    },

    disablingWrongCode: {
      meta: stateMeta({ shows: "The code cells marked wrong (error.otp), ready for another code to turn protection off.", see: ["twofactor-code-error"] }),
      tags: ["on", "wrongCode"],
      on: {
        "code.entered": { target: "disabling", actions: "rememberCode" },
        cancel: { target: "on", actions: "forgetSecret" },
      },
    },

    disabling: {
      meta: stateMeta({ shows: "The code cells waiting while the code turning protection off is checked.", see: ["twofactor-code"], asks: ["disable"] }),
      tags: ["on", "busy"],
      invoke: {
        id: "disable",
        src: "disable",
        input: ({ context }) => ({ code: context.code ?? "" }),
        onDone: [
          { guard: "succeeded", target: "off", actions: ["forgetSecret", "twoFactorChanged"] },
          { guard: "wrongCode", target: "disablingWrongCode" },
          { target: "confirmingDisable", actions: "rememberFailure" },
        ],
        onError: { target: "confirmingDisable", actions: "rememberFailure" },
      },
    },
  },
});
