import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { call } from "../api/client.ts";
import { ClientOnly } from "../app/ClientOnly.tsx";
import { SERVER_STATE_ID } from "../app/server-state.ts";
import { AccountContext, connectSignInRequests, session, SIGNED_OUT } from "./account-context.ts";
import type { AccountActions, SessionRef, SessionView, SignInRequest } from "./account-context.ts";
import { clearAutoLogout, expireAccessToken, hasSignInTrace } from "./cookies.ts";

// The session machine starts right after the first render; the sign-in flow (its machine, the
// forms and the zod rules) loads when someone asks for it.
const SessionRunner = lazy(() => import("./SessionRunner.tsx").then((m) => ({ default: m.SessionRunner })));
const SignInLayer = lazy(() => import("./SignInLayer.tsx").then((m) => ({ default: m.SignInLayer })));

/**
 * Whether this browser may be signed in, so the session must be asked. The session cookie is
 * HttpOnly, so the auth service sets a readable mark beside it; a token or the auto-logout mark
 * another section of the site left counts too. A page the browser renders itself (no server state)
 * always asks. A newcomer is signed out without a call, the session's code and the contract's
 * schemas: none of them is downloaded until they sign in.
 */
function mayBeSignedIn(): boolean {
  if (!document.getElementById(SERVER_STATE_ID)) return true;
  return hasSignInTrace();
}
const never = () => () => undefined;
// Once the page has a session it keeps it for its life: a sign-out clears the mark, and the
// session must stay to hear the next sign-in.
let sessionStarted = false;
const sessionWanted = () => (sessionStarted ||= mayBeSignedIn());

interface Pending {
  request: SignInRequest;
  /** Tells a repeated request from the one already handled. */
  serial: number;
}

/** The account for the whole app: the session, its view, and the sign-in flow on demand. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const sessionNeeded = useSyncExternalStore(never, sessionWanted, () => false);
  // After hydration a newcomer is signed out without asking (the server rendered the session starting).
  useEffect(() => {
    if (!mayBeSignedIn()) session.set({ view: SIGNED_OUT });
  }, []);
  const onSession = useCallback((ref: SessionRef | null) => session.set({ session: ref }), []);
  const onView = useCallback((view: SessionView) => session.set({ view }), []);

  // Asking to sign in starts the session too: the flow reports the new sign-in to it.
  const [asked, setAsked] = useState(false);
  const requestSignIn = useCallback((request: SignInRequest) => {
    setAsked(true);
    setPending((p) => ({ request, serial: (p?.serial ?? 0) + 1 }));
  }, []);
  useEffect(() => connectSignInRequests(requestSignIn), [requestSignIn]);
  const onAutoLogout = useCallback(() => requestSignIn("autoLogout"), [requestSignIn]);

  const actions = useMemo<AccountActions>(
    () => ({
      requestSignIn,
      logout: async () => {
        await call("authLogout").catch(() => undefined);
        // The flag goes first, so the token's disappearance is a sign-out, not an auto-logout.
        clearAutoLogout();
        expireAccessToken();
        session.session()?.send({ type: "unauthorized" });
      },
    }),
    [requestSignIn],
  );

  return (
    <AccountContext.Provider value={actions}>
      {children}
      {/* The session lives in the browser's cookies: the server renders the page as it is before it starts. */}
      {(sessionNeeded || asked) && (
        <ClientOnly>
          <Suspense fallback={null}>
            <SessionRunner onSession={onSession} onView={onView} onAutoLogout={onAutoLogout} />
          </Suspense>
        </ClientOnly>
      )}
      {pending && (
        <Suspense fallback={null}>
          <SignInLayer request={pending.request} serial={pending.serial} onClosed={() => setPending(null)} />
        </Suspense>
      )}
    </AccountContext.Provider>
  );
}
