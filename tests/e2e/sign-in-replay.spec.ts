import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { signInMachine } from "../../machines/sign-in/sign-in.machine.ts";
import type { FormField, LoginAnswer, SignInContext } from "../../machines/sign-in/sign-in.machine.ts";
import { PASSWORD, type TestAccount, verifiedAccount } from "./accounts.ts";
import { coveringPaths, machinePaths } from "../support/machine-paths.ts";
import { type BrowserStep, type HeldCalls, holdCalls, type MachinePath, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { collectErrors, openMenuIfFolded } from "./ui-helpers.ts";

/**
 * The sign-in statechart's generated paths in the browser against the real server (issue 16), for
 * one verified account per file: the login modal submitted empty, with a wrong password (the
 * server's 401), with a dropped connection (routed) and with the right password (the session
 * cookie, the reload, signed in); the registration modal and back; recovery submitted empty, then
 * with the account's e-mail (the server mails a code), a wrong code (the server refuses it), close.
 * The login call is held until the path answers it, so its busy state is seen.
 *
 * Not made here: two-factor, registering, confirming an account, a right reset code, the new password
 * and the modals after them, auto-logout and every resend (tests/e2e/sign-in.spec.ts drives those
 * through its hand-written scenarios with mailed codes and the Playwright clock: each would add a page
 * load and an account to this run); closing or cancelling registration and recovery (the same close
 * as login's); the page redirects after login (a company page or a `redirect` parameter).
 */

/** Stands for the account's e-mail in the model (a valid address, so the machine's checks pass). */
const ACCOUNT = "account@example.kz";
const WRONG_PASSWORD = "Wrong-password-1";
const WRONG_CODE = "000000";

const e = (type: string, payload: object = {}): EventObject => ({ type, ...payload });
const edit = (field: FormField, value: string) => e("edit", { field, value });
const loginAnswered = (output: LoginAnswer) => e("xstate.done.actor.login", { output, actorId: "login" });

/** What a browser does in each state, steered by the form (see the header for what it leaves out). */
function eventsAt(s: AnyMachineSnapshot): EventObject[] {
  const c = s.context as SignInContext;
  if (s.status !== "active") return [];
  const { username, password, email } = c.form;
  if (s.matches("closed")) return [e("open.login")];
  if (s.matches({ login: "editing" })) {
    if (username === "") return c.showErrors ? [edit("username", ACCOUNT)] : [e("submit"), e("toRegistration"), e("toRecovery")];
    if (password === "") return [edit("password", WRONG_PASSWORD)];
    return password === WRONG_PASSWORD ? [e("submit"), edit("password", PASSWORD), e("close")] : [e("submit")];
  }
  if (s.matches({ login: "submitting" })) {
    if (password !== WRONG_PASSWORD) return [loginAnswered({ status: 200, data: { is_2fa_enabled: false, email_is_verified: true } })];
    return [loginAnswered({ status: 401, message: "" }), e("xstate.error.actor.login", { error: "no connection", actorId: "login" })];
  }
  if (s.matches({ login: "fetchingAccess" })) return [e("xstate.done.actor.fetchAccessCookie", { actorId: "fetchAccessCookie" })];
  if (s.matches({ registration: "editing" })) return [e("toLogin")];
  if (s.matches({ recovery: "editing" })) return email === "" ? [c.showErrors ? edit("email", ACCOUNT) : e("submit")] : [e("submit")];
  if (s.matches({ recovery: "sending" })) return [e("xstate.done.actor.sendRecoveryCode", { actorId: "sendRecoveryCode" })];
  if (s.matches({ resetCode: "entering" })) return [e("code.entered", { code: WRONG_CODE })];
  if (s.matches({ resetCode: "verifying" })) return [e("xstate.error.actor.validateResetCode", { error: "refused", actorId: "validateResetCode" })];
  if (s.matches({ resetCode: "wrongCode" })) return [e("close")];
  return [];
}

const projection = (c: SignInContext) => ({ form: c.form, showErrors: c.showErrors, email: c.email });
/** The home page: no company, no redirect. */
const INPUT = {};
const PATHS = coveringPaths(signInMachine, INPUT, machinePaths({ machine: signInMachine, input: INPUT, events: eventsAt, context: projection }));

// ---- the browser side ----------------------------------------------------------------------------

interface Run {
  page: Page;
  account: TestAccount;
  login: HeldCalls;
  /** The reload a successful login makes, awaited once the session cookie is there. */
  reloaded: Promise<unknown> | null;
}

const FIELD: Record<string, string> = {
  "login.username": "login-username",
  "login.password": "login-password",
  "recovery.email": "recovery-email",
};
const SUBMIT: Record<string, string> = { login: "login-submit", recovery: "recovery-submit" };
const BUTTON: Record<string, string> = {
  "login.toRegistration": "login-register",
  "login.toRecovery": "login-forgot",
  "registration.toLogin": "register-to-login",
};
/** The open modal's name in the machine (its top state) and on the page. */
const modalOf = (s: AnyMachineSnapshot): string => String(typeof s.value === "string" ? s.value : Object.keys(s.value)[0]);
const MODAL: Record<string, string> = { login: "modal-login", registration: "modal-registration", recovery: "modal-recovery", resetCode: "modal-reset-code" };
const modal = (page: Page, s: AnyMachineSnapshot) => page.getByTestId(MODAL[modalOf(s)] ?? "none");

const ACTIONS: Record<string, (run: Run, step: BrowserStep) => Promise<unknown>> = {
  "open.login": async ({ page }) => {
    await openMenuIfFolded(page);
    await page.getByTestId("account-login").click();
  },
  edit: ({ page, account }, { before, event }) => {
    const { field, value } = event as unknown as { field: string; value: string };
    return modal(page, before)
      .getByTestId(FIELD[`${modalOf(before)}.${field}`] ?? "none")
      .fill(value === ACCOUNT ? account.email : value);
  },
  submit: ({ page }, { before }) => modal(page, before).getByTestId(SUBMIT[modalOf(before)] ?? "none").click(),
  close: ({ page }, { before }) => modal(page, before).getByTestId("modal-close").click(),
  toRegistration: ({ page }, { before }) => modal(page, before).getByTestId(BUTTON[`${modalOf(before)}.toRegistration`] ?? "none").click(),
  toRecovery: ({ page }, { before }) => modal(page, before).getByTestId(BUTTON[`${modalOf(before)}.toRecovery`] ?? "none").click(),
  toLogin: ({ page }, { before }) => modal(page, before).getByTestId(BUTTON[`${modalOf(before)}.toLogin`] ?? "none").click(),
  "code.entered": async ({ page }, { before }) => {
    await modal(page, before).getByTestId("reset-code-cell-0").click();
    await page.keyboard.type(WRONG_CODE);
  },
  "xstate.done.actor.login": async (run, { event }) => {
    const call = await run.login.next();
    // The right password signs in: the session cookie comes, then the page reloads.
    if ((event as unknown as { output: LoginAnswer }).output.status === 200) run.reloaded = run.page.waitForEvent("load");
    await call.continue();
  },
  "xstate.error.actor.login": (run) => run.login.drop(),
  "xstate.done.actor.fetchAccessCookie": (run) => run.reloaded as Promise<unknown>,
  // The server answers these at once.
  "xstate.done.actor.sendRecoveryCode": async () => {},
  "xstate.error.actor.validateResetCode": async () => {},
};

/** Beyond the meta: closed has no dialog; leaving has reloaded signed in; login's errors show once submitted. */
async function expectPage(run: Run, s: AnyMachineSnapshot) {
  const { page } = run;
  if (s.matches("closed")) return expect(page.getByRole("dialog")).toHaveCount(0);
  if (s.matches("leaving")) {
    await openMenuIfFolded(page);
    return expect(page.getByTestId("account-toggle")).toContainText(run.account.email);
  }
}

const label = (path: MachinePath) =>
  path.steps
    .map(({ event }) => {
      if (event.type === "edit") return `${(event as unknown as { field: string }).field}`;
      if (event.type.startsWith("xstate.error.")) return `${event.type.slice(19)} refused`;
      if (event.type.startsWith("xstate.done.")) return `${event.type.slice(18)} answered`;
      return event.type;
    })
    .join(" → ");

let account: Promise<TestAccount> | null = null;

test.describe("sign-in: the statechart's paths in the browser", () => {
  test("the paths reach the states the header names", () => {
    const c = recordBrowserCoverage(signInMachine, [{ input: INPUT, paths: PATHS }]);
    console.log(`signIn in the browser: ${PATHS.length} paths; states ${c.states.covered.length}/${c.states.total.length}, transitions ${c.transitions.covered.length}/${c.transitions.total.length}`);
    for (const s of ["signIn.closed", "signIn.login.submitting", "signIn.login.fetchingAccess", "signIn.leaving", "signIn.registration.editing", "signIn.recovery.sending", "signIn.resetCode.wrongCode"]) {
      expect(c.states.covered).toContain(s);
    }
  });

  for (const [i, path] of PATHS.entries()) {
    test(`path ${i + 1}: ${label(path)}`, async ({ page, request }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      test.setTimeout(60_000);
      const errors = collectErrors(page);
      account ??= verifiedAccount(request, "signin-replay");
      const run: Run = { page, account: await account, login: await holdCalls(page, "**/auth/api/login"), reloaded: null };
      await page.goto("/");
      await replayInBrowser(run, path, {
        actions: ACTIONS,
        // Waiting for the server's answer the page may already have moved on.
        passing: (s) => s.matches({ login: "fetchingAccess" }) || s.matches({ recovery: "sending" }) || s.matches({ resetCode: "verifying" }),
        expectState: expectPage,
      });
      // The refused password and code, the dropped login: the test's own; anything else is a fault.
      expect(errors.filter((m) => !/ERR_CONNECTION_RESET|Failed to load resource|401|422|400/.test(m))).toEqual([]);
    });
  }
});
