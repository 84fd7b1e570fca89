import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import { SCENARIOS } from "../support/sign-in-scenarios.ts";
import type { Scenario, Step } from "../support/sign-in-scenarios.ts";
import { nextTotp, registerAccount, twoFactorAccount, verifiedAccount } from "./accounts.ts";
import type { TestAccount } from "./accounts.ts";
import { freshEmail, mailCount, nextCode } from "./mail.ts";
import { LOCALES, localePath } from "../../core/routes.ts";
import type { Locale } from "../../core/routes.ts";
import { collectErrors, openMenuIfFolded } from "./ui-helpers.ts";

/**
 * The sign-in paths of the statechart (tests/support/sign-in-scenarios.ts, checked against the
 * machine by the unit tests) driven through the real UI against the real server: every event
 * is a click or keystroke, every invoke result is the server's real answer, every code comes
 * from a mail received over SMTP, and after each step the page must show the state's modal.
 */

const MODAL: Record<string, string> = {
  login: "modal-login",
  twoFactor: "modal-two-factor",
  registration: "modal-registration",
  confirmCode: "modal-confirm-code",
  confirmSuccessful: "modal-confirm-successful",
  recovery: "modal-recovery",
  resetCode: "modal-reset-code",
  newPassword: "modal-new-password",
  passwordSuccessful: "modal-password-successful",
  autoLogout: "modal-auto-logout",
};
const FIELD: Record<string, string> = {
  "login.username": "login-username",
  "login.password": "login-password",
  "login.remember": "login-remember",
  "registration.email": "register-email",
  "registration.password": "register-password",
  "registration.passwordConfirmation": "register-confirmation",
  "registration.agreement": "register-agreement",
  "recovery.email": "recovery-email",
  "newPassword.password": "newpassword-password",
  "newPassword.passwordConfirmation": "newpassword-confirmation",
};
const SUBMIT: Record<string, string> = {
  login: "login-submit",
  registration: "register-submit",
  recovery: "recovery-submit",
  newPassword: "newpassword-submit",
};
const CODE: Record<string, string> = { twoFactor: "twofactor-code", confirmCode: "confirm-code", resetCode: "reset-code" };
const BUTTON: Record<string, string> = {
  "toRegistration.login": "login-register",
  "toRecovery.login": "login-forgot",
  "toLogin.registration": "register-to-login",
  "toLogin.passwordSuccessful": "password-login",
  "toLogin.autoLogout": "autologout-login",
  "cancel.recovery": "recovery-cancel",
  "cancel.newPassword": "newpassword-cancel",
  "close.confirmSuccessful": "confirm-done",
  "close.autoLogout": "autologout-close",
  "resend.confirmCode": "confirm-resend",
  "resend.resetCode": "reset-resend",
};
/** Invoke results after which the server has mailed a code. */
const MAILS = new Set(["register", "resendEmailCode", "sendRecoveryCode"]);

/**
 * A wrong code that starts with the right code's first digit: typing the right one after it then
 * overwrites a selected "7" with "7", which a change handler would swallow.
 */
const wrong = (code: string) => `${code[0]}${String((Number(code.slice(1)) + 50_000) % 100_000).padStart(5, "0")}`;

interface Run {
  page: Page;
  account: TestAccount;
  newPassword: string;
  /** Mails the path has caused so far (counted from `base`). */
  mails: number;
  base: number;
  modal: string;
  locale: Locale;
  /** Where to save a screenshot of each modal (SCREENSHOTS=dir), for people to look at. */
  screens: string | null;
}

async function accountFor(scenario: Scenario, request: Parameters<Parameters<typeof test>[2]>[0]["request"]): Promise<TestAccount> {
  const label = scenario.account;
  if (scenario.account === "none") return { email: freshEmail("new"), password: "Tamozhnya2026" };
  if (scenario.account === "unverified") return registerAccount(request, label);
  if (scenario.account === "twoFactor") return twoFactorAccount(request, label);
  return verifiedAccount(request, label);
}

function value(run: Run, raw: string | boolean): string | boolean {
  if (raw === "$email") return run.account.email;
  if (raw === "$password") return run.account.password;
  if (raw === "$newPassword") return run.newPassword;
  return raw;
}

async function code(run: Run, which: "$code" | "$wrongCode" | "$totp"): Promise<string> {
  if (run.modal === "twoFactor") {
    const totp = nextTotp(run.account.secret ?? "");
    return which === "$wrongCode" ? wrong(totp) : totp;
  }
  const mailed = await nextCode(run.account.email, run.base + run.mails - 1);
  return which === "$wrongCode" ? wrong(mailed) : mailed;
}

