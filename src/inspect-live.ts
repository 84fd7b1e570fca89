import type { InspectionEvent, StateValue } from "xstate";
import { sanitize } from "./inspect-sanitize.ts";

/**
 * The live state of the page's statecharts, kept in the page itself: no inspector service, no
 * network. The `inspect` observer (src/inspect.ts) records here every machine actor created
 * with it — root actors and the children they invoke or spawn — with its machine id and its
 * current state value; /flows subscribes and highlights those states on the drawings.
 *
 * Module-level, so it lives for the whole SPA session: /flows opened by a client-side link
 * still sees the actors started on earlier pages. Stopped, finished and failed actors leave it.
 * Only the state value is kept (masked like everything handed to an inspector), never the
 * context, so the cost per snapshot is a small object and a notification.
 */

export interface LiveActor {
  /** The actor's session id: unique for the page's lifetime. */
  sessionId: string;
  /** The actor's id: the invoke / spawn id, or the session id of a root actor. */
  actorId: string;
  systemId: string | null;
  /** The machine's own id (logic.id), which names its flow in machines/registry.ts. */
  machineId: string;
  /** The session id of the parent actor, or null for a root actor. */
  parentId: string | null;
  value: StateValue;
  /** Order of appearance, for a stable listing. */
  order: number;
}

interface ActorRefLike {
  sessionId: string;
  id: string;
  systemId?: string;
  logic?: { id?: unknown };
  _parent?: { sessionId?: string };
}

const actors = new Map<string, LiveActor>();
const listeners = new Set<() => void>();
let list: readonly LiveActor[] = [];
let counter = 0;

function changed(): void {
  list = [...actors.values()].sort((a, b) => a.order - b.order);
  for (const listener of listeners) listener();
}

/** The machine id of a machine actor; null for promise and callback actors (no states to show). */
function machineIdOf(ref: ActorRefLike, snapshot: unknown): string | null {
  const fromSnapshot = (snapshot as { machine?: { id?: unknown } } | null)?.machine?.id;
  if (typeof fromSnapshot === "string") return fromSnapshot;
  const fromLogic = ref.logic?.id;
  return typeof fromLogic === "string" && (snapshot as { value?: unknown } | null)?.value !== undefined ? fromLogic : null;
}

function sameValue(a: StateValue, b: StateValue): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Records an inspection event (called by the `inspect` observer for every event). */
export function recordInspection(event: InspectionEvent): void {
  // `@xstate.actor` comes before the actor has a snapshot; its first `@xstate.snapshot` (on
  // start) carries the machine and the state, so snapshots alone keep the record.
  if (event.type !== "@xstate.snapshot") return;
  const ref = event.actorRef as unknown as ActorRefLike;
  const snapshot = event.snapshot as { status?: string; value?: StateValue };
  const known = actors.get(ref.sessionId);
  if (snapshot.status !== "active") {
    if (known) {
      actors.delete(ref.sessionId);
      changed();
    }
    return;
  }
  const machineId = known?.machineId ?? machineIdOf(ref, event.snapshot);
  if (machineId === null || snapshot.value === undefined) return;
  const value = sanitize(snapshot.value);
  if (known && sameValue(known.value, value)) return;
  actors.set(ref.sessionId, {
    sessionId: ref.sessionId,
    actorId: ref.id,
    systemId: ref.systemId ?? null,
    machineId,
    parentId: ref._parent?.sessionId ?? null,
    value,
    order: known?.order ?? ++counter,
  });
  changed();
}

/** The running machine actors, in order of appearance (a new array after every change). */
export function getLiveActors(): readonly LiveActor[] {
  return list;
}

export function subscribeLiveActors(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The dotted paths of the active leaf states of a state value: `{ a: { b: "c" } }` → ["a.b.c"]. */
export function activePaths(value: StateValue): string[] {
  if (typeof value === "string") return [value];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    const inner = activePaths(child);
    if (inner.length === 0) out.push(key);
    else for (const path of inner) out.push(`${key}.${path}`);
  }
  return out;
}

/** Forgets every actor (tests). */
export function resetLiveActors(): void {
  actors.clear();
  counter = 0;
  changed();
}
