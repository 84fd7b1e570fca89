import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { limitGuardMachine } from "../../machines/limit-guard/limit-guard.machine.ts";
import type { LimitGuardContext, LimitGuardInput, OpenCardAnswer, OpenCardRequest } from "../../machines/limit-guard/limit-guard.machine.ts";
import { replayRunsCovering } from "../support/coverage-report.ts";
import { CARD, LIMITS } from "../support/importer-card-fixtures.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const OPENED: OpenCardAnswer = { status: 200, card: CARD, limits: LIMITS };
const LIMIT: OpenCardAnswer = { status: 402, limits: { left: 0, resets_at: LIMITS.resets_at } };
const failed = (status: number): OpenCardAnswer => ({ status, message: `ответ ${status}` });

const never = fromPromise<OpenCardAnswer, OpenCardRequest>(() => new Promise<OpenCardAnswer>(() => {}));
const model = limitGuardMachine.provide({ actors: { openCard: never } });

const EVENTS: EventSamples = {
  open: [{ importer: "123456789012" }],
  "user.changed": [
    { signedIn: false, permissions: [] },
    { signedIn: true, permissions: [] },
    { signedIn: true, permissions: ["access_to_ved", "card_opening_ved"] },
  ],
  cancel: [{}],
  retry: [{}],
  "xstate.done.actor.openCard": [OPENED, LIMIT, failed(401), failed(403), failed(404)].map((output) => ({ output, actorId: "openCard" })),
};
const onlyWhileOpening = ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children.openCard) actor.send(event);
};
// The error of the call (no connection) comes from the path runner, only while the call runs.
const REPLAY = { "xstate.done.actor.openCard": onlyWhileOpening };
const projection = (c: LimitGuardContext) => ({ signedIn: c.signedIn, permissions: c.permissions, importer: c.importer });

const INPUTS: LimitGuardInput[] = [
  { signedIn: false, permissions: [] },
  { signedIn: true, permissions: [] },
  { signedIn: true, permissions: ["card_opening_ved"] },
  { signedIn: true, permissions: ["card_opening_ved"], importer: "123456789012" },
];

describe("limit guard: generated paths", () => {
  it("replays every path from every kind of user and covers every state and transition", () => {
    replayRunsCovering(INPUTS.map((input) => ({ machine: model, input, events: EVENTS, replay: REPLAY, context: projection })));
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: LimitGuardInput, answers: OpenCardAnswer[]) {
  const calls: string[] = [];
  const actor = createActor(
    limitGuardMachine.provide({
      actors: {
        openCard: fromPromise<OpenCardAnswer, OpenCardRequest>(async ({ input: q }) => {
          calls.push(q.importer);
          return answers.shift() ?? failed(500);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe("limit guard (issue 8)", () => {
  it("asks a signed-out visitor to sign in, then a user without card_opening_ved to choose a plan, then opens", async () => {
    const { actor, calls } = start({ signedIn: false, permissions: [] }, [OPENED]);
    actor.send({ type: "open", importer: "123456789012" });
    expect(actor.getSnapshot().value).toBe("signIn");
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    expect(actor.getSnapshot().value).toBe("rate");
    expect(calls).toEqual([]);
    actor.send({ type: "user.changed", signedIn: true, permissions: ["card_opening_ved"] });
    await flush();
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ opened: true, card: CARD, limits: LIMITS });
    expect(calls).toEqual(["123456789012"]);
  });

  it("shows the limit-reached state with the reset time; closing it ends the guard unopened", async () => {
    const { actor } = start({ signedIn: true, permissions: ["card_opening_ved"] }, [LIMIT]);
    actor.send({ type: "open", importer: "123456789012" });
    await flush();
    expect(actor.getSnapshot().value).toBe("limitReached");
    expect(actor.getSnapshot().context.limits).toEqual(LIMIT.status === 402 ? LIMIT.limits : null);
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().output).toEqual({ opened: false });
  });

  it("a failed call keeps the server's message and retries", async () => {
    const { actor, calls } = start({ signedIn: true, permissions: ["card_opening_ved"] }, [failed(404), OPENED]);
    actor.send({ type: "open", importer: "123456789012" });
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toBe("ответ 404");
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot().status).toBe("done");
    expect(calls).toHaveLength(2);
  });
});
