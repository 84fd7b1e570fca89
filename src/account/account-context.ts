import { createContext, useContext, useSyncExternalStore } from "react";
import type { ActorRefFrom } from "xstate";
import type { UserInfo } from "../../core/contract/user.ts";
import type { liveSession } from "../flows/session/live.ts";

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

export const SIGNED_OUT: SessionView = { starting: false, signedIn: false, user: null, services: [] };

/**
 * The session and its view, kept outside React's context: a change reaches only the components that
 * read it. A context change would reach every part of the page the browser has not yet hydrated and
 * make React throw their server HTML away (the page would blank and shift while their code loads).
 */
function sessionStore() {
  let view: SessionView = STARTING;
  let session: SessionRef | null = null;
  const listeners = new Set<() => void>();
  return {
    view: () => view,
    session: () => session,
    set(next: { view?: SessionView; session?: SessionRef | null }) {
      if (next.view !== undefined) view = next.view;
      if (next.session !== undefined) session = next.session;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export const session = sessionStore();

/** What the provider offers: the account's actions (they never change, so nothing re-renders for them). */
export interface AccountActions {
  /** Opens an account modal (loads the sign-in flow on first use). */
  requestSignIn: (request: SignInRequest) => void;
  /** Ends the session on the server and here. */
  logout: () => Promise<void>;
}

export interface Account extends AccountActions {
  /** The running session machine; null for the moment before its code has loaded. */
  session: SessionRef | null;
  view: SessionView;
}

export const AccountContext = createContext<AccountActions | null>(null);

let openSignIn: (request: SignInRequest) => void = () => undefined;

/**
 * Asks for an account modal from outside React (a statechart's action, such as the limit guard's
 * `openSignIn`); <AccountProvider> connects its `requestSignIn` while it is mounted.
 */
export const askSignIn = (request: SignInRequest): void => openSignIn(request);

/** Connects the provider's way to open a modal; the returned function disconnects it. */
export function connectSignInRequests(open: (request: SignInRequest) => void): () => void {
  openSignIn = open;
  return () => {
    if (openSignIn === open) openSignIn = () => undefined;
  };
}

/** The session as the views need it; the server (and the hydrating browser) render it starting. */
export const useSessionView = (): SessionView => useSyncExternalStore(session.subscribe, session.view, () => STARTING);

export function useAccount(): Account {
  const actions = useContext(AccountContext);
  const view = useSessionView();
  const ref = useSyncExternalStore(session.subscribe, session.session, () => null);
  if (!actions) throw new Error("useAccount outside <AccountProvider>");
  return { ...actions, view, session: ref };
}
