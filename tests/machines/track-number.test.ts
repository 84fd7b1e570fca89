import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { trackNumberMachine } from "../../machines/track-number/track-number.machine.ts";
import type { TrackAnswer, TrackNumberContext } from "../../machines/track-number/track-number.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const ANSWERS: TrackAnswer[] = [
  { kind: "found", data: { number: "CSQU3054383" } },
  { kind: "notFound", message: "no events" },
  { kind: "invalid", message: "bad number" },
];

const EVENTS: EventSamples = {
  submit: [{ value: "csqu 305438 3" }, { value: "CSQU3054384" }],
  retry: [{}],
  "xstate.done.actor.track": ANSWERS.map((output) => ({ output, actorId: "track" })),
};

const onlyWhileChecking = ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children.track) actor.send(event);
};

describe("track number: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: trackNumberMachine.provide({ actors: { track: fromPromise(() => new Promise<TrackAnswer>(() => {})) } }),
      events: EVENTS,
      context: (c: TrackNumberContext) => ({ number: c.number, answer: c.answer?.kind ?? null }),
      replay: { "xstate.done.actor.track": onlyWhileChecking },
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

describe("track number", () => {
  it("checks the number before calling, and calls with the normalised number", async () => {
    const asked: string[] = [];
    const actor = createActor(
      trackNumberMachine.provide({ actors: { track: fromPromise<TrackAnswer, { number: string }>(async ({ input }) => (asked.push(input.number), ANSWERS[1]!)) } }),
    );
    actor.start();
    actor.send({ type: "submit", value: "CSQU3054384" });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(asked).toEqual([]);
    actor.send({ type: "submit", value: "csqu-305438-3" });
    expect(actor.getSnapshot().value).toBe("checking");
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe("notFound");
    expect(actor.getSnapshot().context).toEqual({ number: "CSQU3054383", answer: ANSWERS[1] });
    expect(asked).toEqual(["CSQU3054383"]);
  });

  it("a failed call can be retried", async () => {
    let fail = true;
    const actor = createActor(
      trackNumberMachine.provide({ actors: { track: fromPromise<TrackAnswer, { number: string }>(async () => { if (fail) throw new Error("offline"); return ANSWERS[0]!; }) } }),
    );
    actor.start();
    actor.send({ type: "submit", value: "CSQU3054383" });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe("failed");
    fail = false;
    actor.send({ type: "retry" });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe("found");
  });
});
