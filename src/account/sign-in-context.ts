import { createContext, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { liveSignIn } from "./sign-in-host.ts";

export type SignInRef = ActorRefFrom<typeof liveSignIn>;

export const SignInContext = createContext<SignInRef | null>(null);

/** The running sign-in flow: the account modals read its state and send it events. */
export function useSignIn(): SignInRef {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error("useSignIn outside <SignInLayer>");
  return signIn;
}
