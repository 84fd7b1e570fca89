import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { liveSession } from "./session-host.ts";

/** What the sign-in layer can be asked to open. */
export type SignInRequest = "login" | "registration" | "autoLogout";

export interface Account {
  session: ActorRefFrom<typeof liveSession>;
  /** Opens an account modal (loads the sign-in flow on first use). */
  requestSignIn: (request: SignInRequest) => void;
  /** Ends the session on the server and here. */
  logout: () => Promise<void>;
}

export const AccountContext = createContext<Account | null>(null);

export function useAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error("useAccount outside <AccountProvider>");
  return account;
}

/** The session as the views need it: which state, who, which services. */
export function useSessionView() {
  const { session } = useAccount();
  return useSelector(
    session,
    (s) => ({
      starting: s.matches("starting") || s.matches("loading") || s.matches("reloading"),
      signedIn: s.matches("signedIn"),
      user: s.context.user,
      services: s.context.services,
    }),
    (a, b) => a.starting === b.starting && a.signedIn === b.signedIn && a.user === b.user && a.services === b.services,
  );
}
