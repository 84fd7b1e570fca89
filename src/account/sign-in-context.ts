import { createContext, useContext } from "react";
import type { SignInRef } from "../flows/sign-in/live.ts";

export type { SignInRef };

export const SignInContext = createContext<SignInRef | null>(null);

/** The running sign-in flow: the account modals read its state and send it events. */
export function useSignIn(): SignInRef {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error("useSignIn outside <SignInLayer>");
  return signIn;
}
