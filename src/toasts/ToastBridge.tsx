import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useToastMachine } from "../flows/toast/live.ts";

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
