import { enqueueActions, fromCallback, sendTo, setup, stopChild } from "xstate";
import { stateMeta } from "../meta.ts";
import type { DoneActorEvent } from "xstate";
import { toastMachine } from "./toast.machine.ts";
import type { ToastOutput } from "./toast.machine.ts";

/**
 * Keeps one `toast` actor per toast shown by the library and routes events to them.
 *
 * The library is reached only through the `bridge` actor, which the host passes in with
 * `.provide({ actors: { bridge } })`: it reports `toast.added` / `toast.updated` /
 * `toast.removed` and receives `ToastLibraryCommand`s. The default bridge does nothing,
 * so this file stays free of React and of react-toastify.
 */

/** Commands the manager sends to the bridge. */
export type ToastLibraryCommand = { type: "dismiss"; id: string } | { type: "progress"; id: string; progress: number };

/** What the bridge reports from the library. */
export type ToastLibraryReport =
  | { type: "toast.added"; id: string; loading: boolean }
  | { type: "toast.updated"; id: string; loading: boolean }
  | { type: "toast.removed"; id: string };

export type ToastManagerEvent =
  | ToastLibraryReport
  | { type: "dismiss"; id: string }
  | { type: "progress"; id: string; value: number }
  | { type: "route.changed" }
  | { type: "toast.exiting"; id: string }
  | { type: "toast.progressed"; id: string; progress: number }
  | DoneActorEvent<ToastOutput>;

export interface ToastManagerContext {
  /** Ids of the toasts that have a live `toast` actor, oldest first. */
  toasts: string[];
}

/** The child actor id of a toast (also its id in the Stately inspector). */
export function toastActorId(id: string): string {
  return `toast:${id}`;
}

function eventToastId(event: ToastManagerEvent): string | undefined {
  if ("id" in event && typeof event.id === "string") return event.id;
  if ("output" in event && event.output && typeof event.output.id === "string") return event.output.id;
  return undefined;
}

/** The placeholder bridge: hosts provide the real one (src/toasts/bridge.ts). */
const silentBridge = fromCallback<ToastLibraryCommand>(() => () => {});

export const toastManagerMachine = setup({
  types: {
    context: {} as ToastManagerContext,
    events: {} as ToastManagerEvent,
  },
  actors: {
    toast: toastMachine,
    bridge: silentBridge,
  },
  guards: {
    isNewToast: ({ context, event }) => {
      const id = eventToastId(event);
      return id !== undefined && !context.toasts.includes(id);
    },
    isKnownToast: ({ context, event }) => {
      const id = eventToastId(event);
      return id !== undefined && context.toasts.includes(id);
    },
  },
  actions: {
    spawnToast: enqueueActions(({ enqueue, event }) => {
      if (event.type !== "toast.added") return;
      enqueue.spawnChild("toast", { id: toastActorId(event.id), input: { id: event.id, loading: event.loading } });
      enqueue.assign({ toasts: ({ context }) => [...context.toasts, event.id] });
    }),
    forwardToToast: sendTo(
      ({ event }) => toastActorId(eventToastId(event) ?? ""),
      ({ event }) => {
        switch (event.type) {
          case "toast.updated":
            return { type: "toast.updated" as const, loading: event.loading };
          case "progress":
            return { type: "progress" as const, value: event.value };
          case "dismiss":
            return { type: "dismiss" as const };
          default:
            return { type: "toast.removed" as const };
        }
      },
    ),
    forwardToAllToasts: enqueueActions(({ context, enqueue }) => {
      for (const id of context.toasts) enqueue.sendTo(toastActorId(id), { type: "route.changed" });
    }),
    forgetToast: enqueueActions(({ enqueue, event }) => {
      const id = eventToastId(event);
      if (id === undefined) return;
      enqueue(stopChild(toastActorId(id)));
      enqueue.assign({ toasts: ({ context }) => context.toasts.filter((t) => t !== id) });
    }),
    dismissInLibrary: sendTo("bridge", ({ event }): ToastLibraryCommand => ({ type: "dismiss", id: eventToastId(event) ?? "" })),
    showProgressInLibrary: sendTo(
      "bridge",
      ({ event }): ToastLibraryCommand => ({
        type: "progress",
        id: eventToastId(event) ?? "",
        progress: event.type === "toast.progressed" ? event.progress : 0,
      }),
    ),
  },
}).createMachine({
  id: "toastManager",
  context: { toasts: [] },
  initial: "active",
  states: {
    active: {
      meta: stateMeta({ shows: "Nothing of its own: the toasts of the page, each run by its own machine.", asks: ["bridge"] }),
      invoke: {
        id: "bridge",
        src: "bridge",
        // The library keeps working without the bridge; only the lifecycle is no longer tracked.
        onError: { target: "offline" },
      },
      on: {
        "toast.added": { guard: "isNewToast", actions: "spawnToast" },
        "toast.updated": { guard: "isKnownToast", actions: "forwardToToast" },
        "toast.removed": { guard: "isKnownToast", actions: "forwardToToast" },
        dismiss: { guard: "isKnownToast", actions: "forwardToToast" },
        progress: { guard: "isKnownToast", actions: "forwardToToast" },
        "route.changed": { actions: "forwardToAllToasts" },
        "toast.exiting": { actions: "dismissInLibrary" },
        "toast.progressed": { actions: "showProgressInLibrary" },
        "xstate.done.actor.*": { guard: "isKnownToast", actions: "forgetToast" },
      },
    },
    offline: {
      meta: stateMeta({ shows: "Nothing of its own: the library still shows toasts, their lifecycle no longer tracked." }),
      on: {
        "xstate.done.actor.*": { guard: "isKnownToast", actions: "forgetToast" },
      },
    },
  },
});
