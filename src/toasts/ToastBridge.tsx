import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { toastManagerMachine } from "../../machines/toast/toast-manager.machine.ts";
import { inspect } from "../inspect.ts";
import { reactToastifyBridge } from "./bridge.ts";
import { setCurrentToastManager } from "./control.ts";

/** The manager as the app runs it: the real react-toastify bridge passed in. */
export const liveToastManager = toastManagerMachine.provide({ actors: { bridge: reactToastifyBridge } });

/** Starts the toast manager for this component's lifetime; returns its actor and the live toast ids. */
export function useToastMachine() {
  const actorRef = useActorRef(liveToastManager, { inspect });
  const toasts = useSelector(actorRef, (snapshot) => snapshot.context.toasts);
  useEffect(() => {
    setCurrentToastManager(actorRef);
    return () => setCurrentToastManager(null);
  }, [actorRef]);
  return { actorRef, toasts };
}

/**
 * Mount once next to react-toastify's <ToastContainer/>: runs the toast lifecycle machines and
 * tells them when the page address changes (spec: visible toasts clear). Renders nothing.
 */
export function ToastBridge(): null {
  const { actorRef } = useToastMachine();
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    actorRef.send({ type: "route.changed" });
  }, [actorRef, location]);
  return null;
}
