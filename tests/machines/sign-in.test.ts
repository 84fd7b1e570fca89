import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { RESEND_TICK_MS } from "../../machines/resend-countdown/resend-countdown.machine.ts";
import {
  emptyForm,
  loginErrors,
  newPasswordErrors,
  recoveryErrors,
  registrationErrors,
  signInMachine,
} from "../../machines/sign-in/sign-in.machine.ts";
import type { LoginAnswer, LoginPayload, PageContext, SignInContext, SignInInput } from "../../machines/sign-in/sign-in.machine.ts";
import { replayRunsCovering } from "../support/coverage-report.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

const OK: LoginAnswer = { status: 200, data: { access_token: "tok", expire_in: 3600, is_2fa_enabled: false, email_is_verified: true } };
const TWO_FACTOR: LoginAnswer = { status: 200, data: { is_2fa_enabled: true, email_is_verified: true } };
const PARTIAL: LoginAnswer = { status: 206, data: { email_is_verified: false }, message: "verify" };
const UNVERIFIED: LoginAnswer = { status: 200, data: { email_is_verified: false }, message: "verify" };
const INVALID: LoginAnswer = { status: 422, message: "invalid" };
const WRONG: LoginAnswer = { status: 401, message: "Неверный логин или пароль" };
const WRONG_2FA: LoginAnswer = { status: 403, message: "wrong code" };

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

/** Every call pending (the path runner answers for them); side effects recorded. */
function pathModel(log: string[] = []) {
  return signInMachine.provide({
    actors: {
      login: never<LoginAnswer>() as never,
      fetchAccessCookie: never() as never,
      register: never() as never,
      verifyEmailCode: never() as never,
      resendEmailCode: never() as never,
      sendRecoveryCode: never() as never,
      validateResetCode: never() as never,
      resetPassword: never() as never,
    },
    actions: recordingActions(log),
  });
}

function recordingActions(log: string[]) {
  return {
    toastValidationError: () => void log.push("toast error.validation"),
    toastServerMessage: ({ event }: { event: object }) => void log.push(`toast ${(event as { output?: LoginAnswer }).output?.message}`),
    toastError: ({ event }: { event: object }) => void log.push(`toast ${((event as { error?: unknown }).error as Error | undefined)?.message}`),
    toastLoginSuccess: () => void log.push("toast login.successfully"),
    redirectToCompany: (_: unknown, page: PageContext) => void log.push(`go pk /company/${page.companyId}`),
    redirectToPkSite: (_: unknown, page: PageContext) => void log.push(`go pk /${page.companyId}`),
    redirectToQuery: (_: unknown, page: PageContext) => void log.push(`go ${page.redirect}`),
    reload: () => void log.push("reload"),
  };
}

/** Calls answered by `answers` (a function per call; absent = pending), every call logged. */
function withCalls(log: string[], answers: Partial<Record<string, (input: never) => unknown>>) {
  const call = (name: string) =>
    fromPromise<unknown, unknown>(async ({ input }) => {
      log.push(`${name} ${JSON.stringify(input ?? null)}`);
      const answer = answers[name];
      if (!answer) return new Promise(() => {});
      return answer(input as never);
    });
  return signInMachine.provide({
    actors: {
      login: call("login") as never,
      fetchAccessCookie: call("fetchAccessCookie") as never,
      register: call("register") as never,
      verifyEmailCode: call("verifyEmailCode") as never,
      resendEmailCode: call("resendEmailCode") as never,
      sendRecoveryCode: call("sendRecoveryCode") as never,
      validateResetCode: call("validateResetCode") as never,
      resetPassword: call("resetPassword") as never,
    },
    actions: recordingActions(log),
  });
}

// ---- event samples ---------------------------------------------------------------------------

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ output, actorId: id }));

const EVENTS: EventSamples = {
  "open.login": [{}],
  "open.registration": [{}],
  "open.autoLogout": [{}],
  close: [{}],
  cancel: [{}],
  submit: [{}],
  toRegistration: [{}],
  toRecovery: [{}],
  toLogin: [{}],
  resend: [{}],
  edit: [
    { field: "username", value: " A@B.KZ " },
    { field: "password", value: "Secret123" },
  ],
  "code.entered": [{ code: "123456" }],
  "xstate.done.actor.login": done("login", [OK, TWO_FACTOR, PARTIAL, UNVERIFIED, INVALID, WRONG]),
  "xstate.done.actor.loginTwoFactor": done("loginTwoFactor", [OK, WRONG_2FA, WRONG]),
  "xstate.done.actor.reLogin": done("reLogin", [OK, WRONG]),
  "xstate.done.actor.validateResetCode": done("validateResetCode", [{ token: "reset-token" }]),
};

