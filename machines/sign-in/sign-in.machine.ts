import { and, assign, fromPromise, sendTo, setup } from "xstate";
import { stateMeta } from "../meta.ts";
import type { z } from "zod";
import { emailBody, loginBody, newPasswordField, registerBody } from "../../core/contract/auth.ts";
import { resendCountdownMachine } from "../resend-countdown/resend-countdown.machine.ts";

/**
 * The account modals (product spec §2 "Account modals", §4 login, confirm-account, recovery,
 * registration, two-factor, auto-logout; §5 validation; §8 errors).
 *
 * One top-level state per modal (`closed` when none is open, `leaving` once the page navigates
 * away). Every call is an invoked actor with an id, passed in by the host with
 * `.provide({ actors })`; toasts, redirects and the reload are named actions the host provides
 * (redirects receive the page context as their params). The defaults do nothing.
 *
 * - login: validation errors show only after the first submit (`showErrors`); the username is
 *   trimmed and lower-cased (`normalizeUsername`) before `login` is called. 206 or an unverified
 *   e-mail → confirm-account code with a code resend; 422 → `toastValidationError`; another
 *   status above 202 → `toastServerMessage`; two-factor enabled → two-factor; otherwise
 *   `fetchAccessCookie`, `toastLoginSuccess`, and the redirect after login: the company
 *   basic-info page → pk site /company/{id}; else the redirect query parameter; else reload.
 * - two-factor: `loginTwoFactor` with 2fa_code; 403 marks the code wrong; other failures change
 *   nothing; success → `toastLoginSuccess`, company page → /company/{id}, else reload.
 * - registration: submit does nothing until the agreement is ticked; `register` (redirect_url
 *   = the `url` query parameter) → e-mail and password kept, confirm-account code; closing
 *   resets every field and the tick.
 * - confirm-account code: `verifyEmailCode`, then `reLogin`, then confirm-successful; a wrong
 *   code marks the cells; `resend` → `resendEmailCode` and the 60 s countdown restarts
 *   (`countdown`, the resend-countdown machine). Closing confirm-successful reloads, or on a
 *   company basic-info page goes to the pk site /{id}.
 * - recovery: `sendRecoveryCode` → e-mail kept, reset-password code; cancel → login; closing
 *   clears the e-mail. Reset code: `validateResetCode` → token and code kept, new password;
 *   any failure marks the cells; `resend` → `resendResetCode`. New password: `resetPassword` →
 *   password-successful; cancel closes.
 * - auto-logout (opened by the session): close, or login.
 *
 * Tags the views read: `busy` while a call runs (the modal's button waits, a code waits for it),
 * `awaitsCode` where a code modal takes a code (a code submitted that lands here again was not
 * accepted: the cells show error.otp).
 */

// ---- page, answers, payloads -----------------------------------------------------------------

export interface PageContext {
  /** The company id when the page is a company basic-info page, else null. */
  companyId: string | null;
  /** The `redirect` query parameter, if any. */
  redirect: string | null;
  /** The `url` query parameter, kept as redirect_url on registration. */
  url: string | null;
}

export interface SignInInput {
  page?: Partial<PageContext>;
}

/** What a login call answered (the host resolves for every HTTP status, rejects on network errors). */
export interface LoginAnswer {
  status: number;
  data?: { access_token?: string; expire_in?: number; is_2fa_enabled?: boolean; email_is_verified?: boolean };
  message?: string;
}

export interface LoginPayload {
  username: string;
  password: string;
  remember?: boolean;
  "2fa_code"?: string;
}

/** A failed call: the host puts the message the spec names (§8) in `message`. */
export interface CallError {
  message: string;
}

export interface SignInForm {
  username: string;
  password: string;
  remember: boolean;
  email: string;
  passwordConfirmation: string;
  agreement: boolean;
}

export type FormField = keyof SignInForm;

export interface SignInContext {
  page: PageContext;
  form: SignInForm;
  /** The current form was submitted once: its errors show from now on. */
  showErrors: boolean;
  /** Temporary sign-in state shared among the modals (spec §3). */
  email: string | null;
  password: string | null;
  otp: string | null;
  token: string | null;
}

