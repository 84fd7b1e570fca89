import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { call } from "../api/client.ts";
import { ClientOnly } from "../app/ClientOnly.tsx";
import { AccountContext, STARTING } from "./account-context.ts";
import type { Account, SessionRef, SessionView, SignInRequest } from "./account-context.ts";
import { clearAutoLogout, expireAccessToken } from "./cookies.ts";

// The session machine starts right after the first render; the sign-in flow (its machine, the
// forms and the zod rules) loads when someone asks for it.
const SessionRunner = lazy(() => import("./SessionRunner.tsx").then((m) => ({ default: m.SessionRunner })));
const SignInLayer = lazy(() => import("./SignInLayer.tsx").then((m) => ({ default: m.SignInLayer })));

interface Pending {
  request: SignInRequest;
  /** Tells a repeated request from the one already handled. */
  serial: number;
}

/** The account for the whole app: the session, its view, and the sign-in flow on demand. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionRef | null>(null);
  const [view, setView] = useState<SessionView>(STARTING);
  const [pending, setPending] = useState<Pending | null>(null);

  const requestSignIn = useCallback((request: SignInRequest) => setPending((p) => ({ request, serial: (p?.serial ?? 0) + 1 })), []);
  const onAutoLogout = useCallback(() => requestSignIn("autoLogout"), [requestSignIn]);

  const account = useMemo<Account>(
    () => ({
      session,
      view,
      requestSignIn,
      logout: async () => {
        await call("authLogout").catch(() => undefined);
        // The flag goes first, so the token's disappearance is a sign-out, not an auto-logout.
        clearAutoLogout();
        expireAccessToken();
        session?.send({ type: "unauthorized" });
      },
    }),
    [session, view, requestSignIn],
  );

  return (
    <AccountContext.Provider value={account}>
      {children}
      {/* The session lives in the browser's cookies: the server renders the page as it is before it starts. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <SessionRunner onSession={setSession} onView={setView} onAutoLogout={onAutoLogout} />
        </Suspense>
      </ClientOnly>
      {pending && (
        <Suspense fallback={null}>
          <SignInLayer request={pending.request} serial={pending.serial} onClosed={() => setPending(null)} />
        </Suspense>
      )}
    </AccountContext.Provider>
  );
}
