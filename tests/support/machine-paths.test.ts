import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import type { AnyStateMachine } from "xstate";
import type { StateMeta } from "../../machines/meta.ts";
import { lookupFixtureMachine } from "./lookup-fixture.machine.ts";
import { assertFullCoverage, runMachinePaths } from "./machine-paths.ts";
import type { EventSamples } from "./machine-paths.ts";

/** The path runner's oracle: it passes a machine whose meta is right and fails each kind of wrong one. */

const EVENTS: EventSamples = { ask: [{ query: "x" }], retry: [{}], clear: [{}] };

type State = "idle" | "loading" | "shown" | "failed";

/** A machine like `base` (the fixture) with one state's config changed: its meta, or the state itself. */
function withState(state: State, change: (node: Record<string, unknown>) => Record<string, unknown>, base: AnyStateMachine = lookupFixtureMachine): AnyStateMachine {
  const config = base.config;
  const states = { ...config.states, [state]: change({ ...(config.states?.[state] as Record<string, unknown>) }) };
  return createMachine({ ...config, states } as never, base.implementations as never);
}
const withMeta = (state: State, meta: StateMeta | undefined, base?: AnyStateMachine) => withState(state, (node) => ({ ...node, meta }), base);

describe("path runner: the meta oracle", () => {
  it("replays the fixture, whose meta is right, without failures and covers it", () => {
    const result = runMachinePaths({ machine: lookupFixtureMachine, events: EVENTS });
    expect(result.failures).toEqual([]);
    assertFullCoverage(result);
  });

  it("fails a state whose meta asks for an invoke it does not start", () => {
    const wrong = withMeta("shown", { shows: "The answer.", asks: ["fetchAnswer"] });
    const { failures } = runMachinePaths({ machine: wrong, events: EVENTS });
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.join("\n")).toContain("lookupFixture.shown asks [fetchAnswer] in its meta, the actor started []");
  });

  it("fails a state that starts an invoke its meta does not ask for", () => {
    const wrong = withMeta("loading", { shows: "A spinner.", asks: [] });
    const { failures } = runMachinePaths({ machine: wrong, events: EVENTS });
    expect(failures.join("\n")).toContain("lookupFixture.loading asks [] in its meta, the actor started [fetchAnswer]");
  });

  it("fails an implementation that no longer makes the call the model's meta asks for", () => {
    const noCall = withState("loading", (node) => ({ ...node, invoke: undefined, after: { 10: "shown" } }));
    const { failures } = runMachinePaths({ machine: lookupFixtureMachine, implementation: noCall, events: EVENTS });
    expect(failures.join("\n")).toContain("lookupFixture.loading asks [fetchAnswer] in its meta, the actor started []");
  });

  it("fails a half-converted machine: a state without meta.shows once another state has meta", () => {
    const half = withMeta("failed", undefined);
    const { failures } = runMachinePaths({ machine: half, events: EVENTS });
    expect(failures).toContain("state lookupFixture.failed has no meta.shows (the machine declares meta on other states)");
  });

  it("does not fail a machine not yet converted (no meta on any state)", () => {
    const states: State[] = ["idle", "loading", "shown", "failed"];
    const bare = states.reduce<AnyStateMachine>((machine, state) => withMeta(state, undefined, machine), lookupFixtureMachine);
    expect(runMachinePaths({ machine: bare, events: EVENTS }).failures).toEqual([]);
  });
});
