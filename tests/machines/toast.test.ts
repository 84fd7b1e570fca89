import { createActor, createMachine, fromCallback, SimulatedClock } from "xstate";
import type { AnyStateMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { toastManagerMachine, toastActorId } from "../../machines/toast/toast-manager.machine.ts";
import type { ToastLibraryCommand } from "../../machines/toast/toast-manager.machine.ts";
import {
  clampProgress,
  TOAST_AUTO_CLOSE_MS,
  TOAST_COLLAPSE_MS,
  TOAST_ENTRANCE_MS,
  toastMachine,
} from "../../machines/toast/toast.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

/** The toast machine with its parent-bound actions recorded instead of sent. */
function toastWithFakes(calls: string[] = []) {
  return toastMachine.provide({
    actions: {
      closeToast: ({ context }) => void calls.push(`close ${context.id}`),
      showProgress: ({ context }) => void calls.push(`progress ${context.id} ${context.progress}`),
    },
  });
}

/** A bridge that records the commands the manager sends to the library. */
function recordingBridge(commands: ToastLibraryCommand[]) {
  return fromCallback<ToastLibraryCommand>(({ receive }) => {
    receive((command) => void commands.push(command));
  });
}

/** A toast actor that ignores everything: the manager's own paths do not depend on its children. */
const inertToast = createMachine({ id: "toast" });

// ---- event samples (what a new machine's test has to write) -------------------------------

const TOAST_EVENTS: EventSamples = {
  dismiss: [{}],
  "route.changed": [{}],
  progress: [{ value: 0.4 }, { value: 1.7 }],
  "toast.updated": [{ loading: true }, { loading: false }],
  "toast.removed": [{}],
};

const MANAGER_EVENTS: EventSamples = {
  "toast.added": [{ id: "t1", loading: false }],
  "toast.updated": [{ id: "t1", loading: false }],
  "toast.removed": [{ id: "t1" }],
  dismiss: [{ id: "t1" }],
  progress: [{ id: "t1", value: 0.5 }],
  "route.changed": [{}],
  "toast.exiting": [{ id: "t1" }],
  "toast.progressed": [{ id: "t1", progress: 0.5 }],
  [`xstate.done.actor.${toastActorId("t1")}`]: [{ output: { id: "t1" }, actorId: toastActorId("t1") }],
};

// ---- model-based paths ----------------------------------------------------------------------

describe("toast machine: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: toastWithFakes(),
      input: { id: "t1" },
      events: TOAST_EVENTS,
      context: (c) => ({ loading: c.loading, progress: c.progress }),
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.covered).toHaveLength(result.states.total.length);
    expect(result.transitions.covered).toHaveLength(result.transitions.total.length);
    expect(result.states.total).toContain("toast.removed");
    expect(result.transitions.total).toContain("toast.visible.timed --after 2500 ms (autoClose)--> toast.exit");
  });
});

describe("toast manager: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const commands: ToastLibraryCommand[] = [];
    const machine = toastManagerMachine.provide({
      actors: { toast: inertToast as unknown as typeof toastMachine, bridge: recordingBridge(commands) },
    });
    const result = runMachinePaths({ machine, events: MANAGER_EVENTS, context: (c) => c.toasts });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.transitions.total).toContain("toastManager.active --error.actor.bridge--> toastManager.offline");
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

function startToast(input: { id: string; loading?: boolean }, calls: string[] = []) {
  const clock = new SimulatedClock();
  const actor = createActor(toastWithFakes(calls), { clock, input });
  actor.start();
  return { actor, clock, calls };
}