const onlyWhileRunning =
  (invokeId: string) =>
  ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
  };
const REPLAY = Object.fromEntries(
  ["login", "loginTwoFactor", "reLogin", "validateResetCode"].map((id) => [`xstate.done.actor.${id}`, onlyWhileRunning(id)]),
);

/** What the guards read: which fields pass their checks (every modal change clears the form). */
function projection(c: SignInContext) {
  const f = c.form;
  return {
    u: !loginErrors(f).username,
    p: !loginErrors(f).password,
    e: !recoveryErrors(f).email,
    c: !newPasswordErrors(f).passwordConfirmation,
    a: f.agreement,
    showErrors: c.showErrors,
  };
}

/**
 * The fields of the registration, recovery and new-password forms. Each run edits one group of
 * fields only, so the graph stays small (every modal change clears the form anyway).
 */
const OTHER_FORMS_EVENTS: EventSamples = {
  ...EVENTS,
  edit: [
    { field: "email", value: "a@b.kz" },
    { field: "password", value: "Secret123" },
    { field: "passwordConfirmation", value: "Secret123" },
    { field: "agreement", value: true },
  ],
};

describe("sign-in: generated paths", () => {
  it("replays every path on every kind of page and covers every state and transition", () => {
    const runs: { input: SignInInput; events: EventSamples }[] = [
      { input: {}, events: EVENTS },
      { input: {}, events: OTHER_FORMS_EVENTS },
      { input: { page: { companyId: "42" } }, events: EVENTS },
      { input: { page: { redirect: "/ved/importers" } }, events: EVENTS },
    ];
    replayRunsCovering(runs.map(({ input, events }) => ({ machine: pathModel(), input, events, replay: REPLAY, context: projection })));
    // 5,401 paths: 8 s on a quiet 2-core machine, past vitest's 30 s default beside a loaded one.
  }, 120_000);
});

// ---- targeted assertions ---------------------------------------------------------------------

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: SignInInput, answers: Parameters<typeof withCalls>[1] = {}) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(withCalls(log, answers), { input, clock });
  actor.start();
  const fill = (values: Record<string, string | boolean>): void => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: "edit", field: field as never, value });
  };
  return { actor, log, clock, fill };
}

const answer = (a: LoginAnswer) => () => a;
const fail = (message: string) => () => {
  throw new Error(message);
};

describe("login (spec §4, §5, §8)", () => {
  it("shows validation errors only after the first submit", () => {
    const { actor, log } = start({});
    actor.send({ type: "open.login" });
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    expect(loginErrors(emptyForm())).toEqual({ username: "error.required", password: "error.required" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toEqual({ login: "editing" });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: "edit", field: "username", value: "not-an-email" });
    expect(loginErrors(actor.getSnapshot().context.form).username).toBe("error.email");
    expect(log).toEqual([]);
  });

  it('sends the username trimmed and lower-cased: " A@B.KZ " as "a@b.kz"', async () => {
    const { actor, log, fill } = start({}, { login: answer(OK), fetchAccessCookie: () => ({}) });
    actor.send({ type: "open.login" });
    fill({ username: " A@B.KZ ", password: "Secret123" });
    actor.send({ type: "submit" });
    await flush();
    expect(log[0]).toBe('login {"username":"a@b.kz","password":"Secret123","remember":false}');
  });

  it("after login: company basic-info page → pk /company/{id}; else the redirect parameter; else reload", async () => {
    const cases: [SignInInput, string][] = [
      [{ page: { companyId: "42", redirect: "/x" } }, "go pk /company/42"],
      [{ page: { redirect: "/ved/importers" } }, "go /ved/importers"],
      [{}, "reload"],
    ];
    for (const [input, expected] of cases) {
      const { actor, log, fill } = start(input, { login: answer(OK), fetchAccessCookie: () => ({}) });
      actor.send({ type: "open.login" });
      fill({ username: "a@b.kz", password: "x" });
      actor.send({ type: "submit" });
      await flush();
      await flush();
      expect(log.slice(1)).toEqual(["fetchAccessCookie null", "toast login.successfully", expected]);
      expect(actor.getSnapshot().value).toBe("leaving");
    }
  });

  it("422 toasts error.validation, another failure toasts the server message, the modal stays", async () => {
    for (const [a, toast] of [
      [INVALID, "toast error.validation"],
      [WRONG, `toast ${WRONG.message}`],
    ] as const) {
      const { actor, log, fill } = start({}, { login: answer(a) });
      actor.send({ type: "open.login" });
      fill({ username: "a@b.kz", password: "x" });
      actor.send({ type: "submit" });
      await flush();
      expect(log.at(-1)).toBe(toast);
      expect(actor.getSnapshot().value).toEqual({ login: "editing" });
    }
  });

  it("206 or an unverified e-mail opens the confirm-account code and resends the code", async () => {
    for (const a of [PARTIAL, UNVERIFIED]) {
      const { actor, log, fill } = start({}, { login: answer(a), resendEmailCode: () => ({}) });
      actor.send({ type: "open.login" });
      fill({ username: "A@b.kz", password: "x" });
      actor.send({ type: "submit" });
      await flush();
      expect(log[1]).toBe('resendEmailCode {"email":"a@b.kz"}');
      await flush();
      expect(actor.getSnapshot().value).toEqual({ confirmCode: "entering" });
    }
  });

  it("register and forgot-password close login and open their modals", () => {
    const { actor } = start({});
    actor.send({ type: "open.login" });
    actor.send({ type: "toRegistration" });
    expect(actor.getSnapshot().value).toEqual({ registration: "editing" });
    actor.send({ type: "toLogin" });
    actor.send({ type: "toRecovery" });
    expect(actor.getSnapshot().value).toEqual({ recovery: "editing" });
  });
});

