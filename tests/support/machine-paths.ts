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
 *     actor's state key must equal the path's;
 *  4. reports coverage from what the real actor did (`@xstate.microstep` inspection events):
 *     states reached / all states of `machine.root`, transitions taken / all transitions.
 *
 * Pass `implementation` to replay the model's paths against another machine (a refactor, a
 * `.provide()` with real-ish actors, a deliberately broken copy): differences show as failures
 * and as transitions that were never taken.
 */
import { createActor, SimulatedClock } from "xstate";
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventObject, InputFrom } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { describeMachine, machineTransitions, statePath } from "../../machines/diagram/model.ts";
import type { StateInfo, TransitionInfo } from "../../machines/diagram/model.ts";

/** Event payloads (without `type`) per event type: `{ progress: [{ value: 0.4 }, { value: 1.7 }] }`. */
export type EventSamples = Record<string, readonly Record<string, unknown>[]>;

export interface ReplayContext {
  actor: AnyActorRef;
  event: EventObject;
  clock: SimulatedClock;
}

export interface PathRunOptions<TMachine extends AnyStateMachine> {
  /** The model the paths are computed from, already `.provide()`d with fake actors. */
  machine: TMachine;
  /** What the paths are replayed against; defaults to `machine`. */
  implementation?: AnyStateMachine;
  input?: InputFrom<TMachine>;
  events: EventSamples;
  /** The part of the context that changes behaviour; JSON, with finitely many values. */
  context?: (context: ContextFrom<TMachine>) => unknown;
  /** Replays an event type another way than `actor.send` (e.g. resolve a controllable fake). */
  replay?: Record<string, (ctx: ReplayContext) => void>;
  /** Stop if the graph grows past this many states (the context projection is not finite). */
  limit?: number;
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

interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
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

export function runMachinePaths<TMachine extends AnyStateMachine>(options: PathRunOptions<TMachine>): PathRunResult {
  const { machine, input } = options;
  const implementation = options.implementation ?? machine;
  const description = describeMachine(machine);
  const stateById = new Map(description.states.map((s) => [s.id, s]));
  const failures: string[] = [];
  const unrealisable: string[] = [];

  const key = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({
      value: snapshot.value,
      ...(options.context ? { context: (options.context as (c: unknown) => unknown)(snapshot.context) } : {}),
      ...(snapshot.status !== "active" ? { status: snapshot.status } : {}),
    });

  // Event samples, then synthetic events for delays and invoke results the samples do not give.
  const sampleEvents: EventObject[] = Object.entries(options.events).flatMap(([type, payloads]) =>
    payloads.map((p) => ({ ...p, type })),
  );
  const sampled = new Set(sampleEvents.map((e) => e.type));
  const invokeState = new Map<string, StateInfo>();
  for (const s of description.states) for (const inv of s.invoke) invokeState.set(inv.id, s);
  if (description.root.invoke.length) for (const inv of description.root.invoke) invokeState.set(inv.id, description.root);

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
  const eventsAt = (snapshot: AnyMachineSnapshot): EventObject[] =>
    snapshot.status !== "active"
      ? []
      : [...sampleEvents, ...synthetic.filter((s) => isActive(snapshot, s.when)).map((s) => s.event)];

  const unhandledEventTypes = [...sampled].filter(
    (type) => !description.transitions.some((t) => t.kind !== "always" && matchesDescriptor(t.eventType, type)),
  );

  // 1–2. The graph, and one path per edge.
  const traversal = {
    events: eventsAt,
    serializeState: (s: AnyMachineSnapshot) => key(s),
    serializeEvent: (e: EventObject) => JSON.stringify(e, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
    limit: options.limit ?? 10_000,
    ...(input !== undefined ? { input } : {}),
  };
  const logic = machine as AnyStateMachine;
  const shortest = new Map<string, PathStep[]>();
  for (const path of getShortestPaths(logic, traversal as never)) {
    const steps = (path.steps as PathStep[]).filter((s) => s.event.type !== "xstate.init");
    shortest.set(key(path.state as AnyMachineSnapshot), steps);
  }
  const adjacency = getAdjacencyMap(logic, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const candidates: PathStep[][] = [];
  for (const [fromKey, vertex] of Object.entries(adjacency)) {
    const prefix = shortest.get(fromKey) ?? [];
    for (const edge of Object.values(vertex.transitions)) candidates.push([...prefix, { event: edge.event, state: edge.state }]);
  }
  const sequence = (p: PathStep[]): string[] => p.map((s) => traversal.serializeEvent(s.event));
  candidates.sort((a, b) => b.length - a.length);
  const kept: { path: PathStep[]; seq: string[] }[] = [];
  for (const path of candidates) {
    const seq = sequence(path);
    if (kept.some((k) => seq.every((e, i) => k.seq[i] === e))) continue;
    kept.push({ path, seq });
  }
  // The adjacency map starts with the initial state.
  const initialKey = Object.keys(adjacency)[0] ?? "";

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

  kept.forEach(({ path, seq }, index) => {
    const label = `path ${index + 1} [${seq.length ? path.map((s) => s.event.type).join(" → ") : "(start)"}]`;
    const clock = new SimulatedClock();
    const seenAt = new WeakMap<object, number>();
    const self: { actor?: AnyActorRef } = {};
    let actorError: unknown = null;
    const created = createActor(implementation, {
      clock,
      ...(input !== undefined ? { input } : {}),
      inspect: (ev) => {
        if (ev.type !== "@xstate.microstep" || ev.actorRef !== self.actor) return;
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
