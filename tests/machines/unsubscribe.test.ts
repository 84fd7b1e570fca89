import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { unsubscribeMachine, type UnsubscribeAnswer } from "../../machines/unsubscribe/unsubscribe.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const DONE: UnsubscribeAnswer = { status: 200, message: "Письма об изменениях больше не придут" };
const FORGED: UnsubscribeAnswer = { status: 400, message: "Ссылка для отписки недействительна" };
const DOWN: UnsubscribeAnswer = { status: 503, message: "База данных недоступна" };

const EVENTS: EventSamples = {
  confirm: [{}],
  "xstate.done.actor.unsubscribe": [DONE, FORGED, DOWN].map((output) => ({ output, actorId: "unsubscribe" })),
};
const onlyWhileSending = ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children.unsubscribe) actor.send(event);
};

describe("unsubscribe: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const machine = unsubscribeMachine.provide({ actors: { unsubscribe: fromPromise(() => new Promise<UnsubscribeAnswer>(() => {})) } });
    const result = runMachinePaths({ machine, input: { token: "dXNlcg.c2ln" }, events: EVENTS, replay: { "xstate.done.actor.unsubscribe": onlyWhileSending } });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("unsubscribe (issue #18)", () => {
  it("sends the link's token only when the button is pressed, and retries after a failure", async () => {
    const sent: string[] = [];
    let answer = (): UnsubscribeAnswer => DOWN;
    const actor = createActor(unsubscribeMachine.provide({
      actors: { unsubscribe: fromPromise<UnsubscribeAnswer, string>(async ({ input }) => (sent.push(input), answer())) },
    }), { input: { token: "dXNlcg.c2ln" } });
    actor.start();
    await flush();
    expect(sent).toEqual([]);
    actor.send({ type: "confirm" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "failed", context: { message: DOWN.message } });
    answer = () => DONE;
    actor.send({ type: "confirm" });
    await flush();
    expect(sent).toEqual(["dXNlcg.c2ln", "dXNlcg.c2ln"]);
    expect(actor.getSnapshot()).toMatchObject({ value: "done", status: "done", context: { message: DONE.message } });
  });

  it("ends on a refused link", async () => {
    const refused = createActor(unsubscribeMachine.provide({ actors: { unsubscribe: fromPromise(async () => FORGED) } }), { input: { token: "x" } });
    refused.start();
    refused.send({ type: "confirm" });
    await flush();
    expect(refused.getSnapshot()).toMatchObject({ value: "rejected", context: { message: FORGED.message } });
  });
});