describe("two-factor (spec §4, §8)", () => {
  it("403 marks the code wrong; success toasts and goes to the company page or reloads", async () => {
    for (const [input, expected] of [
      [{ page: { companyId: "7" } }, "go pk /company/7"],
      [{ page: { redirect: "/ignored" } }, "reload"],
    ] as const) {
      const codes: string[] = [];
      const { actor, log, fill } = start(input, {
        login: (payload: LoginPayload) => {
          if (!payload["2fa_code"]) return TWO_FACTOR;
          codes.push(payload["2fa_code"]);
          return payload["2fa_code"] === "654321" ? OK : WRONG_2FA;
        },
      });
      actor.send({ type: "open.login" });
      fill({ username: "a@b.kz", password: "pw" });
      actor.send({ type: "submit" });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ twoFactor: "entering" });
      actor.send({ type: "code.entered", code: "111111" });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ twoFactor: "wrongCode" });
      actor.send({ type: "code.entered", code: "654321" });
      await flush();
      expect(codes).toEqual(["111111", "654321"]);
      expect(log).toContain('login {"username":"a@b.kz","password":"pw","2fa_code":"654321"}');
      expect(log.slice(-2)).toEqual(["toast login.successfully", expected]);
    }
  });
});

describe("registration and confirm-account (spec §2, §4, §5)", () => {
  const strong = { email: "new@b.kz", password: "Secret123", passwordConfirmation: "Secret123" };

  it("does nothing without the agreement; keeps redirect_url from the url parameter", async () => {
    const { actor, log, fill } = start({ page: { url: "https://ved.example.kz/x" } }, { register: () => ({}) });
    actor.send({ type: "open.registration" });
    fill(strong);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toEqual({ registration: "editing" });
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    fill({ agreement: true });
    actor.send({ type: "submit" });
    await flush();
    expect(log[0]).toBe(
      'register {"email":"new@b.kz","password":"Secret123","password_confirmation":"Secret123","redirect_url":"https://ved.example.kz/x"}',
    );
    expect(actor.getSnapshot().value).toEqual({ confirmCode: "entering" });
    expect(actor.getSnapshot().context).toMatchObject({ email: "new@b.kz", password: "Secret123", form: emptyForm() });
  });

  it("checks the password rules and the confirmation", () => {
    const form = { ...emptyForm(), ...strong, passwordConfirmation: "Secret124", agreement: true };
    expect(registrationErrors(form)).toEqual({ passwordConfirmation: "error.sameAs" });
    expect(registrationErrors({ ...form, password: "secret12" }).password).toBe("error.low_security");
    expect(newPasswordErrors({ ...form, password: "Short1", passwordConfirmation: "Short1" })).toEqual({
      password: "error.low_security",
      passwordConfirmation: "error.low_security",
    });
  });

  it("closing resets every field and the agreement tick", () => {
    const { actor, fill } = start({});
    actor.send({ type: "open.registration" });
    fill({ ...strong, agreement: true });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().context.form).toEqual(emptyForm());
  });

  it("wrong code marks the cells; the right one logs in again and opens confirm-successful; closing reloads or goes to pk /{id}", async () => {
    for (const [input, expected] of [
      [{}, "reload"],
      [{ page: { companyId: "9" } }, "go pk /9"],
    ] as const) {
      const { actor, log, fill } = start(input, {
        register: () => ({}),
        verifyEmailCode: (q: { otp_code: string }) => {
          if (q.otp_code !== "123456") throw new Error("wrong");
          return {};
        },
        login: answer(OK),
      });
      actor.send({ type: "open.registration" });
      fill({ ...strong, agreement: true });
      actor.send({ type: "submit" });
      await flush();
      actor.send({ type: "code.entered", code: "000000" });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ confirmCode: "wrongCode" });
      actor.send({ type: "code.entered", code: "123456" });
      await flush();
      await flush();
      expect(log).toContain('login {"username":"new@b.kz","password":"Secret123"}');
      expect(actor.getSnapshot().value).toBe("confirmSuccessful");
      actor.send({ type: "close" });
      expect(log.at(-1)).toBe(expected);
    }
  });

  it("resend appears after 60 s; pressing it resends the code and restarts the countdown", async () => {
    const { actor, log, clock, fill } = start({}, { register: () => ({}), resendEmailCode: () => ({}) });
    actor.send({ type: "open.registration" });
    fill({ ...strong, agreement: true });
    actor.send({ type: "submit" });
    await flush();
    const countdown = () => actor.getSnapshot().children.countdown?.getSnapshot() as { value: string; context: { secondsLeft: number } };
    for (let i = 0; i < 60; i++) clock.increment(RESEND_TICK_MS);
    expect(countdown().value).toBe("ready");
    actor.send({ type: "resend" });
    expect(countdown().value).toBe("counting");
    expect(countdown().context.secondsLeft).toBe(60);
    await flush();
    expect(log.at(-1)).toBe('resendEmailCode {"email":"new@b.kz"}');
    expect(actor.getSnapshot().value).toEqual({ confirmCode: "entering" });
  });
});

