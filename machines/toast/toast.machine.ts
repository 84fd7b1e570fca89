import { assign, sendParent, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The lifecycle of one toast (product spec §4 and §9): enter → visible → exit → removed.
 *
 * - enter: react-toastify has mounted the toast and plays its entrance animation
 *   (`entrance`, 500 ms: react-toastify's `.Toastify--animate` duration). A page change
 *   during the entrance does not clear it, so "success, then redirect" toasts survive.
 * - visible.timed: auto-close after `autoClose` (2500 ms, spec §9).
 * - visible.tracking: the toast follows a task (react-toastify `isLoading`, or a controlled
 *   progress bar below 1): no auto-close until the task ends.
 * - visible toasts exit on `route.changed` (spec §4: visible toasts clear when the page
 *   address changes), on `dismiss`, or when progress reaches 1.
 * - exit: asks the library to close the toast (`closeToast`; a no-op when the library already
 *   did), then collapses (`collapse`, 300 ms, spec §9) and is removed.
 * - `toast.removed`: react-toastify reports a removal as soon as a toast starts leaving (close
 *   button, drag, or our own dismiss), before its exit animation: an entering or visible toast
 *   goes to exit; in exit the report changes nothing.
 *
 * Pure: no React, no react-toastify. The parent (toast manager) receives `toast.exiting`
 * and `toast.progressed`; a standalone host can `.provide()` other `closeToast` /
 * `showProgress` actions.
 */

export const TOAST_ENTRANCE_MS = 500;
export const TOAST_AUTO_CLOSE_MS = 2500;
export const TOAST_COLLAPSE_MS = 300;

export interface ToastInput {
  /** The toast's id in the library, as a string. */
  id: string;
  /** The library shows a loading toast (no auto-close until it is updated). */
  loading?: boolean;
}

export interface ToastContext {
  id: string;
  loading: boolean;
  /** Controlled progress, always within 0..1; null while the toast has none. */
  progress: number | null;
}

export type ToastEvent =
  | { type: "dismiss" }
  | { type: "route.changed" }
  | { type: "progress"; value: number }
  | { type: "toast.updated"; loading: boolean }
  | { type: "toast.removed" };

/** What the toast tells its parent (the manager forwards these to the library bridge). */
export type ToastParentEvent =
  | { type: "toast.exiting"; id: string }
  | { type: "toast.progressed"; id: string; progress: number };

export interface ToastOutput {
  id: string;
}

/** Progress is a share: anything outside 0..1 (or not a number) is brought back into it. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

function tracksTask(loading: boolean, progress: number | null): boolean {
  return loading || (progress !== null && progress < 1);
}

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as ToastInput,
    output: {} as ToastOutput,
  },
  delays: {
    entrance: TOAST_ENTRANCE_MS,
    autoClose: TOAST_AUTO_CLOSE_MS,
    collapse: TOAST_COLLAPSE_MS,
  },
  guards: {
    /** After the entrance: the toast follows a task (loading or progress below 1). */
    awaitsTask: ({ context }) => tracksTask(context.loading, context.progress),
    /** An update keeps the toast on a task. */
    updateAwaitsTask: ({ context, event }) =>
      event.type === "toast.updated" && tracksTask(event.loading, context.progress),
    /** The reported progress, clamped, reached 1. */
    progressComplete: ({ event }) => event.type === "progress" && clampProgress(event.value) >= 1,
  },
  actions: {
    clampProgress: assign({
      progress: ({ context, event }) => (event.type === "progress" ? clampProgress(event.value) : context.progress),
    }),
    recordUpdate: assign({
      loading: ({ context, event }) => (event.type === "toast.updated" ? event.loading : context.loading),
    }),
    closeToast: sendParent(({ context }): ToastParentEvent => ({ type: "toast.exiting", id: context.id })),
    showProgress: sendParent(
      ({ context }): ToastParentEvent => ({ type: "toast.progressed", id: context.id, progress: context.progress ?? 0 }),
    ),
  },
}).createMachine({
  id: "toast",
  context: ({ input }) => ({ id: input.id, loading: input.loading ?? false, progress: null }),
  initial: "enter",
  states: {
    enter: {
      meta: stateMeta({ shows: "The toast slides in (its content is the caller's: no test id of its own)." }),
      after: {
        entrance: [{ guard: "awaitsTask", target: "visible.tracking" }, { target: "visible" }],
      },
      on: {
        dismiss: { target: "exit" },
        "toast.updated": { actions: "recordUpdate" },
        progress: { actions: ["clampProgress", "showProgress"] },
        "toast.removed": { target: "exit" },
      },
    },
    visible: {
      meta: stateMeta({ shows: "The toast on screen with its close button." }),
      initial: "timed",
      on: {
        dismiss: { target: "exit" },
        "route.changed": { target: "exit" },
        progress: [
          { guard: "progressComplete", target: "exit", actions: ["clampProgress", "showProgress"] },
          { target: ".tracking", actions: ["clampProgress", "showProgress"] },
        ],
        "toast.removed": { target: "exit" },
      },
      states: {
        timed: {
          meta: stateMeta({ shows: "The toast on screen, closing by itself after 2.5 seconds." }),
          after: { autoClose: { target: "#toast.exit" } },
          on: {
            "toast.updated": [
              { guard: "updateAwaitsTask", target: "tracking", actions: "recordUpdate" },
              // An update restarts the auto-close countdown, as react-toastify does.
              { target: "timed", reenter: true, actions: "recordUpdate" },
            ],
          },
        },
        tracking: {
          meta: stateMeta({ shows: "The toast on screen for as long as its task runs, with its progress if any." }),
          on: {
            "toast.updated": [
              { guard: "updateAwaitsTask", actions: "recordUpdate" },
              { target: "timed", actions: "recordUpdate" },
            ],
          },
        },
      },
    },
    exit: {
      meta: stateMeta({ shows: "The toast fades out and its place collapses." }),
      entry: "closeToast",
      after: { collapse: { target: "removed" } },
    },
    removed: {
      meta: stateMeta({ shows: "The toast is gone." }),
      type: "final",
    },
  },
  output: ({ context }) => ({ id: context.id }),
});
