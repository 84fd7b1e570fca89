import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { BUILD_POLL_MS, newBuildCheckMachine } from "../../machines/new-build-check/new-build-check.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  "xstate.done.actor.fetchBuildId": [
    { output: "build-1", actorId: "fetchBuildId" },
    { output: "build-2", actorId: "fetchBuildId" },
  ],
  reload: [{}],
  dismiss: [{}],
};

const REPLAY = {
  "xstate.done.actor.fetchBuildId": ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children.fetchBuildId) actor.send(event);
  },
};

describe("new-build check: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: newBuildCheckMachine,
      input: { currentBuild: "build-1" },
      events: EVENTS,
      replay: REPLAY,
      context: (c) => ({ latest: c.latestBuild, dismissed: c.dismissedBuild }),
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.transitions.total).toContain("newBuildCheck.waiting --after 3600000 ms (poll)--> newBuildCheck.checking");
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(deployed: () => string) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  const machine = newBuildCheckMachine.provide({
    actors: {
      fetchBuildId: fromPromise<string, void>(async () => {
        log.push("fetch");
        return deployed();
      }),
    },
    actions: {
      offerReload: ({ context }) => void log.push(`offer ${context.latestBuild}`),
      withdrawOffer: () => void log.push("withdraw"),
      reload: () => void log.push("reload"),
    },
  });
  const actor = createActor(machine, { clock, input: { currentBuild: "b1" } });
  actor.start();
  return { actor, clock, log };
}

describe("new-build check (spec §4, §9)", () => {
  it("polls every hour, not sooner", async () => {
    expect(BUILD_POLL_MS).toBe(3_600_000);
    const { clock, log } = start(() => "b1");
    clock.increment(BUILD_POLL_MS - 1);
    expect(log).toEqual([]);
    clock.increment(1);
    await flush();
    expect(log).toEqual(["fetch"]);
    clock.increment(BUILD_POLL_MS);
    await flush();
    expect(log).toEqual(["fetch", "fetch"]);
  });

  it("a new build offers a reload; reload reloads", async () => {
    const { actor, clock, log } = start(() => "b2");
    clock.increment(BUILD_POLL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe("offering");
    expect(log).toEqual(["fetch", "offer b2"]);
    actor.send({ type: "reload" });
    expect(log.at(-1)).toBe("reload");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("a dismissed build is not offered again; a newer one is", async () => {
    let deployed = "b2";
    const { actor, clock, log } = start(() => deployed);
    clock.increment(BUILD_POLL_MS);
    await flush();
    actor.send({ type: "dismiss" });
    clock.increment(BUILD_POLL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe("waiting");
    deployed = "b3";
    clock.increment(BUILD_POLL_MS);
    await flush();
    expect(log).toEqual(["fetch", "offer b2", "withdraw", "fetch", "fetch", "offer b3"]);
  });
});
