import { useActorRef } from "@xstate/react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { call, connectSession } from "../api/client.ts";
import { inspect } from "../inspect.ts";
import { AccountContext } from "./account-context.ts";
import type { Account, SignInRequest } from "./account-context.ts";
import { clearAutoLogout, expireAccessToken, readAccessToken, readAutoLogout } from "./cookies.ts";
import { liveSession } from "./session-host.ts";

// The sign-in flow (its machine, the forms and the zod rules) loads when someone asks for it.
const SignInLayer = lazy(() => import("./SignInLayer.tsx").then((m) => ({ default: m.SignInLayer })));

interface Pending {
  request: SignInRequest;
  /** Tells a repeated request from the one already handled. */
  serial: number;
}

/** Runs the session for the whole app and mounts the sign-in flow on demand. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const session = useActorRef(liveSession, { input: { storedToken: readAccessToken(), autoLogout: readAutoLogout() }, inspect });
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    connectSession({
      token: () => session.getSnapshot().context.token,
      unauthorized: () => session.send({ type: "unauthorized" }),
    });
    const opened = session.on("autoLogout.opened", () => setPending((p) => ({ request: "autoLogout", serial: (p?.serial ?? 0) + 1 })));
    return () => {
      opened.unsubscribe();
      connectSession({ token: () => null, unauthorized: () => undefined });
    };
  }, [session]);

  const account = useMemo<Account>(
    () => ({
      session,
      requestSignIn: (request) => setPending((p) => ({ request, serial: (p?.serial ?? 0) + 1 })),
      logout: async () => {
        await call("authLogout").catch(() => undefined);
        // The flag goes first, so the token's disappearance is a sign-out, not an auto-logout.
        clearAutoLogout();
        expireAccessToken();
        session.send({ type: "unauthorized" });
      },
    }),
    [session],
  );

  return (
    <AccountContext.Provider value={account}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <SignInLayer request={pending.request} serial={pending.serial} onClosed={() => setPending(null)} />
        </Suspense>
      )}
    </AccountContext.Provider>
  );
}
