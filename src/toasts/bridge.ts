import { toast } from "react-toastify";
import type { Id } from "react-toastify";
import { fromCallback } from "xstate";
import type { ToastLibraryCommand, ToastLibraryReport } from "../../machines/toast/toast-manager.machine.ts";

/**
 * The bridge between react-toastify and the toast manager machine, passed in with
 * `toastManagerMachine.provide({ actors: { bridge: reactToastifyBridge } })`.
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
