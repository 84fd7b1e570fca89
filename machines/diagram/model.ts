import type { AnyStateMachine, AnyStateNode } from "xstate";

/**
 * A plain description of a machine, read from `machine.root`: the one walk shared by the
 * diagram renderers (Mermaid, Graphviz), the /flows page and the path-test coverage.
 * Pure TypeScript; the order is the machine's own definition order, so the output is
 * deterministic.
 */

export type StateKind = "atomic" | "compound" | "parallel" | "final" | "history";

export type TransitionKind = "event" | "after" | "done" | "error" | "snapshot" | "always" | "stateDone";

export interface TransitionInfo {
  /** Stable key: `source --event [guard] --> targets` (plus `#n` when the same key repeats). */
  key: string;
  sourceId: string;
  /** The transition's descriptor: the event type, or `xstate.after.…`, `xstate.done.actor.…`, "" for always. */
  eventType: string;
  kind: TransitionKind;
  /** Human label of the trigger: `dismiss`, `after 2500 ms (autoClose)`, `done.actor.load`, `always`. */
  trigger: string;
  guard: string | null;
  actions: string[];
  /** Target state ids; empty for a targetless (internal) transition. */
  targetIds: string[];
  reenter: boolean;
  /** For `after`: the delay's name or null, and its value in ms when known. */
  delay?: { name: string | null; ms: number | null };
  /** For done / error / snapshot of an invoke: the invoke id. */
  invokeId?: string;
}

export interface InvokeInfo {
  id: string;
  src: string;
}

export interface StateInfo {
  /** Full state node id, e.g. `toast.visible.timed`. */
  id: string;
  key: string;
  /** Keys from the root, e.g. ["visible", "timed"]; empty for the root. */
  path: string[];
  kind: StateKind;
  /** Key of the initial child (compound states). */
  initial: string | null;
  history?: "shallow" | "deep";
  entry: string[];
  exit: string[];
  invoke: InvokeInfo[];
  /** Transitions whose source is this node, in definition order. */
  transitions: TransitionInfo[];
  children: StateInfo[];
  description: string | null;
}

export interface MachineDescription {
  id: string;
  root: StateInfo;
  /** Every state below the root (the root itself when it has none), depth first. */
  states: StateInfo[];
  transitions: TransitionInfo[];
  /** Event types the machine reacts to, sorted; synthetic ones (after, done, always) excluded. */
  events: string[];
  delays: { name: string; ms: number | null }[];
  invokes: InvokeInfo[];
}

function nameOf(thing: unknown): string {
  if (typeof thing === "string") return thing;
  if (typeof thing === "function") {
    const fn = thing as { type?: unknown; name?: string };
    if (typeof fn.type === "string") return fn.type;
    return fn.name && fn.name !== "anonymous" ? fn.name : "inline";
  }
  if (thing && typeof thing === "object" && "type" in thing && typeof (thing as { type: unknown }).type === "string") {
    return (thing as { type: string }).type;
  }
  return "inline";
}

/** Readable guard: named guards keep their name; `and` / `or` / `not` are spelled out. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === "function") {
    const fn = guard as { name?: string; guards?: unknown[] };
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map((g) => guardName(g) ?? "true");
      if (fn.name === "not") return `!${parts[0] ?? "true"}`;
      if (fn.name === "and") return parts.join(" && ");
      if (fn.name === "or") return parts.join(" || ");
    }
  }
  return nameOf(guard);
}

/** The raise / cancel pair xstate adds to a state for each `after` transition: drawn as the edge. */
function isAfterPlumbing(action: unknown): boolean {
  if (typeof action !== "function") return false;
  const a = action as { type?: unknown; id?: unknown; sendId?: unknown };
  const ref = a.type === "xstate.raise" ? a.id : a.type === "xstate.cancel" ? a.sendId : undefined;
  return typeof ref === "string" && ref.startsWith("xstate.after.");
}

function actionNames(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).filter((a) => !isAfterPlumbing(a)).map(nameOf);
}

function delayMs(machine: AnyStateMachine, delay: unknown): { name: string | null; ms: number | null } {
  if (typeof delay === "number") return { name: null, ms: delay };
  if (typeof delay === "string") {
    const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof impl === "number") return { name: delay, ms: impl };
    const asNumber = Number(delay);
    if (impl === undefined && Number.isFinite(asNumber)) return { name: null, ms: asNumber };
    return { name: delay, ms: null };
  }
  return { name: nameOf(delay), ms: null };
}

function kindOf(node: AnyStateNode): StateKind {
  if (node.type === "history") return "history";
  if (node.type === "final") return "final";
  if (node.type === "parallel") return "parallel";
  if (node.type === "compound") return "compound";
  return "atomic";
}

