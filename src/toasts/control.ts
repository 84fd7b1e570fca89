import type { Id } from "react-toastify";
import type { ActorRefFrom } from "xstate";
import type { toastManagerMachine } from "../../machines/toast/toast-manager.machine.ts";

/**
 * Module-level access to the mounted toast manager, for code outside React that follows a
 * task in a toast (`toast.loading(...)` then `setToastProgress(id, share)`).
 * Calls before <ToastBridge/> mounts (or after it unmounts) do nothing.
 */
let current: ActorRefFrom<typeof toastManagerMachine> | null = null;

export function setCurrentToastManager(actor: ActorRefFrom<typeof toastManagerMachine> | null): void {
  current = actor;
}

/** Reports a task's progress (a share, clamped to 0..1 by the machine); at 1 the toast closes. */
export function setToastProgress(id: Id, value: number): void {
  current?.send({ type: "progress", id: String(id), value });
}

/** Closes a toast through its lifecycle (exit, collapse, removed). */
export function dismissToast(id: Id): void {
  current?.send({ type: "dismiss", id: String(id) });
}
