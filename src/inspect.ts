import type { InspectionEvent } from "xstate";

/**
 * The Stately inspector, loaded only when the address has `?inspect`.
 *
 * Machine hosts pass `inspect` to `useActorRef(machine, { inspect })`. Without `?inspect` it
 * drops events at once; with it, it buffers them, imports `@statelyai/inspect` (a separate
 * chunk, never in the first route's bundle) and hands everything to the inspector. The
 * inspector UI is served from stately.ai: it needs internet. It opens in a new window on a
 * click (`openInspector`), so popup blockers let it through.
 */

export type InspectorStatus = "off" | "loading" | "ready" | "open" | "failed";

interface LoadedInspector {
  inspect: { next?: (event: InspectionEvent) => void };
  start: () => void;
}

const BUFFER_LIMIT = 5000;

let status: InspectorStatus = "off";
let inspector: LoadedInspector | null = null;
let buffer: InspectionEvent[] = [];
let requestedAtStart: boolean | null = null;
const listeners = new Set<() => void>();

function setStatus(next: InspectorStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** Whether the address asks for the inspector (`?inspect`). */
export function inspectRequested(search?: string): boolean {
  const query = search ?? (typeof window === "undefined" ? "" : window.location.search);
  return new URLSearchParams(query).has("inspect");
}

/** Imports the inspector package (once) and replays the buffered events into it. */
export function loadInspector(): Promise<void> {
  if (status !== "off" && status !== "failed") return Promise.resolve();
  setStatus("loading");
  return import("@statelyai/inspect").then(
    ({ createBrowserInspector }) => {
      const loaded: LoadedInspector = createBrowserInspector({ autoStart: false });
      inspector = loaded;
      for (const event of buffer) loaded.inspect.next?.(event);
      buffer = [];
      setStatus("ready");
    },
    () => {
      buffer = [];
      setStatus("failed");
    },
  );
}

/** The observer for `createActor` / `useActorRef`: `{ inspect }`. */
export function inspect(event: InspectionEvent): void {
  if (inspector) {
    inspector.inspect.next?.(event);
    return;
  }
  if (status === "off") {
    requestedAtStart ??= inspectRequested();
    if (!requestedAtStart) return;
    void loadInspector();
  }
  if (status === "loading" && buffer.length < BUFFER_LIMIT) buffer.push(event);
}

/** Opens the inspector window (call it from a click). */
export function openInspector(): void {
  if (!inspector || status === "open") return;
  inspector.start();
  setStatus("open");
}

export function getInspectorStatus(): InspectorStatus {
  return status;
}

export function subscribeInspector(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