async function drive(run: Run, step: Step): Promise<void> {
  const { page } = run;
  if ("done" in step || "error" in step) {
    if ("done" in step && MAILS.has(step.done)) run.mails += 1;
    return; // the server answers; the next state's check waits for it
  }
  const modal = page.getByTestId(MODAL[run.modal] ?? "none");
  switch (step.send) {
    case "open.login":
      await openMenuIfFolded(page);
      await page.getByTestId("account-login").click();
      return;
    case "open.autoLogout":
      // The token disappears (it expired, or another tab signed out) while autoLogout is set.
      await page.context().clearCookies({ name: "accessToken" });
      return;
    case "edit": {
      const field = modal.getByTestId(FIELD[`${run.modal}.${step.field}`] ?? "none");
      const v = value(run, step.value);
      if (typeof v === "boolean") await field.setChecked(v);
      else await field.fill(v);
      return;
    }
    case "submit":
      await modal.getByTestId(SUBMIT[run.modal] ?? "none").click();
      return;
    case "code.entered": {
      const digits = await code(run, step.code);
      const first = modal.getByTestId(`${CODE[run.modal]}-cell-0`);
      await first.click();
      await page.keyboard.type(digits);
      return;
    }
    case "resend":
      // The 60 s countdown runs on Playwright's clock; the button appears when it ends.
      await expect(modal.getByTestId(BUTTON[`resend.${run.modal}`] ?? "none")).toHaveCount(0);
      // Sixty ticks of one second, each fired in turn (fastForward would fire only the first).
      await page.clock.runFor(60_000);
      // The server's gap between two mails (1 s in this run) passes in real time, not on the page's clock.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await modal.getByTestId(BUTTON[`resend.${run.modal}`] ?? "none").click();
      return;
    default: {
      const id = BUTTON[`${step.send}.${run.modal}`] ?? "modal-close";
      await modal.getByTestId(id).click();
    }
  }
}

/** States that only wait for the server: the page may already have moved on when the test looks. */
const WAITING = new Set(["submitting", "fetchingAccess", "registering", "verifying", "loggingIn", "resending", "sending", "saving"]);

async function expectState(run: Run, state: string): Promise<void> {
  const { page } = run;
  const [top, sub] = state.split(".");
  if (sub && WAITING.has(sub)) return;
  if (top === "leaving") {
    // The page reloads (or redirects) and the session starts signed in.
    await openMenuIfFolded(page);
    await expect(page.getByTestId("account-toggle")).toContainText(run.account.email, { timeout: 15_000 });
    return;
  }
  if (top === "closed") {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    return;
  }
  const entered = run.modal !== top;
  run.modal = top ?? "";
  const modal = page.getByTestId(MODAL[run.modal] ?? "none");
  await expect(modal).toBeVisible();
  if (sub === "wrongCode") await expect(modal.getByTestId(`${CODE[run.modal]}-error`)).toBeVisible();
  if (entered) await lookAt(run, modal);
}

/** Every modal fits the screen and speaks the page's language (no message id shows through). */
async function lookAt(run: Run, modal: ReturnType<Page["getByTestId"]>): Promise<void> {
  await expect(modal).toHaveAttribute("role", "dialog");
  await expect(modal).toBeInViewport();
  const box = await modal.boundingBox();
  const width = run.page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, `${run.modal} fits ${width} px`).toBe(true);
  expect(await modal.innerText()).not.toMatch(/\b(account|auth|error|modal|code|form)\.[a-zA-Z.]+/);
  if (run.screens) {
    // Let the 300 ms fade-in finish before the picture.
    await run.page.waitForTimeout(350);
    const width = run.page.viewportSize()?.width ?? 0;
    await run.page.screenshot({ path: `${run.screens}/${run.modal}-${run.locale}-${width}.png` });
  }
}

async function signInThroughApi(page: Page, account: TestAccount): Promise<void> {
  const res = await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  expect(res.status()).toBe(200);
}

for (const locale of LOCALES) {
  for (const scenario of SCENARIOS) {
    test(`sign-in path (${locale}): ${scenario.name}`, async ({ page, request }, info) => {
      // The paths and their texts are the same at any width: the phone walks them once, in Russian,
      // through the folded menu; the three languages are walked at 1280 px.
      test.skip(info.project.name === "phone" && locale !== "ru", "walked in every language at 1280 px");
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const account = await accountFor(scenario, request);
      if (scenario.steps.some(([step]) => "send" in step && step.send === "resend")) await page.clock.install();
      if (scenario.account === "signedIn") {
        Object.assign(account, await verifiedAccount(request, "auto"));
        await signInThroughApi(page, account);
      }
      await page.goto(localePath(locale, "/"));
      if (scenario.account === "signedIn") {
        await openMenuIfFolded(page);
        await expect(page.getByTestId("account-toggle")).toContainText(account.email);
      }
      const run: Run = {
        page,
        account,
        newPassword: "Novyi2026Parol",
        mails: 0,
        base: mailCount(account.email),
        modal: "",
        locale,
        screens: process.env.SCREENSHOTS ?? null,
      };
      for (const [step, state] of scenario.steps) {
        await drive(run, step);
        await expectState(run, state);
      }
      // A 4xx is an expected answer to a wrong code; nothing else may fail.
      expect(errors.filter((e) => !/status of (401|403|422)/.test(e))).toEqual([]);
    });
  }
}

test("a 401 from any service resets the session", async ({ page, request }) => {
  const account = await verifiedAccount(request, "reset");
  await signInThroughApi(page, account);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  // The session ends on the server (another tab signed out); the next call with the bearer gets 401.
  expect((await page.request.get("/auth/api/logout")).status()).toBe(200);
  await page.getByTestId("twofactor-enable").click();
  await expect(page.getByTestId("profile-login")).toBeVisible();
  await openMenuIfFolded(page);
  await expect(page.getByTestId("account-login")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "accessToken")).toBeUndefined();
});