describe("toast lifecycle", () => {
  it("auto-closes 2500 ms after it becomes visible, not before, and is removed 300 ms later", () => {
    const { actor, clock, calls } = startToast({ id: "a" });
    expect(actor.getSnapshot().value).toBe("enter");
    clock.increment(TOAST_ENTRANCE_MS);
    expect(actor.getSnapshot().value).toEqual({ visible: "timed" });
    clock.increment(TOAST_AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ visible: "timed" });
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("exit");
    expect(calls).toEqual(["close a"]);
    clock.increment(TOAST_COLLAPSE_MS - 1);
    expect(actor.getSnapshot().value).toBe("exit");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("removed");
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ id: "a" });
  });

  it("an update restarts the countdown", () => {
    const { actor, clock } = startToast({ id: "a" });
    clock.increment(TOAST_ENTRANCE_MS + 2000);
    actor.send({ type: "toast.updated", loading: false });
    clock.increment(2000);
    expect(actor.getSnapshot().value).toEqual({ visible: "timed" });
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe("exit");
  });

  it("a loading toast waits for its task, then auto-closes", () => {
    const { actor, clock } = startToast({ id: "a", loading: true });
    clock.increment(TOAST_ENTRANCE_MS + 60_000);
    expect(actor.getSnapshot().value).toEqual({ visible: "tracking" });
    actor.send({ type: "toast.updated", loading: false });
    clock.increment(TOAST_AUTO_CLOSE_MS);
    expect(actor.getSnapshot().value).toBe("exit");
  });

  it("a page change sends a visible toast to exit, but not one still entering", () => {
    const entering = startToast({ id: "e" });
    entering.actor.send({ type: "route.changed" });
    expect(entering.actor.getSnapshot().value).toBe("enter");

    const visible = startToast({ id: "v" });
    visible.clock.increment(TOAST_ENTRANCE_MS);
    visible.actor.send({ type: "route.changed" });
    expect(visible.actor.getSnapshot().value).toBe("exit");
    expect(visible.calls).toEqual(["close v"]);
  });

  it("clamps progress to 0..1 and exits when it reaches 1", () => {
    expect([clampProgress(-0.3), clampProgress(0.25), clampProgress(1.7), clampProgress(Number.NaN)]).toEqual([0, 0.25, 1, 0]);

    const { actor, clock, calls } = startToast({ id: "p" });
    clock.increment(TOAST_ENTRANCE_MS);
    actor.send({ type: "progress", value: -0.3 });
    expect(actor.getSnapshot().context.progress).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ visible: "tracking" });
    clock.increment(TOAST_AUTO_CLOSE_MS * 4);
    expect(actor.getSnapshot().value).toEqual({ visible: "tracking" });
    actor.send({ type: "progress", value: 1.7 });
    expect(actor.getSnapshot().context.progress).toBe(1);
    expect(actor.getSnapshot().value).toBe("exit");
    expect(calls).toEqual(["progress p 0", "progress p 1", "close p"]);
  });
});

