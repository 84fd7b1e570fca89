import { createContext, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { UserInfo } from "../contract/user.ts";
import type { liveSession } from "./session-host.ts";

/** What the sign-in layer can be asked to open. */
export type SignInRequest = "login" | "registration" | "autoLogout";

export type SessionRef = ActorRefFrom<typeof liveSession>;

/** The session as the views need it: which state, who, which services. */
export interface SessionView {
  starting: boolean;
  signedIn: boolean;
  user: UserInfo | null;
  services: string[];
}

export const STARTING: SessionView = { starting: true, signedIn: false, user: null, services: [] };

export interface Account {
  /** The running session machine; null for the moment before its code has loaded. */
  session: SessionRef | null;
  view: SessionView;
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

export const useSessionView = (): SessionView => useAccount().view;
