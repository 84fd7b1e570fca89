import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { inspect } from "../inspect.ts";
import { liveSignIn, openRequested, signInInput } from "../flows/sign-in/live.ts";
import type { SignInRequest } from "./account-context.ts";
import { AccountModals } from "./modals/AccountModals.tsx";
import { SignInContext } from "./sign-in-context.ts";

/**
 * Runs one sign-in flow from the request that opened it until its modals close again; the
 * next request starts a fresh flow with the page as it is then.
 */
export function SignInLayer({ request, serial, onClosed }: { request: SignInRequest; serial: number; onClosed: () => void }) {
  const signIn = useActorRef(liveSignIn, { input: signInInput(), inspect });
  const whenClosed = useRef(onClosed);
  useEffect(() => {
    whenClosed.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    openRequested(signIn, request);
    // Subscribed after the open event, so only a return to `closed` ends the flow.
    const sub = signIn.subscribe((s) => {
      if (s.matches("closed")) whenClosed.current();
    });
    return () => sub.unsubscribe();
  }, [signIn, request, serial]);

  return (
    <SignInContext.Provider value={signIn}>
      <AccountModals />
    </SignInContext.Provider>
  );
}