describe("toast manager with real toasts", () => {
  function startManager() {
    const commands: ToastLibraryCommand[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(toastManagerMachine.provide({ actors: { bridge: recordingBridge(commands) } }), { clock });
    actor.start();
    const toastState = (id: string): unknown =>
      (actor.getSnapshot().children[toastActorId(id)]?.getSnapshot() as { value?: unknown } | undefined)?.value;
    return { actor, clock, commands, toastState };
  }

  it("a page change empties the visible toasts and keeps the entering one", () => {
    const { actor, clock, commands, toastState } = startManager();
    actor.send({ type: "toast.added", id: "1", loading: false });
    actor.send({ type: "toast.added", id: "2", loading: false });
    clock.increment(TOAST_ENTRANCE_MS);
    actor.send({ type: "toast.added", id: "3", loading: false });
    expect(actor.getSnapshot().context.toasts).toEqual(["1", "2", "3"]);

    actor.send({ type: "route.changed" });
    expect(toastState("1")).toBe("exit");
    expect(toastState("2")).toBe("exit");
    expect(toastState("3")).toBe("enter");
    expect(commands).toEqual([
      { type: "dismiss", id: "1" },
      { type: "dismiss", id: "2" },
    ]);

    clock.increment(TOAST_COLLAPSE_MS);
    expect(actor.getSnapshot().context.toasts).toEqual(["3"]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(["bridge", toastActorId("3")]);
  });

  it("follows the library: removal by the user, progress, and a reused id", () => {
    const { actor, clock, commands, toastState } = startManager();
    actor.send({ type: "toast.added", id: "9", loading: false });
    actor.send({ type: "toast.added", id: "9", loading: false }); // reported twice: one actor
    expect(actor.getSnapshot().context.toasts).toEqual(["9"]);
    clock.increment(TOAST_ENTRANCE_MS);
    actor.send({ type: "progress", id: "9", value: 0.5 });
    expect(toastState("9")).toEqual({ visible: "tracking" });
    expect(commands).toEqual([{ type: "progress", id: "9", progress: 0.5 }]);

    actor.send({ type: "toast.removed", id: "9" }); // closed with its close button
    expect(toastState("9")).toBe("exit");
    clock.increment(TOAST_COLLAPSE_MS);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    actor.send({ type: "toast.added", id: "9", loading: false });
    expect(toastState("9")).toBe("enter");
    actor.send({ type: "dismiss", id: "9" });
    expect(commands.at(-1)).toEqual({ type: "dismiss", id: "9" });
    actor.send({ type: "dismiss", id: "unknown" }); // ignored
    expect(actor.getSnapshot().status).toBe("active");
  });
});

// ---- the runner can fail --------------------------------------------------------------------

/** The toast machine without `route.changed` on `visible`: a deliberately broken copy. */
function brokenToast(): AnyStateMachine {
  const config = toastMachine.config as unknown as {
    states: Record<string, { on?: Record<string, unknown> }>;
  };
  const visible = config.states.visible ?? {};
  const { "route.changed": _removed, ...on } = visible.on ?? {};
  const brokenConfig = { ...config, states: { ...config.states, visible: { ...visible, on } } };
  return createMachine(brokenConfig as never, toastMachine.implementations as never).provide({
    actions: { closeToast: () => {}, showProgress: () => {} },
  });
}

describe("the path runner", () => {
  it("reports a mismatch and a transition never taken when the implementation lost a transition", () => {
    const result = runMachinePaths({
      machine: toastWithFakes(),
      implementation: brokenToast(),
      input: { id: "t1" },
      events: TOAST_EVENTS,
      context: (c) => ({ loading: c.loading, progress: c.progress }),
    });
    expect(result.failures.some((f) => f.includes("(route.changed): expected"))).toBe(true);
    expect(result.transitions.missing).toContain("toast.visible --route.changed--> toast.exit");
    expect(() => assertFullCoverage(result)).toThrow(/transition never taken: toast\.visible --route\.changed--> toast\.exit/);
  });

  it("reports an event sample that the machine no longer handles", () => {
    const result = runMachinePaths({ machine: brokenToast(), input: { id: "t1" }, events: TOAST_EVENTS });
    expect(result.unhandledEventTypes).toEqual(["route.changed"]);
    expect(() => assertFullCoverage(result)).toThrow(/event sample no transition handles: route\.changed/);
  });

  it("reports a timer the implementation never starts", () => {
    const config = toastMachine.config as unknown as {
      states: { visible: { states: Record<string, Record<string, unknown>> } } & Record<string, unknown>;
    };
    const { after: _after, ...timed } = config.states.visible.states.timed ?? {};
    const visible = { ...config.states.visible, states: { ...config.states.visible.states, timed } };
    const noAutoClose = createMachine(
      { ...config, states: { ...config.states, visible } } as never,
      toastMachine.implementations as never,
    ).provide({ actions: { closeToast: () => {}, showProgress: () => {} } });
    const result = runMachinePaths({ machine: toastWithFakes(), implementation: noAutoClose, input: { id: "t1" }, events: {} });
    expect(result.failures.some((f) => f.includes("the timer xstate.after.autoClose.toast.visible.timed is not running"))).toBe(true);
    expect(result.transitions.missing).toContain("toast.visible.timed --after 2500 ms (autoClose)--> toast.exit");
  });
});
