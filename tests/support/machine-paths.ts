/**
 * Model-based path tests for any statechart, invokes and delays included.
 *
 * `createTestModel` refuses machines with `invoke` / `after`, so this runner:
 *  1. walks the model with `xstate/graph` (`getAdjacencyMap` + `getShortestPaths`), states keyed
 *     by value + the context that matters (so the graph stays finite), offering at each state the
 *     event samples plus synthetic events derived from the machine itself:
 *     `xstate.after.<delay>.<stateId>` for each `after` of an active state and
 *     `xstate.done.actor.<id>` / `xstate.error.actor.<id>` for each handled invoke result;
 *  2. makes one path per graph edge (the shortest path to the edge's source, then the edge), so
 *     every reachable transition is tried, and drops paths that are prefixes of others;
 *  3. replays every path step by step on a real actor with a `SimulatedClock`: a delay step
 *     advances the clock by exactly the time left on that timer (and fails if the timer is not
 *     scheduled; a path where another timer would fire first is cut as unrealisable), an invoke
 *     result is sent only while that invoke runs, other events are sent; after each step the
 *     actor's state key must equal the path's, and the oracle holds (below);
 *  4. reports coverage from what the real actor did (`@xstate.microstep` inspection events):
 *     states reached / all states of `machine.root`, transitions taken / all transitions.
 *
 * The oracle is the model's state `meta` (machines/meta.ts): after each step, every active state whose
 * meta has `asks` must have started exactly those invokes on its latest entry (seen in the real actor's
 * `@xstate.actor` inspection events, so an implementation that drops or adds an invoke fails); and once
 * a machine declares meta on one state, every state must say what it `shows` (a half-converted machine
 * fails, one not yet converted does not).
 *
 * Pass `implementation` to replay the model's paths against another machine (a refactor, a
 * `.provide()` with real-ish actors, a deliberately broken copy): differences show as failures
 * and as transitions that were never taken.
 *
 * `machinePaths` gives the same paths to the browser replays (tests/e2e/machine-replay.ts).
 */
import { createActor, SimulatedClock } from "xstate";
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, ContextFrom, EventObject, InputFrom } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { describeMachine, machineTransitions, statePath } from "../../machines/diagram/model.ts";
import type { MachineDescription, StateInfo, TransitionInfo } from "../../machines/diagram/model.ts";
import type { StateMeta } from "../../machines/meta.ts";

/** Event payloads (without `type`) per event type: `{ progress: [{ value: 0.4 }, { value: 1.7 }] }`. */
export type EventSamples = Record<string, readonly Record<string, unknown>[]>;

export interface ReplayContext {
  actor: AnyActorRef;
  event: EventObject;
  clock: SimulatedClock;
}

export interface PathGraphOptions<TMachine extends AnyStateMachine> {
  /** The model the paths are computed from, already `.provide()`d with fake actors. */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Event samples, offered in every state together with the delays and invoke results the machine
   * itself defines; or a function giving all the events possible in a state (a browser can do less).
   */
  events: EventSamples | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  /** The part of the context that changes behaviour; JSON, with finitely many values. */
  context?: (context: ContextFrom<TMachine>) => unknown;
  /** Stop if the graph grows past this many states (the context projection is not finite). */
  limit?: number;
  /**
   * `transitions` (the default): one path per edge of the graph; `states`: the shortest path to each
   * state only (fewer paths, for replays where each path costs a page load).
   */
  cover?: "transitions" | "states";
}

export interface PathRunOptions<TMachine extends AnyStateMachine> extends PathGraphOptions<TMachine> {
  events: EventSamples;
  /** What the paths are replayed against; defaults to `machine`. */
  implementation?: AnyStateMachine;
  /** Replays an event type another way than `actor.send` (e.g. resolve a controllable fake). */
  replay?: Record<string, (ctx: ReplayContext) => void>;
}

export interface Coverage {
  covered: string[];
  total: string[];
  missing: string[];
}

