import { waitFor } from "xstate";
import type { SnapshotFrom } from "xstate";
import type { SignInRef } from "../sign-in-context.ts";

type SignInSnapshot = SnapshotFrom<SignInRef>;

/** The three modals that take a one-time code. */
export type CodeModal = "confirmCode" | "twoFactor" | "resetCode";

/** The flow is still working on a code (or on a resend) in this modal. */
const BUSY: Record<CodeModal, (s: SignInSnapshot) => boolean> = {
  confirmCode: (s) => s.matches({ confirmCode: "verifying" }) || s.matches({ confirmCode: "loggingIn" }) || s.matches({ confirmCode: "resending" }),
  twoFactor: (s) => s.matches({ twoFactor: "verifying" }),
  resetCode: (s) => s.matches({ resetCode: "verifying" }) || s.matches({ resetCode: "resending" }),
};

const STILL_HERE: Record<CodeModal, (s: SignInSnapshot) => boolean> = {
  confirmCode: (s) => s.matches("confirmCode"),
  twoFactor: (s) => s.matches("twoFactor"),
  resetCode: (s) => s.matches("resetCode"),
};

/**
 * The `submit` of a code modal's <CodeEntry>: hands the code to the sign-in flow and settles
 * when the flow has answered. It resolves when the flow moved on to the next step, and rejects
 * (the cells show error.otp) when the flow stays in this modal: a wrong code, or a failure
 * after which the code must be entered again. A resend still under way is waited for first,
 * since the flow takes no code meanwhile.
 */
export function codeSubmitter(signIn: SignInRef, modal: CodeModal): (code: string) => Promise<void> {
  const busy = BUSY[modal];
  const stillHere = STILL_HERE[modal];
  return async (code) => {
    await waitFor(signIn, (s) => !busy(s));
    signIn.send({ type: "code.entered", code });
    const settled = await waitFor(signIn, (s) => !busy(s));
    if (stillHere(settled)) throw new Error("code not accepted");
  };
}