export type SignInEvent =
  | { type: "open.login" }
  | { type: "open.registration" }
  | { type: "open.autoLogout" }
  | { type: "close" }
  | { type: "cancel" }
  | { type: "edit"; field: FormField; value: string | boolean }
  | { type: "submit" }
  | { type: "toRegistration" }
  | { type: "toRecovery" }
  | { type: "toLogin" }
  | { type: "code.entered"; code: string }
  | { type: "resend" };

// ---- validation (spec §5): the views show `fieldErrors(...)` once `showErrors` is set --------

export type FieldErrors = Partial<Record<FormField, string>>;

const FIELD_OF: Record<string, FormField> = {
  username: "username",
  password: "password",
  email: "email",
  password_confirmation: "passwordConfirmation",
};

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = `error.${issue.message}`;
  }
  return errors;
}

export const loginErrors = (f: SignInForm): FieldErrors =>
  issuesOf(loginBody.safeParse({ username: f.username, password: f.password }));
export const registrationErrors = (f: SignInForm): FieldErrors =>
  issuesOf(registerBody.safeParse({ email: f.email, password: f.password, password_confirmation: f.passwordConfirmation }));
export const recoveryErrors = (f: SignInForm): FieldErrors => issuesOf(emailBody.safeParse({ email: f.email }));
export function newPasswordErrors(f: SignInForm): FieldErrors {
  const errors: FieldErrors = {};
  const password = newPasswordField.safeParse(f.password);
  if (!password.success) errors.password = `error.${password.error.issues[0]?.message ?? "invalid"}`;
  const confirmation = newPasswordField.safeParse(f.passwordConfirmation);
  if (!confirmation.success) errors.passwordConfirmation = `error.${confirmation.error.issues[0]?.message ?? "invalid"}`;
  else if (f.passwordConfirmation !== f.password) errors.passwordConfirmation = "error.sameAs";
  return errors;
}
const valid = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;

