import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import { inspect } from "../inspect.ts";
import type { SignInRequest } from "./account-context.ts";
import { readRememberedUsername } from "./cookies.ts";
import { AccountModals } from "./modals/AccountModals.tsx";
import { companyIdOf } from "./redirects.ts";
import { SignInContext } from "./sign-in-context.ts";
import { liveSignIn } from "./sign-in-host.ts";

const OPEN_EVENT = {
  login: "open.login",
  registration: "open.registration",
  autoLogout: "open.autoLogout",
} as const satisfies Record<SignInRequest, string>;

/** The page the flow was opened on: the redirect rules of spec §2 depend on it. */
function currentPage() {
  const query = new URLSearchParams(window.location.search);
  return { companyId: companyIdOf(window.location.pathname), redirect: query.get("redirect"), url: query.get("url") };
}

/**
 * Runs one sign-in flow from the request that opened it until its modals close again; the
 * next request starts a fresh flow with the page as it is then.
 */
export function SignInLayer({ request, serial, onClosed }: { request: SignInRequest; serial: number; onClosed: () => void }) {
  const signIn = useActorRef(liveSignIn, { input: { page: currentPage() }, inspect });
  const whenClosed = useRef(onClosed);
  useEffect(() => {
    whenClosed.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    signIn.send({ type: OPEN_EVENT[request] });
    if (request === "login") signIn.send({ type: "edit", field: "username", value: readRememberedUsername() });
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
