import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { answeredSnapshot } from "../../machines/track-number/opening.ts";
import { type TrackAnswer, trackNumberMachine } from "../../machines/track-number/track-number.machine.ts";

const NUMBER = "MSKU6042138";

describe("the state the tracking opens in when the server fetched the answer", () => {
  it("is the answer's state, with the number and the answer, and an actor restored there runs the machine", async () => {
    const found: TrackAnswer = { kind: "found", data: { number: NUMBER } };
    const opening = answeredSnapshot(trackNumberMachine, NUMBER, found);
    expect(opening.value).toBe("found");
    expect(opening.context).toEqual({ number: NUMBER, answer: found });
    // A new submit from the restored state calls again, through the machine's own invoke.
    const track = fromPromise<TrackAnswer, { number: string }>(async ({ input }) => ({ kind: "notFound", message: input.number }));
    const actor = createActor(trackNumberMachine.provide({ actors: { track } }), { snapshot: opening }).start();
    actor.send({ type: "submit", value: "CSQU3054383" });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches("notFound") && resolve()));
    expect(actor.getSnapshot().context.answer).toEqual({ kind: "notFound", message: "CSQU3054383" });
    actor.stop();
  });

  it("is notFound for the server's notFound answer", () => {
    expect(answeredSnapshot(trackNumberMachine, NUMBER, { kind: "notFound", message: "none" }).value).toBe("notFound");
  });
});
