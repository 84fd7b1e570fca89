import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { toast } from "react-toastify";
import type { Id } from "react-toastify";
import { fromCallback } from "xstate";
import { toastManagerMachine, type ToastLibraryCommand, type ToastLibraryReport } from "../../../machines/toast/toast-manager.machine.ts";
import { inspect } from "../../inspect.ts";
import { setCurrentToastManager } from "../../toasts/control.ts";

/**
 * The toasts as the app runs them: the manager machine bridged to react-toastify, and the hook that
 * runs it and lets the rest of the app reach it (src/toasts/control.ts).
 */

/**
 * The bridge between react-toastify and the toast manager machine.
 *
 * - `toast.onChange` reports added / updated / removed: sent back as `toast.added`,
 *   `toast.updated`, `toast.removed` (ids as strings; `loading` from `isLoading`).
 * - The manager's commands call the library: `dismiss` → `toast.dismiss(id)`,
 *   `progress` → `toast.update(id, { progress })` (the controlled progress bar).
 */
export const reactToastifyBridge = fromCallback<ToastLibraryCommand>(({ sendBack, receive }) => {
  // react-toastify ids may be numbers; the machines use strings.
  const libraryIds = new Map<string, Id>();

  const unsubscribe = toast.onChange((item) => {
    const id = String(item.id);
    let report: ToastLibraryReport;
    if (item.status === "added") {
      libraryIds.set(id, item.id);
      report = { type: "toast.added", id, loading: Boolean(item.isLoading) };
    } else if (item.status === "updated") {
      libraryIds.set(id, item.id);
      report = { type: "toast.updated", id, loading: Boolean(item.isLoading) };
    } else {
      libraryIds.delete(id);
      report = { type: "toast.removed", id };
    }
    sendBack(report);
  });

  receive((command) => {
    const id = libraryIds.get(command.id) ?? command.id;
    if (command.type === "dismiss") toast.dismiss(id);
    else toast.update(id, { progress: command.progress });
  });

  return unsubscribe;
});

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
