import type { InspectionEvent } from "xstate";
import { recordInspection } from "./inspect-live.ts";
import { sanitize, sanitizeInspectionEvent } from "./inspect-sanitize.ts";

/**
 * The Stately inspector, loaded only when the address has `?inspect` in a development build
 * (production builds never load it: the import sits behind `import.meta.env.DEV`).
 *
 * Every event first goes to the page's own live registry (src/inspect-live.ts: /flows shows
 * the running actors' states from it, offline). Events for the inspector have passwords and
 * codes masked (src/inspect-sanitize.ts), and the inspector masks the contexts it reads itself.
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

/** Whether the address asks for the inspector (`?inspect`); always false in production builds. */
export function inspectRequested(search?: string): boolean {
  if (!import.meta.env.DEV) return false;
  const query = search ?? (typeof window === "undefined" ? "" : window.location.search);
  return new URLSearchParams(query).has("inspect");
}

/** Imports the inspector package (once) and replays the buffered events into it; no-op in production. */
export function loadInspector(): Promise<void> {
  // A constant condition: production builds drop the branch and the inspector chunk with it.
  return import.meta.env.DEV ? importInspector() : Promise.resolve();
}

function importInspector(): Promise<void> {
  if (status !== "off" && status !== "failed") return Promise.resolve();
  setStatus("loading");
  return import("@statelyai/inspect").then(
    ({ createBrowserInspector }) => {
      // The inspector reads an actor's first snapshot itself (`actorRef.getSnapshot()`): it masks
      // those contexts, and events, with the same rules.
      const loaded: LoadedInspector = createBrowserInspector({ autoStart: false, sanitizeContext: sanitize, sanitizeEvent: sanitize });
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
  recordInspection(event);
  if (!import.meta.env.DEV) return;
  if (inspector) {
    inspector.inspect.next?.(sanitizeInspectionEvent(event));
    return;
  }
  if (status === "off") {
    requestedAtStart ??= inspectRequested();
    if (!requestedAtStart) return;
    void loadInspector();
  }
  if (status === "loading" && buffer.length < BUFFER_LIMIT) buffer.push(sanitizeInspectionEvent(event));
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