describe("recovery (spec §4, §8)", () => {
  it("recovery → reset code → new password → password-successful", async () => {
    const { actor, log, fill } = start(
      {},
      {
        sendRecoveryCode: () => ({}),
        validateResetCode: (b: { otp: string }) => {
          if (b.otp !== "222222") throw new Error("any failure");
          return { token: "reset-token" };
        },
        resetPassword: () => ({}),
      },
    );
    actor.send({ type: "open.login" });
    actor.send({ type: "toRecovery" });
    fill({ email: " Me@B.kz" });
    actor.send({ type: "submit" });
    await flush();
    expect(log[0]).toBe('sendRecoveryCode {"email":"me@b.kz"}');
    expect(actor.getSnapshot().value).toEqual({ resetCode: "entering" });
    actor.send({ type: "code.entered", code: "111111" });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ resetCode: "wrongCode" });
    actor.send({ type: "code.entered", code: "222222" });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ newPassword: "editing" });
    expect(actor.getSnapshot().context).toMatchObject({ token: "reset-token", otp: "222222" });
    fill({ password: "Secret123", passwordConfirmation: "Secret123" });
    actor.send({ type: "submit" });
    await flush();
    expect(log.at(-1)).toBe(
      'resetPassword {"token":"reset-token","email":"me@b.kz","password":"Secret123","password_confirmation":"Secret123"}',
    );
    expect(actor.getSnapshot().value).toBe("passwordSuccessful");
  });

  it("cancel returns to login; closing clears the e-mail; a failed request toasts its message", async () => {
    const { actor, log, fill } = start({}, { sendRecoveryCode: fail("Пользователь не найден") });
    actor.send({ type: "open.login" });
    actor.send({ type: "toRecovery" });
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toEqual({ login: "editing" });
    actor.send({ type: "toRecovery" });
    fill({ email: "a@b.kz" });
    actor.send({ type: "submit" });
    await flush();
    expect(log.at(-1)).toBe("toast Пользователь не найден");
    actor.send({ type: "close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.form.email).toBe("");
    expect(actor.getSnapshot().context.email).toBeNull();
  });
});

describe("auto-logout", () => {
  it("opens from the session; login opens the login modal", () => {
    const { actor } = start({});
    actor.send({ type: "open.autoLogout" });
    expect(actor.getSnapshot().value).toBe("autoLogout");
    actor.send({ type: "toLogin" });
    expect(actor.getSnapshot().value).toEqual({ login: "editing" });
  });
});
