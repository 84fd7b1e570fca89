import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { connectSession } from "../api/client.ts";
import { liveSession, sessionInput } from "../flows/session/live.ts";
import { inspect } from "../inspect.ts";
import type { SessionRef, SessionView } from "./account-context.ts";

interface Props {
  onSession: (session: SessionRef | null) => void;
  onView: (view: SessionView) => void;
  onAutoLogout: () => void;
}

/**
 * Runs the session machine for the whole app and reports it to <AccountProvider>. Loaded after
 * the first render, so XState is not part of the first route's script.
 */
export function SessionRunner({ onSession, onView, onAutoLogout }: Props) {
  const session = useActorRef(liveSession, { input: sessionInput(), inspect });
  const view = useSelector(
    session,
    (s): SessionView => ({
      starting: s.matches("starting") || s.matches("loading") || s.matches("reloading"),
      signedIn: s.matches("signedIn"),
      user: s.context.user,
      services: s.context.services,
    }),
    (a, b) => a.starting === b.starting && a.signedIn === b.signedIn && a.user === b.user && a.services === b.services,
  );

  useEffect(() => {
    onSession(session);
    connectSession({
      token: () => session.getSnapshot().context.token,
      unauthorized: () => session.send({ type: "unauthorized" }),
    });
    const opened = session.on("autoLogout.opened", onAutoLogout);
    return () => {
      opened.unsubscribe();
      connectSession({ token: () => null, unauthorized: () => undefined });
      onSession(null);
    };
  }, [session, onSession, onAutoLogout]);

  useEffect(() => onView(view), [view, onView]);
  return null;
}