export interface PathRunResult {
  machineId: string;
  paths: number;
  steps: number;
  states: Coverage;
  transitions: Coverage;
  /** Sample event types no transition of the model handles (a typo, or a removed transition). */
  unhandledEventTypes: string[];
  failures: string[];
  /**
   * Paths cut short because real time cannot follow them: the graph fired a timer while
   * another one of the machine (parallel states) was due earlier. Not failures; transitions
   * reachable only that way show as never taken.
   */
  unrealisable: string[];
}

export interface PathStep {
  event: EventObject;
  /** The model's state after the event. */
  state: AnyMachineSnapshot;
}

/** A generated path: the model's start and the steps from it. */
export interface MachinePath {
  start: AnyMachineSnapshot;
  steps: PathStep[];
}

const SYNTHETIC_ERROR = "synthetic error from the path runner";

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === "*") return true;
  if (descriptor.endsWith(".*")) return type.startsWith(descriptor.slice(0, -1));
  return descriptor === type;
}

function isActive(snapshot: AnyMachineSnapshot, state: Pick<StateInfo, "path">): boolean {
  return state.path.length === 0 || snapshot.matches(statePath(state) as never);
}

function coverage(total: string[], covered: Set<string>): Coverage {
  return {
    covered: total.filter((k) => covered.has(k)),
    total,
    missing: total.filter((k) => !covered.has(k)),
  };
}

/** The graph's state key: the value, the context that matters, and the status once not active. */
function stateKey<TMachine extends AnyStateMachine>(options: PathGraphOptions<TMachine>): (snapshot: AnyMachineSnapshot) => string {
  return (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      ...(options.context ? { context: (options.context as (c: unknown) => unknown)(snapshot.context) } : {}),
      ...(snapshot.status !== "active" ? { status: snapshot.status } : {}),
    });
}

const serializeEvent = (e: EventObject): string => JSON.stringify(e, (_k, v: unknown) => (v instanceof Error ? v.message : v));

/** Where each invoke runs: the state that declares it. */
function invokeStates(description: MachineDescription): Map<string, StateInfo> {
  const where = new Map<string, StateInfo>();
  for (const s of [description.root, ...description.states]) for (const inv of s.invoke) where.set(inv.id, s);
  return where;
}

/** The sample events, then synthetic ones for the delays and invoke results the samples do not give. */
function sampleEventsAt(description: MachineDescription, samples: EventSamples): (snapshot: AnyMachineSnapshot) => EventObject[] {
  const stateById = new Map(description.states.map((s) => [s.id, s]));
  const invokeState = invokeStates(description);
  const sampleEvents: EventObject[] = Object.entries(samples).flatMap(([type, payloads]) => payloads.map((p) => ({ ...p, type })));
  const sampled = new Set(sampleEvents.map((e) => e.type));
  const synthetic: { event: EventObject; when: StateInfo }[] = [];
  const addedSynthetic = new Set<string>();
  for (const t of description.transitions) {
    if (sampled.has(t.eventType) || addedSynthetic.has(t.eventType)) continue;
    const source = stateById.get(t.sourceId) ?? description.root;
    if (t.kind === "after") {
      synthetic.push({ event: { type: t.eventType }, when: source });
      addedSynthetic.add(t.eventType);
    } else if ((t.kind === "done" || t.kind === "error") && t.invokeId && invokeState.has(t.invokeId)) {
      const event = t.kind === "done" ? { type: t.eventType, output: undefined } : { type: t.eventType, error: new Error(SYNTHETIC_ERROR) };
      synthetic.push({ event, when: invokeState.get(t.invokeId) as StateInfo });
      addedSynthetic.add(t.eventType);
    }
  }
  // A machine that reached its final state (or failed) takes no more events.
  return (snapshot) =>
    snapshot.status !== "active"
      ? []
      : [...sampleEvents, ...synthetic.filter((s) => isActive(snapshot, s.when)).map((s) => s.event)];
}