/** The username as it is sent: trimmed and lower-cased. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export const emptyForm = (): SignInForm => ({
  username: "",
  password: "",
  remember: false,
  email: "",
  passwordConfirmation: "",
  agreement: false,
});

// ---- default actors: never answer; the host provides the real calls -------------------------

const never = <T>(): Promise<T> => new Promise<T>(() => {});
const pendingLogin = fromPromise<LoginAnswer, LoginPayload>(() => never());

function doneOutput<T>(event: { type: string }, id: string): T | undefined {
  return event.type === `xstate.done.actor.${id}` ? (event as { output?: T }).output : undefined;
}
function loginAnswerOf(event: { type: string }): LoginAnswer | undefined {
  return doneOutput<LoginAnswer>(event, "login") ?? doneOutput<LoginAnswer>(event, "loginTwoFactor") ?? doneOutput<LoginAnswer>(event, "reLogin");
}
const statusOf = (event: { type: string }): number => loginAnswerOf(event)?.status ?? 0;

const signInSetup = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    /** POST /login (also with 2fa_code). */
    login: pendingLogin,
    /** GET /access/cookie. */
    fetchAccessCookie: fromPromise<unknown, void>(() => never()),
    /** POST /v2/register. */
    register: fromPromise<unknown, { email: string; password: string; password_confirmation: string; redirect_url: string | null }>(
      () => never(),
    ),
    /** GET /email/verify-otp. */
    verifyEmailCode: fromPromise<unknown, { email: string; otp_code: string }>(() => never()),
    /** GET /email/resend-otp. */
    resendEmailCode: fromPromise<unknown, { email: string }>(() => never()),
    /** POST /password/email-otp (recovery and its resend). */
    sendRecoveryCode: fromPromise<unknown, { email: string }>(() => never()),
    /** POST /password/validate-otp: answers the reset token. */
    validateResetCode: fromPromise<{ token: string }, { email: string; otp: string }>(() => never()),
    /** POST /password/reset-otp. */
    resetPassword: fromPromise<unknown, { token: string; email: string; password: string; password_confirmation: string }>(
      () => never(),
    ),
    countdown: resendCountdownMachine,
  },
  guards: {
    loginValid: ({ context }) => valid(loginErrors(context.form)),
    registrationValid: ({ context }) => valid(registrationErrors(context.form)),
    agreementTicked: ({ context }) => context.form.agreement,
    recoveryValid: ({ context }) => valid(recoveryErrors(context.form)),
    newPasswordValid: ({ context }) => valid(newPasswordErrors(context.form)),
    /** 206, or an unverified e-mail: the account must be confirmed with a code. */
    needsConfirmation: ({ event }) => statusOf(event) === 206 || loginAnswerOf(event)?.data?.email_is_verified === false,
    isValidationError: ({ event }) => statusOf(event) === 422,
    /** Status above 202 (other than 206, handled before). */
    isFailure: ({ event }) => statusOf(event) > 202,
    isWrongTwoFactorCode: ({ event }) => statusOf(event) === 403,
    twoFactorEnabled: ({ event }) => loginAnswerOf(event)?.data?.is_2fa_enabled === true,
    onCompanyPage: ({ context }) => context.page.companyId !== null,
    hasRedirectParam: ({ context }) => Boolean(context.page.redirect),
  },
  actions: {
    edit: assign({
      form: ({ context, event }) => (event.type === "edit" ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    markSubmitted: assign({ showErrors: true }),
    normalizeUsername: assign({ form: ({ context }) => ({ ...context.form, username: normalizeUsername(context.form.username) }) }),
    clearForm: assign({ form: () => emptyForm(), showErrors: false }),
    rememberLogin: assign({ email: ({ context }) => context.form.username, password: ({ context }) => context.form.password }),
    rememberRegistration: assign({ email: ({ context }) => normalizeUsername(context.form.email), password: ({ context }) => context.form.password }),
    rememberRecoveryEmail: assign({ email: ({ context }) => normalizeUsername(context.form.email) }),
    rememberCode: assign({ otp: ({ context, event }) => (event.type === "code.entered" ? event.code : context.otp) }),
    rememberResetToken: assign({
      token: ({ event }) => doneOutput<{ token: string }>(event, "validateResetCode")?.token ?? null,
    }),
    clearCode: assign({ otp: null }),
    clearTemporary: assign({ email: null, password: null, otp: null, token: null }),
    restartCountdown: sendTo("countdown", { type: "resend" }),
    // Side effects the host provides (toasts through the toast machines, navigation).
    /** Toast: error.validation (login 422). */
    toastValidationError: () => {},
    /** Toast: the server's message of a login answer above 202. */
    toastServerMessage: () => {},
    /** Toast: the message of a failed call (`event.error.message`, spec §8). */
    toastError: () => {},
    /** Success toast: login.successfully. */
    toastLoginSuccess: () => {},
    /** Go to the pk site at /company/{page.companyId}. */
    redirectToCompany: (_, _page: PageContext) => {},
    /** Go to the pk site at /{page.companyId} (closing confirm-successful). */
    redirectToPkSite: (_, _page: PageContext) => {},
    /** Go to the `redirect` query parameter. */
    redirectToQuery: (_, _page: PageContext) => {},
    /** Reload the page. */
    reload: () => {},
  },
});

type SignInStateConfig = Parameters<typeof signInSetup.createStateConfig>[0];

/** Where a code modal takes a code: the first time, and again after it was not accepted. */
const AWAITS_CODE = ["awaitsCode"] as const;

/**
 * A code sent by e-mail, with its 60 s resend countdown (confirm-account and reset-password): the
 * code is entered, checked, and resent on demand. The two steps differ in their calls, in what a
 * right code leads to, and in what the user sees, so those come in as parameters.
 */
function emailCodeStep(step: {
  /** The modal (its test id is modal-{modal}) and its code cells' test id. */
  modal: string;
  codeTestId: string;
  shows: string;
  /** The call that sends the code again (the invoke's id, the actor it runs). */
  resend: { id: string; src: "resendEmailCode" | "sendRecoveryCode" };
  verifying: SignInStateConfig;
  /** States after a right code, before the step is left. */
  after?: Record<string, SignInStateConfig>;
}) {
  const takesCode = {
    "code.entered": { target: "verifying", actions: "rememberCode" },
    resend: { target: "resending", actions: "restartCountdown" },
  } as const;
  return signInSetup.createStateConfig({
    initial: "entering",
    meta: stateMeta({ shows: step.shows, see: [`modal-${step.modal}`, step.codeTestId], asks: ["countdown"] }),
    invoke: { id: "countdown", src: "countdown" },
    on: {
      close: { target: "closed", actions: ["clearCode", "clearTemporary"] },
    },
    states: {
      resending: {
        tags: ["busy"],
        meta: stateMeta({ shows: "The code cells while the code is sent to the e-mail again.", asks: [step.resend.id] }),
        invoke: {
          id: step.resend.id,
          src: step.resend.src,
          input: ({ context }) => ({ email: context.email ?? "" }),
          onDone: { target: "entering" },
          onError: { target: "entering", actions: "toastError" },
        },
      },
      entering: {
        tags: AWAITS_CODE,
        meta: stateMeta({ shows: "Six empty code cells and the countdown to the next resend.", see: [`${step.codeTestId}-cell-0`] }),
        on: takesCode,
      },
      wrongCode: {
        tags: AWAITS_CODE,
        meta: stateMeta({ shows: "The code cells marked wrong (error.otp), ready for another code.", see: [`${step.codeTestId}-error`] }),
        on: takesCode,
      },
      verifying: step.verifying,
      ...step.after,
    },
  });
}

export const signInMachine = signInSetup.createMachine({
  id: "signIn",
  context: ({ input }) => ({
    page: { companyId: input.page?.companyId ?? null, redirect: input.page?.redirect ?? null, url: input.page?.url ?? null },
    form: emptyForm(),
    showErrors: false,
    email: null,
    password: null,
    otp: null,
    token: null,
  }),
  initial: "closed",
  states: {
    closed: {
      meta: stateMeta({ shows: "No account modal is open: the page as it was." }),
      on: {
        "open.login": { target: "login" },
        "open.registration": { target: "registration" },
        "open.autoLogout": { target: "autoLogout" },
      },
    },

    login: {
      initial: "editing",
      meta: stateMeta({ shows: "The login modal.", see: ["modal-login"] }),
      on: {
        edit: { actions: "edit" },
        close: { target: "closed", actions: "clearForm" },
        toRegistration: { target: "registration", actions: "clearForm" },
        toRecovery: { target: "recovery", actions: "clearForm" },
      },
      states: {
        editing: {
          meta: stateMeta({
            shows: "The login form: username, password, remember me, the links to recovery and registration; its errors after the first submit.",
            see: ["login-username", "login-password", "login-submit", "login-forgot", "login-register"],
          }),
          on: {
            submit: [
              { guard: "loginValid", target: "submitting", actions: ["markSubmitted", "normalizeUsername"] },
              { actions: "markSubmitted" },
            ],
          },
        },
        submitting: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The login form waiting for the server to check the password.", see: ["login-submit"], asks: ["login"] }),
          invoke: {
            id: "login",
            src: "login",
            input: ({ context }) => ({
              username: context.form.username,
              password: context.form.password,
              remember: context.form.remember,
            }),
            onDone: [
              { guard: "needsConfirmation", target: "#signIn.confirmCode.resending", actions: ["rememberLogin", "clearForm"] },
              { guard: "isValidationError", target: "editing", actions: "toastValidationError" },
              { guard: "isFailure", target: "editing", actions: "toastServerMessage" },
              { guard: "twoFactorEnabled", target: "#signIn.twoFactor", actions: ["rememberLogin", "clearForm"] },
              { target: "fetchingAccess" },
            ],
            onError: { target: "editing", actions: "toastError" },
          },
        },
        fetchingAccess: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The login form waiting for the session cookie.", see: ["login-submit"], asks: ["fetchAccessCookie"] }),
          invoke: {
            id: "fetchAccessCookie",
            src: "fetchAccessCookie",
            // The redirect after login (spec §2).
            onDone: [
              {
                guard: "onCompanyPage",
                target: "#signIn.leaving",
                actions: ["toastLoginSuccess", { type: "redirectToCompany", params: ({ context }) => context.page }],
              },
              {
                guard: "hasRedirectParam",
                target: "#signIn.leaving",
                actions: ["toastLoginSuccess", { type: "redirectToQuery", params: ({ context }) => context.page }],
              },
              { target: "#signIn.leaving", actions: ["toastLoginSuccess", "reload"] },
            ],
            onError: { target: "editing", actions: "toastError" },
          },
        },
      },
    },

    twoFactor: {
      initial: "entering",
      meta: stateMeta({ shows: "The two-factor modal asking for the authenticator app's code.", see: ["modal-two-factor", "twofactor-code"] }),
      on: {
        close: { target: "closed", actions: ["clearCode", "clearTemporary"] },
      },
      states: {
        entering: {
          tags: AWAITS_CODE,
          meta: stateMeta({ shows: "Six empty code cells.", see: ["twofactor-code-cell-0"] }),
          on: { "code.entered": { target: "verifying", actions: "rememberCode" } },
        },
        wrongCode: {
          tags: AWAITS_CODE,
          meta: stateMeta({ shows: "The code cells marked wrong (error.otp), ready for another code.", see: ["twofactor-code-error"] }),
          on: { "code.entered": { target: "verifying", actions: "rememberCode" } },
        },
        verifying: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The code cells waiting while the code is checked.", see: ["twofactor-code"], asks: ["loginTwoFactor"] }),
          invoke: {
            id: "loginTwoFactor",
            src: "login",
            input: ({ context }) => ({
              username: context.email ?? "",
              password: context.password ?? "",
              "2fa_code": context.otp ?? "",
            }),
            onDone: [
              { guard: "isWrongTwoFactorCode", target: "wrongCode" },
              { guard: "isFailure", target: "entering" },
              {
                guard: "onCompanyPage",
                target: "#signIn.leaving",
                actions: ["toastLoginSuccess", { type: "redirectToCompany", params: ({ context }) => context.page }],
              },
              { target: "#signIn.leaving", actions: ["toastLoginSuccess", "reload"] },
            ],
            onError: { target: "entering" },
          },
        },
      },
    },

    registration: {
      initial: "editing",
      meta: stateMeta({ shows: "The registration modal.", see: ["modal-registration"] }),
      on: {
        edit: { actions: "edit" },
        close: { target: "closed", actions: "clearForm" },
        toLogin: { target: "login", actions: "clearForm" },
      },
      states: {
        editing: {
          meta: stateMeta({
            shows: "The registration form: e-mail, password, its confirmation, the agreement tick; its errors after the first submit.",
            see: ["register-email", "register-password", "register-confirmation", "register-agreement", "register-submit"],
          }),
          on: {
            submit: [
              { guard: and(["agreementTicked", "registrationValid"]), target: "registering", actions: "markSubmitted" },
              // Without the agreement the submit button is disabled: nothing happens.
              { guard: "agreementTicked", actions: "markSubmitted" },
            ],
          },
        },
        registering: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The registration form waiting for the account to be created.", see: ["register-submit"], asks: ["register"] }),
          invoke: {
            id: "register",
            src: "register",
            input: ({ context }) => ({
              email: context.form.email,
              password: context.form.password,
              password_confirmation: context.form.passwordConfirmation,
              redirect_url: context.page.url,
            }),
            onDone: { target: "#signIn.confirmCode", actions: ["rememberRegistration", "clearForm"] },
            onError: { target: "editing", actions: "toastError" },
          },
        },
      },
    },

    confirmCode: emailCodeStep({
      modal: "confirm-code",
      codeTestId: "confirm-code",
      shows: "The confirm-account modal: the code sent to the e-mail, with its resend countdown.",
      resend: { id: "resendEmailCode", src: "resendEmailCode" },
      verifying: {
        tags: ["busy"],
        meta: stateMeta({ shows: "The code cells waiting while the code is checked.", see: ["confirm-code"], asks: ["verifyEmailCode"] }),
        invoke: {
          id: "verifyEmailCode",
          src: "verifyEmailCode",
          input: ({ context }) => ({ email: context.email ?? "", otp_code: context.otp ?? "" }),
          onDone: { target: "loggingIn" },
          onError: { target: "wrongCode" },
        },
      },
      after: {
        loggingIn: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The code cells waiting while the confirmed account signs in.", see: ["confirm-code"], asks: ["reLogin"] }),
          invoke: {
            id: "reLogin",
            src: "login",
            input: ({ context }) => ({ username: context.email ?? "", password: context.password ?? "" }),
            onDone: [
              { guard: "isFailure", target: "entering", actions: "toastServerMessage" },
              { target: "#signIn.confirmSuccessful", actions: ["clearCode", "clearTemporary"] },
            ],
            onError: { target: "entering", actions: "toastError" },
          },
        },
      },
    }),

    confirmSuccessful: {
      meta: stateMeta({ shows: "The modal saying the e-mail is confirmed, with its button to go on.", see: ["modal-confirm-successful", "confirm-done"] }),
      on: {
        close: [
          {
            guard: "onCompanyPage",
            target: "leaving",
            actions: { type: "redirectToPkSite", params: ({ context }) => context.page },
          },
          { target: "leaving", actions: "reload" },
        ],
      },
    },

    recovery: {
      initial: "editing",
      meta: stateMeta({ shows: "The password recovery modal.", see: ["modal-recovery"] }),
      on: {
        edit: { actions: "edit" },
        cancel: { target: "login", actions: "clearForm" },
        close: { target: "closed", actions: ["clearForm", "clearTemporary"] },
      },
      states: {
        editing: {
          meta: stateMeta({
            shows: "The recovery form: the e-mail and the way back to login; its errors after the first submit.",
            see: ["recovery-email", "recovery-submit", "recovery-cancel"],
          }),
          on: {
            submit: [
              { guard: "recoveryValid", target: "sending", actions: "markSubmitted" },
              { actions: "markSubmitted" },
            ],
          },
        },
        sending: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The recovery form waiting while the code is sent.", see: ["recovery-submit"], asks: ["sendRecoveryCode"] }),
          invoke: {
            id: "sendRecoveryCode",
            src: "sendRecoveryCode",
            input: ({ context }) => ({ email: normalizeUsername(context.form.email) }),
            onDone: { target: "#signIn.resetCode", actions: ["rememberRecoveryEmail", "clearForm"] },
            onError: { target: "editing", actions: "toastError" },
          },
        },
      },
    },

    resetCode: emailCodeStep({
      modal: "reset-code",
      codeTestId: "reset-code",
      shows: "The reset-password modal: the code from the recovery e-mail, with its resend countdown.",
      resend: { id: "resendResetCode", src: "sendRecoveryCode" },
      verifying: {
        tags: ["busy"],
        meta: stateMeta({ shows: "The code cells waiting while the code is checked.", see: ["reset-code"], asks: ["validateResetCode"] }),
        invoke: {
          id: "validateResetCode",
          src: "validateResetCode",
          input: ({ context }) => ({ email: context.email ?? "", otp: context.otp ?? "" }),
          onDone: { target: "#signIn.newPassword", actions: "rememberResetToken" },
          // Any failure marks the cells (spec §8).
          onError: { target: "wrongCode" },
        },
      },
    }),

    newPassword: {
      initial: "editing",
      meta: stateMeta({ shows: "The new-password modal.", see: ["modal-new-password"] }),
      on: {
        edit: { actions: "edit" },
        cancel: { target: "closed", actions: ["clearForm", "clearTemporary"] },
        close: { target: "closed", actions: ["clearForm", "clearTemporary"] },
      },
      states: {
        editing: {
          meta: stateMeta({
            shows: "The new password and its confirmation; their errors after the first submit.",
            see: ["newpassword-password", "newpassword-confirmation", "newpassword-submit", "newpassword-cancel"],
          }),
          on: {
            submit: [
              { guard: "newPasswordValid", target: "saving", actions: "markSubmitted" },
              { actions: "markSubmitted" },
            ],
          },
        },
        saving: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The new-password form waiting while the password is saved.", see: ["newpassword-submit"], asks: ["resetPassword"] }),
          invoke: {
            id: "resetPassword",
            src: "resetPassword",
            input: ({ context }) => ({
              token: context.token ?? "",
              email: context.email ?? "",
              password: context.form.password,
              password_confirmation: context.form.passwordConfirmation,
            }),
            onDone: { target: "#signIn.passwordSuccessful", actions: ["clearForm", "clearTemporary"] },
            onError: { target: "editing", actions: "toastError" },
          },
        },
      },
    },

    passwordSuccessful: {
      meta: stateMeta({ shows: "The modal saying the password is changed, with its way to login.", see: ["modal-password-successful", "password-login"] }),
      on: {
        close: { target: "closed" },
        toLogin: { target: "login" },
      },
    },

    autoLogout: {
      meta: stateMeta({ shows: "The auto-logout modal: the session ended, close it or log in again.", see: ["modal-auto-logout", "autologout-login"] }),
      on: {
        close: { target: "closed" },
        toLogin: { target: "login" },
      },
    },

    leaving: {
      type: "final",
      meta: stateMeta({ shows: "The modals stay as they were while the page goes to its next address or reloads." }),
    },
  },
});
