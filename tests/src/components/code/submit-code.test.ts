import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { signInMachine } from "../../../../machines/sign-in/sign-in.machine.ts";
import type { LoginAnswer, LoginPayload } from "../../../../machines/sign-in/sign-in.machine.ts";
import { codeSubmitter } from "../../../../src/components/code/submit-code.ts";
import type { SignInRef } from "../../../../src/account/sign-in-context.ts";

const GOOD = "111111";

/** A sign-in flow whose calls answer at once: the two-factor code GOOD passes, others are 403. */
function flow(options: { verify?: (otp: string) => Promise<unknown>; resend?: () => Promise<unknown> } = {}) {
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, LoginPayload>(async ({ input }) => {
        if (input["2fa_code"] === undefined) return { status: 200, data: { is_2fa_enabled: true, email_is_verified: true } };
        return input["2fa_code"] === GOOD ? { status: 200, data: { email_is_verified: true } } : { status: 403, message: "wrong" };
      }),
      fetchAccessCookie: fromPromise<unknown, void>(async () => undefined),
      register: fromPromise<unknown, { email: string; password: string; password_confirmation: string; redirect_url: string | null }>(async () => undefined),
      verifyEmailCode: fromPromise<unknown, { email: string; otp_code: string }>(({ input }) =>
        (options.verify ?? (async (otp: string) => (otp === GOOD ? undefined : Promise.reject(new Error("wrong")))))(input.otp_code),
      ),
      resendEmailCode: fromPromise<unknown, { email: string }>(() => (options.resend ?? (async () => undefined))()),
    },
  });
  return createActor(machine, { input: {} }).start() as unknown as SignInRef;
}

async function toTwoFactor(signIn: SignInRef) {
  signIn.send({ type: "open.login" });
  signIn.send({ type: "edit", field: "username", value: "a@b.kz" });
  signIn.send({ type: "edit", field: "password", value: "Secret123" });
  signIn.send({ type: "submit" });
  await new Promise((r) => setTimeout(r, 0));
  expect(signIn.getSnapshot().matches("twoFactor")).toBe(true);
}

describe("codeSubmitter (the CodeEntry glue of the code modals)", () => {
  it("rejects a wrong two-factor code, so the cells show error.otp, and resolves once the flow moves on", async () => {
    const signIn = flow();
    await toTwoFactor(signIn);
    const submit = codeSubmitter(signIn, "awaitsCode");
    await expect(submit("000000")).rejects.toThrow();
    expect(signIn.getSnapshot().matches({ twoFactor: "wrongCode" })).toBe(true);
    await expect(submit(GOOD)).resolves.toBeUndefined();
    expect(signIn.getSnapshot().matches("leaving")).toBe(true);
  });

  it("waits for a resend under way before handing the confirm-account code over", async () => {
    let finishResend = () => {};
    const signIn = flow({ resend: () => new Promise<void>((resolve) => (finishResend = resolve)) });
    // Registration opens the confirm-account modal; a resend is then under way.
    signIn.send({ type: "open.registration" });
    signIn.send({ type: "edit", field: "email", value: "a@b.kz" });
    signIn.send({ type: "edit", field: "password", value: "Secret123" });
    signIn.send({ type: "edit", field: "passwordConfirmation", value: "Secret123" });
    signIn.send({ type: "edit", field: "agreement", value: true });
    signIn.send({ type: "submit" });
    await new Promise((r) => setTimeout(r, 0));
    expect(signIn.getSnapshot().matches({ confirmCode: "entering" })).toBe(true);
    signIn.send({ type: "resend" });
    expect(signIn.getSnapshot().matches({ confirmCode: "resending" })).toBe(true);
    const submitted = codeSubmitter(signIn, "awaitsCode")("000000");
    await new Promise((r) => setTimeout(r, 0));
    expect(signIn.getSnapshot().matches({ confirmCode: "resending" })).toBe(true);
    finishResend();
    await expect(submitted).rejects.toThrow();
    expect(signIn.getSnapshot().matches({ confirmCode: "wrongCode" })).toBe(true);
  });
});