/** Drops every path that is the start of another (its steps are replayed there anyway); longest first. */
export function withoutPrefixes(paths: MachinePath[]): MachinePath[] {
  const sequence = (p: MachinePath): string[] => p.steps.map((s) => serializeEvent(s.event));
  const kept: { path: MachinePath; seq: string[] }[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const seq = sequence(path);
    if (kept.some((k) => seq.every((e, i) => k.seq[i] === e))) continue;
    kept.push({ path, seq });
  }
  return kept.map((k) => k.path);
}

/**
 * The model's paths: the shortest path to every state of the graph, and (`cover: "transitions"`) one
 * path per edge (the shortest path to its source, then the edge), without those that start another.
 */
export function machinePaths<TMachine extends AnyStateMachine>(options: PathGraphOptions<TMachine>): MachinePath[] {
  const { input } = options;
  const key = stateKey(options);
  const traversal = {
    events: typeof options.events === "function" ? options.events : sampleEventsAt(describeMachine(options.machine), options.events),
    serializeState: key,
    serializeEvent,
    limit: options.limit ?? 10_000,
    ...(input !== undefined ? { input } : {}),
  };
  const logic = options.machine as AnyStateMachine;
  const shortest = new Map<string, PathStep[]>();
  let start: AnyMachineSnapshot | undefined;
  for (const path of getShortestPaths(logic, traversal as never)) {
    const steps = (path.steps as PathStep[]).filter((s) => s.event.type !== "xstate.init");
    if (steps.length === 0) start = path.state as AnyMachineSnapshot;
    shortest.set(key(path.state as AnyMachineSnapshot), steps);
  }
  if (!start) throw new Error(`${options.machine.id}: the graph has no start`);
  const initial = start;
  if ((options.cover ?? "transitions") === "states") {
    return withoutPrefixes([...shortest.values()].map((steps) => ({ start: initial, steps })));
  }
  const adjacency = getAdjacencyMap(logic, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const candidates: MachinePath[] = [];
  for (const [fromKey, vertex] of Object.entries(adjacency)) {
    const prefix = shortest.get(fromKey) ?? [];
    for (const edge of Object.values(vertex.transitions)) candidates.push({ start: initial, steps: [...prefix, { event: edge.event, state: edge.state }] });
  }
  // A machine without events still has its start to check.
  return withoutPrefixes(candidates.length ? candidates : [{ start: initial, steps: [] }]);
}

/** The model's state meta by state id (a state the model does not have has none). */
function metaReader(machine: AnyStateMachine): (stateId: string) => StateMeta | undefined {
  return (stateId) => {
    try {
      return machine.getStateNodeById(stateId).meta as StateMeta | undefined;
    } catch {
      return undefined;
    }
  };
}

/** Once one state of the model declares meta, every state must say what it shows. */
function statesWithoutShows(description: MachineDescription, metaOf: (stateId: string) => StateMeta | undefined): string[] {
  const states = description.states.filter((s) => s.kind !== "history");
  if (!states.some((s) => metaOf(s.id) !== undefined)) return [];
  return states.filter((s) => !metaOf(s.id)?.shows).map((s) => `state ${s.id} has no meta.shows (the machine declares meta on other states)`);
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/**
 * The invokes each state started on its latest entry, from the actors the real actor created
 * (`@xstate.actor` inspection events): a child belongs to the active state that declares an invoke
 * of its id. A state's invokes all start together on entry, so new children replace its list.
 */
function invokesAsked() {
  const pending: AnyActorRef[] = [];
  const started = new Map<string, string[]>();
  return {
    created: (actor: AnyActorRef): void => void pending.push(actor),
    /** Gives the children created since the last call to the states of `snapshot` that invoke them. */
    entered: (parent: AnyActorRef | undefined, snapshot: AnyMachineSnapshot): void => {
      const children = pending.splice(0).filter((a) => parent !== undefined && a._parent === parent);
      const byState = new Map<string, string[]>();
      for (const child of children) {
        const owner = (snapshot._nodes as AnyStateNode[]).find((n) => n.invoke.some((inv) => inv.id === child.id));
        if (owner) byState.set(owner.id, [...(byState.get(owner.id) ?? []), child.id]);
      }
      for (const [stateId, ids] of byState) started.set(stateId, ids);
    },
    /** What is wrong with the active states' `asks`, or null. */
    check: (snapshot: AnyMachineSnapshot, metaOf: (stateId: string) => StateMeta | undefined): string | null => {
      for (const node of snapshot._nodes as AnyStateNode[]) {
        const asks = metaOf(node.id)?.asks;
        const got = started.get(node.id) ?? [];
        if (asks && !sameIds(asks, got)) {
          return `${node.id} asks [${asks.join(", ")}] in its meta, the actor started [${got.join(", ")}]`;
        }
      }
      return null;
    },
  };
}

export function runMachinePaths<TMachine extends AnyStateMachine>(options: PathRunOptions<TMachine>): PathRunResult {
  const { machine, input } = options;
  const implementation = options.implementation ?? machine;
  const description = describeMachine(machine);
  const metaOf = metaReader(machine);
  const failures: string[] = statesWithoutShows(description, metaOf);
  const unrealisable: string[] = [];
  const key = stateKey(options);
  const invokeState = invokeStates(description);
  const sampled = new Set(Object.keys(options.events));
  const unhandledEventTypes = [...sampled].filter(
    (type) => !description.transitions.some((t) => t.kind !== "always" && matchesDescriptor(t.eventType, type)),
  );

  // 1–2. The graph, and one path per edge.
  const kept = machinePaths(options);
  const initialKey = key((kept[0] as MachinePath).start);

  // 3–4. Replay on real actors; coverage from what they did.
  const implTransitions = new Map<object, TransitionInfo>(
    machineTransitions(implementation).map((t) => [t.definition, t.info]),
  );
  const takenTransitions = new Set<string>();
  const reachedStates = new Set<string>();
  const noteStates = (snapshot: AnyMachineSnapshot): void => {
    for (const s of description.states) if (isActive(snapshot, s)) reachedStates.add(s.id);
  };
  let steps = 0;

  kept.forEach(({ steps: path }, index) => {
    const label = `path ${index + 1} [${path.length ? path.map((s) => s.event.type).join(" → ") : "(start)"}]`;
    const clock = new SimulatedClock();
    const seenAt = new WeakMap<object, number>();
    const self: { actor?: AnyActorRef } = {};
    let actorError: unknown = null;
    const asked = invokesAsked();
    const created = createActor(implementation, {
      clock,
      ...(input !== undefined ? { input } : {}),
      inspect: (ev) => {
        if (ev.type === "@xstate.actor") asked.created(ev.actorRef as AnyActorRef);
        if (ev.type !== "@xstate.microstep" || ev.actorRef !== self.actor) return;
        asked.entered(self.actor, ev.snapshot as AnyMachineSnapshot);
        for (const t of ev._transitions) {
          const info = implTransitions.get(t);
          if (info) takenTransitions.add(info.key);
        }
      },
    });
    self.actor = created;
    created.subscribe({ error: (err) => (actorError = err) });
    const noteTimers = (): void => {
      for (const scheduled of Object.values(created.system.getSnapshot()._scheduledEvents)) {
        if (!seenAt.has(scheduled)) seenAt.set(scheduled, clock.now());
      }
    };
    created.start();
    noteTimers();
    const first = created.getSnapshot() as AnyMachineSnapshot;
    noteStates(first);
    if (key(first) !== initialKey) {
      failures.push(`${label}: starts in ${key(first)}, the model starts in ${initialKey}`);
      created.stop();
      return;
    }
    // The start's invokes were made while the actor was being created, before it had a name.
    asked.entered(created, first);
    const wrongAsk = asked.check(first, metaOf);
    if (wrongAsk) {
      failures.push(`${label}, start: ${wrongAsk}`);
      created.stop();
      return;
    }

    for (let i = 0; i < path.length; i++) {
      const step = path[i] as PathStep;
      const event = step.event;
      const where = `${label}, step ${i + 1} (${event.type})`;
      const custom = options.replay?.[event.type];
      if (custom) {
        custom({ actor: created, event, clock });
      } else if (event.type.startsWith("xstate.after.")) {
        const timer = Object.values(created.system.getSnapshot()._scheduledEvents).find(
          (s) => s.event.type === event.type && s.target === created,
        );
        if (!timer) {
          failures.push(`${where}: the timer ${event.type} is not running in ${key(created.getSnapshot() as AnyMachineSnapshot)}`);
          break;
        }
        const due = (t: { delay: unknown }): number => (seenAt.get(t) ?? clock.now()) + Number(t.delay);
        // The graph lets any running timer fire next; real time fires the earliest first.
        const sooner = Object.values(created.system.getSnapshot()._scheduledEvents).filter(
          (s) => s !== timer && s.target === created && due(s) < due(timer),
        );
        if (sooner.length > 0) {
          unrealisable.push(`${where}: ${sooner.map((s) => s.event.type).join(", ")} fires first`);
          break;
        }
        clock.increment(Math.max(0, due(timer) - clock.now()));
      } else if (/^xstate\.(done|error)\.actor\./.test(event.type) && invokeState.has(event.type.replace(/^xstate\.(done|error)\.actor\./, ""))) {
        const invokeId = event.type.replace(/^xstate\.(done|error)\.actor\./, "");
        if (!(created.getSnapshot() as AnyMachineSnapshot).children[invokeId]) {
          failures.push(`${where}: the invoke ${invokeId} is not running`);
          break;
        }
        created.send(event);
      } else {
        created.send(event);
      }
      steps++;
      noteTimers();
      const actual = created.getSnapshot() as AnyMachineSnapshot;
      noteStates(actual);
      if (actorError) {
        failures.push(`${where}: the actor failed: ${String(actorError)}`);
        break;
      }
      const expected = key(step.state);
      if (key(actual) !== expected) {
        failures.push(`${where}: expected ${expected}, got ${key(actual)}`);
        break;
      }
      asked.entered(created, actual);
      const wrong = asked.check(actual, metaOf);
      if (wrong) {
        failures.push(`${where}: ${wrong}`);
        break;
      }
    }
    created.stop();
  });

  const allTransitions = description.transitions.map((t) => t.key);
  const result: PathRunResult = {
    machineId: machine.id,
    paths: kept.length,
    steps,
    states: coverage(
      description.states.filter((s) => s.kind !== "history").map((s) => s.id),
      reachedStates,
    ),
    transitions: coverage(allTransitions, takenTransitions),
    unhandledEventTypes,
    failures,
    unrealisable,
  };
  return result;
}

/**
 * What replaying `paths` covers of `machine` (for replays made elsewhere, as in the browser): each path's
 * events sent to a plain actor, the states it is in and the transitions it takes, its start included.
 */
export function pathCoverage(machine: AnyStateMachine, runs: { input?: unknown; paths: MachinePath[] }[]): PathRunResult {
  const description = describeMachine(machine);
  const byDefinition = new Map<object, TransitionInfo>(machineTransitions(machine).map((t) => [t.definition, t.info]));
  const taken = new Set<string>();
  const reached = new Set<string>();
  const noteStates = (snapshot: AnyMachineSnapshot): void => {
    for (const s of description.states) if (isActive(snapshot, s)) reached.add(s.id);
  };
  let paths = 0;
  let steps = 0;
  for (const { input, paths: list } of runs) {
    for (const path of list) {
      const self: { actor?: AnyActorRef } = {};
      const actor = createActor(machine, {
        ...(input !== undefined ? { input } : {}),
        inspect: (ev) => {
          // The first actor made is this one: its start's eventless transitions count too.
          if (ev.type === "@xstate.actor") self.actor ??= ev.actorRef as AnyActorRef;
          if (ev.type !== "@xstate.microstep" || ev.actorRef !== self.actor) return;
          noteStates(ev.snapshot as AnyMachineSnapshot);
          for (const t of ev._transitions) {
            const info = byDefinition.get(t);
            if (!info) continue;
            taken.add(info.key);
            // A transition taken says its source was active (a start left at once by an eventless one).
            reached.add(info.sourceId);
          }
        },
      });
      actor.start();
      noteStates(actor.getSnapshot() as AnyMachineSnapshot);
      for (const step of path.steps) actor.send(step.event);
      actor.stop();
      paths++;
      steps += path.steps.length;
    }
  }
  return {
    machineId: machine.id,
    paths,
    steps,
    states: coverage(description.states.filter((s) => s.kind !== "history").map((s) => s.id), reached),
    transitions: coverage(description.transitions.map((t) => t.key), taken),
    unhandledEventTypes: [],
    failures: [],
    unrealisable: [],
  };
}

/**
 * The fewest of `paths` (chosen greedily) that together reach every state and take every transition the
 * whole set does: for replays where each path costs a page load (the browser's).
 */
export function coveringPaths(machine: AnyStateMachine, input: unknown, paths: MachinePath[]): MachinePath[] {
  const covers = paths.map((path) => {
    const c = pathCoverage(machine, [{ input, paths: [path] }]);
    return new Set([...c.states.covered.map((s) => `state ${s}`), ...c.transitions.covered]);
  });
  const left = new Set(covers.flatMap((c) => [...c]));
  const chosen: MachinePath[] = [];
  while (left.size > 0) {
    const gain = covers.map((c) => [...c].filter((k) => left.has(k)).length);
    const best = gain.indexOf(Math.max(...gain));
    chosen.push(paths[best] as MachinePath);
    for (const k of covers[best] as Set<string>) left.delete(k);
  }
  return chosen;
}

function percent(c: Coverage): string {
  return c.total.length === 0 ? "100.0" : ((100 * c.covered.length) / c.total.length).toFixed(1);
}

/** A readable report of a run: figures, then what is missing and what failed. */
export function formatPathReport(result: PathRunResult): string {
  const lines = [
    `${result.machineId}: ${result.paths} paths, ${result.steps} steps; states ${result.states.covered.length}/${result.states.total.length} (${percent(result.states)} %), transitions ${result.transitions.covered.length}/${result.transitions.total.length} (${percent(result.transitions)} %)`,
  ];
  for (const s of result.states.missing) lines.push(`  state never reached: ${s}`);
  for (const t of result.transitions.missing) lines.push(`  transition never taken: ${t}`);
  for (const e of result.unhandledEventTypes) lines.push(`  event sample no transition handles: ${e}`);
  if (result.unrealisable.length) lines.push(`  ${result.unrealisable.length} path(s) cut where real time fires another timer first`);
  for (const f of result.failures.slice(0, 20)) lines.push(`  FAIL ${f}`);
  if (result.failures.length > 20) lines.push(`  … and ${result.failures.length - 20} more failures`);
  return lines.join("\n");
}

/** Throws with the report unless every path replayed and every state and transition was covered. */
export function assertFullCoverage(result: PathRunResult): void {
  const complete =
    result.failures.length === 0 &&
    result.states.missing.length === 0 &&
    result.transitions.missing.length === 0 &&
    result.unhandledEventTypes.length === 0;
  if (!complete) throw new Error(formatPathReport(result));
}

/** One result from several runs of one machine (other inputs or samples): coverage is the union. */
export function mergePathResults(results: PathRunResult[]): PathRunResult {
  const union = (pick: (r: PathRunResult) => Coverage): Coverage => {
    const total = pick(results[0] as PathRunResult).total;
    const covered = new Set(results.flatMap((r) => pick(r).covered));
    return { total, covered: total.filter((k) => covered.has(k)), missing: total.filter((k) => !covered.has(k)) };
  };
  return {
    machineId: (results[0] as PathRunResult).machineId,
    paths: results.reduce((n, r) => n + r.paths, 0),
    steps: results.reduce((n, r) => n + r.steps, 0),
    states: union((r) => r.states),
    transitions: union((r) => r.transitions),
    unhandledEventTypes: [...new Set(results.flatMap((r) => r.unhandledEventTypes))],
    failures: results.flatMap((r) => r.failures),
    unrealisable: results.flatMap((r) => r.unrealisable),
  };
}
