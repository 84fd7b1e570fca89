import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { followMachine } from "../../machines/follow/follow.machine.ts";
import type { FollowAnswer, FollowContext, FollowInput, FollowRequest, UnfollowRequest } from "../../machines/follow/follow.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, mergePathResults, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, PathRunResult, ReplayContext } from "../support/machine-paths.ts";

const ADDED: FollowAnswer = { status: 200, id: "7" };
const REMOVED: FollowAnswer = { status: 200 };
const EXPIRED: FollowAnswer = { status: 401, message: "Войдите заново" };
const NOT_FOUND: FollowAnswer = { status: 404, message: "Кода нет в ТН ВЭД" };

const pending = () => new Promise<FollowAnswer>(() => {});
const model = followMachine.provide({
  actors: { follow: fromPromise<FollowAnswer, FollowRequest>(pending), unfollow: fromPromise<FollowAnswer, UnfollowRequest>(pending) },
});

const EVENTS: EventSamples = {
  toggle: [{}],
  known: [{ watchId: "3" }, { watchId: null }],
  "user.changed": [{ signedIn: true }, { signedIn: false }],
  retry: [{}],
  cancel: [{}],
  "xstate.done.actor.follow": [ADDED, EXPIRED, NOT_FOUND].map((output) => ({ output, actorId: "follow" })),
  "xstate.done.actor.unfollow": [REMOVED, EXPIRED, NOT_FOUND].map((output) => ({ output, actorId: "unfollow" })),
};
const onlyWhile = (id: string) => ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children[id]) actor.send(event);
};
const REPLAY = { "xstate.done.actor.follow": onlyWhile("follow"), "xstate.done.actor.unfollow": onlyWhile("unfollow") };
const projection = (c: FollowContext) => ({ signedIn: c.signedIn, following: c.watchId !== null, pending: c.pending });

const INPUTS: FollowInput[] = [
  { kind: "code", ref: "8703", signedIn: false, watchId: null },
  { kind: "code", ref: "8703", signedIn: true, watchId: null },
  { kind: "container", ref: "MSKU1234565", signedIn: true, watchId: "3" },
];

describe("follow: generated paths", () => {
  it("replays every path from a visitor, a user and a follower and covers every state and transition", () => {
    const results: PathRunResult[] = INPUTS.map((input) =>
      runMachinePaths({ machine: model, input, events: EVENTS, replay: REPLAY, context: projection }),
    );
    for (const r of results) expect(r.failures).toEqual([]);
    const result = mergePathResults(results);
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: FollowInput, answers: { follow?: () => FollowAnswer; unfollow?: () => FollowAnswer }) {
  const calls: string[] = [];
  let signIns = 0;
  const machine = followMachine.provide({
    actors: {
      follow: fromPromise<FollowAnswer, FollowRequest>(async ({ input: asked }) => {
        calls.push(`follow ${asked.kind} ${asked.ref}`);
        return (answers.follow ?? (() => ADDED))();
      }),
      unfollow: fromPromise<FollowAnswer, UnfollowRequest>(async ({ input: asked }) => {
        calls.push(`unfollow ${asked.id}`);
        return (answers.unfollow ?? (() => REMOVED))();
      }),
    },
    actions: { openSignIn: () => void signIns++ },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, calls, signIns: () => signIns };
}

describe("follow (issue #18)", () => {
  it("a signed-out click asks to sign in and, once signed in, completes the follow", async () => {
    const { actor, calls, signIns } = start({ kind: "code", ref: "8703", signedIn: false, watchId: null }, {});
    actor.send({ type: "toggle" });
    expect(actor.getSnapshot().value).toBe("signIn");
    expect(signIns()).toBe(1);
    expect(calls).toEqual([]);
    actor.send({ type: "user.changed", signedIn: true });
    await flush();
    expect(calls).toEqual(["follow code 8703"]);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.watchId).toBe("7");
  });

  it("a click after the login modal was closed asks again and follows nothing yet", () => {
    const { actor, calls, signIns } = start({ kind: "code", ref: "8703", signedIn: false, watchId: null }, {});
    actor.send({ type: "toggle" });
    actor.send({ type: "toggle" });
    expect(actor.getSnapshot().value).toBe("signIn");
    expect(signIns()).toBe(2);
    expect(calls).toEqual([]);
  });

  it("a click on a followed thing unfollows its entry", async () => {
    const { actor, calls } = start({ kind: "container", ref: "MSKU1234565", signedIn: true, watchId: "3" }, {});
    actor.send({ type: "toggle" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(calls).toEqual(["unfollow 3"]);
    expect(actor.getSnapshot().context.watchId).toBeNull();
  });

  it("keeps a failure's message and retries what failed", async () => {
    let answer = (): FollowAnswer => NOT_FOUND;
    const { actor, calls } = start({ kind: "code", ref: "9999", signedIn: true, watchId: null }, { follow: () => answer() });
    actor.send({ type: "toggle" });
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context).toMatchObject({ error: NOT_FOUND.message, pending: "follow" });
    answer = () => {
      throw new Error("Нет связи");
    };
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot().context.error).toBe("Нет связи");
    answer = () => ADDED;
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ watchId: "7", error: null, pending: null });
    expect(calls).toHaveLength(3);
  });

  it("a follow the server refuses for a dead session asks to sign in again", async () => {
    const { actor, signIns } = start({ kind: "code", ref: "8703", signedIn: true, watchId: null }, { follow: () => EXPIRED });
    actor.send({ type: "toggle" });
    await flush();
    expect(actor.getSnapshot().value).toBe("signIn");
    expect(signIns()).toBe(1);
  });
});
