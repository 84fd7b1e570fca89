/**
 * The sign-in paths the issue names, written as the statechart's own events. The unit test
 * (tests/machines/sign-in-scenarios.test.ts) replays each one against the real machine, state by
 * state, so a path cannot drift from the graph; the browser test (tests/e2e/sign-in.spec.ts)
 * drives the same steps through the real UI against the real server, with mail over SMTP.
 *
 * Values starting with `$` are filled per run: `$email`, `$password`, `$newPassword`,
 * `$code` (the last code mailed), `$wrongCode`, `$totp` (the authenticator's current code).
 * Invoke results (`done:<id>` / `error:<id>` with an answer) are what the server answers; the
 * UI does nothing for them but wait for the state that follows.
 */

export type Step =
  | { send: "open.login" | "submit" | "close" | "cancel" | "toRegistration" | "toRecovery" | "toLogin" | "resend" | "open.autoLogout" }
  | { send: "edit"; field: "username" | "password" | "remember" | "email" | "passwordConfirmation" | "agreement"; value: string | boolean }
  | { send: "code.entered"; code: "$code" | "$wrongCode" | "$totp" }
  | { done: string; output?: unknown }
  | { error: string };

export interface Scenario {
  name: string;
  /** What the account is before the path starts. */
  account: "none" | "unverified" | "verified" | "twoFactor" | "signedIn";
  /** [step, the state the machine is in after it] */
  steps: [Step, string][];
}

const OK = { status: 200, data: { access_token: "t", expire_in: 3600, is_2fa_enabled: false, email_is_verified: true } };

export const SCENARIOS: Scenario[] = [
  {
    name: "register → code → confirmed → signed in",
    account: "none",
    steps: [
      [{ send: "open.login" }, "login.editing"],
      [{ send: "toRegistration" }, "registration.editing"],
      [{ send: "edit", field: "email", value: "$email" }, "registration.editing"],
      [{ send: "edit", field: "password", value: "$password" }, "registration.editing"],
      [{ send: "edit", field: "passwordConfirmation", value: "$password" }, "registration.editing"],
      [{ send: "edit", field: "agreement", value: true }, "registration.editing"],
      [{ send: "submit" }, "registration.registering"],
      [{ done: "register" }, "confirmCode.entering"],
      [{ send: "code.entered", code: "$code" }, "confirmCode.verifying"],
      [{ done: "verifyEmailCode" }, "confirmCode.loggingIn"],
      [{ done: "reLogin", output: OK }, "confirmSuccessful"],
      [{ send: "close" }, "leaving"],
    ],
  },
  {
    name: "unverified login → 206 → wrong code → resend after 60 s → code",
    account: "unverified",
    steps: [
      [{ send: "open.login" }, "login.editing"],
      [{ send: "edit", field: "username", value: "$email" }, "login.editing"],
      [{ send: "edit", field: "password", value: "$password" }, "login.editing"],
      [{ send: "submit" }, "login.submitting"],
      [{ done: "login", output: { status: 206, data: { email_is_verified: false } } }, "confirmCode.resending"],
      [{ done: "resendEmailCode" }, "confirmCode.entering"],
      [{ send: "code.entered", code: "$wrongCode" }, "confirmCode.verifying"],
      [{ error: "verifyEmailCode" }, "confirmCode.wrongCode"],
      [{ send: "resend" }, "confirmCode.resending"],
      [{ done: "resendEmailCode" }, "confirmCode.entering"],
      [{ send: "code.entered", code: "$code" }, "confirmCode.verifying"],
      [{ done: "verifyEmailCode" }, "confirmCode.loggingIn"],
      [{ done: "reLogin", output: OK }, "confirmSuccessful"],
      [{ send: "close" }, "leaving"],
    ],
  },
  {
    name: "login with two-factor",
    account: "twoFactor",
    steps: [
      [{ send: "open.login" }, "login.editing"],
      [{ send: "edit", field: "username", value: "$email" }, "login.editing"],
      [{ send: "edit", field: "password", value: "$password" }, "login.editing"],
      [{ send: "submit" }, "login.submitting"],
      [{ done: "login", output: { status: 200, data: { is_2fa_enabled: true, email_is_verified: true } } }, "twoFactor.entering"],
      [{ send: "code.entered", code: "$wrongCode" }, "twoFactor.verifying"],
      [{ done: "loginTwoFactor", output: { status: 403 } }, "twoFactor.wrongCode"],
      [{ send: "code.entered", code: "$totp" }, "twoFactor.verifying"],
      [{ done: "loginTwoFactor", output: OK }, "leaving"],
    ],
  },
  {
    name: "recovery → reset code → new password → login",
    account: "verified",
    steps: [
      [{ send: "open.login" }, "login.editing"],
      [{ send: "toRecovery" }, "recovery.editing"],
      [{ send: "edit", field: "email", value: "$email" }, "recovery.editing"],
      [{ send: "submit" }, "recovery.sending"],
      [{ done: "sendRecoveryCode" }, "resetCode.entering"],
      [{ send: "code.entered", code: "$wrongCode" }, "resetCode.verifying"],
      [{ error: "validateResetCode" }, "resetCode.wrongCode"],
      [{ send: "code.entered", code: "$code" }, "resetCode.verifying"],
      [{ done: "validateResetCode", output: { token: "t" } }, "newPassword.editing"],
      [{ send: "edit", field: "password", value: "$newPassword" }, "newPassword.editing"],
      [{ send: "edit", field: "passwordConfirmation", value: "$newPassword" }, "newPassword.editing"],
      [{ send: "submit" }, "newPassword.saving"],
      [{ done: "resetPassword" }, "passwordSuccessful"],
      [{ send: "toLogin" }, "login.editing"],
      [{ send: "edit", field: "username", value: "$email" }, "login.editing"],
      [{ send: "edit", field: "password", value: "$newPassword" }, "login.editing"],
      [{ send: "submit" }, "login.submitting"],
      [{ done: "login", output: OK }, "login.fetchingAccess"],
      [{ done: "fetchAccessCookie" }, "leaving"],
    ],
  },
  {
    name: "auto-logout → login",
    account: "signedIn",
    steps: [
      [{ send: "open.autoLogout" }, "autoLogout"],
      [{ send: "toLogin" }, "login.editing"],
      [{ send: "close" }, "closed"],
    ],
  },
];

/** A state key as the machine reports it: `{ confirmCode: "entering" }` → "confirmCode.entering". */
export function stateKey(value: unknown): string {
  if (typeof value === "string") return value;
  const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ["", ""];
  return `${key}.${stateKey(inner)}`;
}