function describeTransition(machine: AnyStateMachine, t: AnyTransitionLike): Omit<TransitionInfo, "key"> {
  const eventType = t.eventType;
  const base = {
    sourceId: t.source.id,
    eventType,
    guard: guardName(t.guard),
    actions: actionNames(t.actions),
    targetIds: (t.target ?? []).map((n) => n.id),
    reenter: Boolean(t.reenter),
  };
  if (eventType === "") return { ...base, kind: "always", trigger: "always" };
  if (eventType.startsWith("xstate.after.")) {
    const d = delayMs(machine, t.delay);
    const trigger = d.name ? (d.ms === null ? `after ${d.name}` : `after ${d.ms} ms (${d.name})`) : `after ${d.ms ?? "?"} ms`;
    return { ...base, kind: "after", trigger, delay: d };
  }
  for (const [prefix, kind] of [
    ["xstate.done.actor.", "done"],
    ["xstate.error.actor.", "error"],
    ["xstate.snapshot.", "snapshot"],
  ] as const) {
    if (eventType.startsWith(prefix)) {
      const invokeId = eventType.slice(prefix.length);
      return { ...base, kind, trigger: `${prefix.slice("xstate.".length)}${invokeId}`, invokeId };
    }
  }
  if (eventType.startsWith("xstate.done.state.")) return { ...base, kind: "stateDone", trigger: "done (all final)" };
  return { ...base, kind: "event", trigger: eventType };
}

interface AnyTransitionLike {
  eventType: string;
  source: AnyStateNode;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
  delay?: unknown;
}

export function transitionKey(t: Pick<TransitionInfo, "sourceId" | "trigger" | "guard" | "targetIds">): string {
  const guard = t.guard ? ` [${t.guard}]` : "";
  const target = t.targetIds.length ? t.targetIds.join(", ") : "(internal)";
  return `${t.sourceId} --${t.trigger}${guard}--> ${target}`;
}

/** Definition-order list of a node's transitions (on, onDone, invoke results, after, always). */
export function ownTransitions(node: AnyStateNode): AnyTransitionLike[] {
  const list: AnyTransitionLike[] = [];
  for (const defs of node.transitions.values()) {
    for (const t of defs) if (t.source === node) list.push(t as AnyTransitionLike);
  }
  for (const t of node.always ?? []) list.push(t as AnyTransitionLike);
  return list;
}

/**
 * Every transition definition of the machine (the objects xstate reports in
 * `@xstate.microstep` inspection events) with its description, in definition order.
 */
export function machineTransitions(machine: AnyStateMachine): { definition: object; info: TransitionInfo }[] {
  const list: { definition: object; info: TransitionInfo }[] = [];
  const seenKeys = new Map<string, number>();
  const walk = (node: AnyStateNode): void => {
    for (const t of ownTransitions(node)) {
      const info = describeTransition(machine, t);
      let key = transitionKey(info);
      const n = (seenKeys.get(key) ?? 0) + 1;
      seenKeys.set(key, n);
      if (n > 1) key = `${key} #${n}`;
      list.push({ definition: t, info: { key, ...info } });
    }
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) walk(child);
  };
  walk(machine.root);
  return list;
}

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const states: StateInfo[] = [];
  const all = machineTransitions(machine);
  const transitions = all.map((t) => t.info);
  const invokes: InvokeInfo[] = [];

  const walk = (node: AnyStateNode): StateInfo => {
    const nodeTransitions = transitions.filter((t) => t.sourceId === node.id);
    const nodeInvokes = node.invoke.map((inv) => ({ id: String(inv.id), src: nameOf(inv.src) }));
    invokes.push(...nodeInvokes);
    const info: StateInfo = {
      id: node.id,
      key: node.key,
      path: [...node.path],
      kind: kindOf(node),
      initial: node.type === "compound" && node.initial?.target?.[0] ? node.initial.target[0].key : null,
      entry: actionNames(node.entry),
      exit: actionNames(node.exit),
      invoke: nodeInvokes,
      transitions: nodeTransitions,
      children: [],
      description: node.description ?? null,
    };
    if (node.type === "history") info.history = node.history === "deep" ? "deep" : "shallow";
    if (node.path.length > 0) states.push(info);
    info.children = Object.values(node.states as Record<string, AnyStateNode>).map(walk);
    return info;
  };

  const root = walk(machine.root);
  if (states.length === 0) states.push(root);

  const events = [...new Set(transitions.filter((t) => t.kind === "event").map((t) => t.eventType))].sort();
  const delayMap = new Map<string, number | null>();
  for (const t of transitions) {
    if (t.delay) delayMap.set(t.delay.name ?? `${t.delay.ms} ms`, t.delay.ms);
  }
  const delays = [...delayMap.entries()].map(([name, ms]) => ({ name, ms })).sort((a, b) => a.name.localeCompare(b.name));

  return { id: machine.id, root, states, transitions, events, delays, invokes };
}

/** The dotted path of a state (`visible.timed`), as `snapshot.matches` takes it. */
export function statePath(state: Pick<StateInfo, "path">): string {
  return state.path.join(".");
}
