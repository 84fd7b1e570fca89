import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { deleteAccountMachine } from "../../machines/delete-account/delete-account.machine.ts";
import type { DeleteAccountAnswer, DeleteAccountContext, DeleteProof } from "../../machines/delete-account/delete-account.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const DELETED: DeleteAccountAnswer = { status: 200, message: "Учётная запись удалена" };
const SENT: DeleteAccountAnswer = { status: 200, message: "Мы отправили код на a@b.kz" };
const WRONG: DeleteAccountAnswer = { status: 422, field: "Неверный пароль" };
const LIMITED: DeleteAccountAnswer = { status: 429, message: "Слишком много попыток" };

const EVENTS: EventSamples = {
  open: [{}],
  cancel: [{}],
  edit: [{ value: "Secret123" }, { value: "123456" }],
  submit: [{}],
  askCode: [{}],
  "xstate.done.actor.sendCode": [SENT, LIMITED].map((output) => ({ output, actorId: "sendCode" })),
  "xstate.done.actor.deleteAccount": [DELETED, WRONG, LIMITED].map((output) => ({ output, actorId: "deleteAccount" })),
};

/** An actor's answer only reaches the machine while that actor runs. */
const whileRunning = (id: string) => ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children[id]) actor.send(event);
};
const REPLAY = {
  "xstate.done.actor.sendCode": whileRunning("sendCode"),
  "xstate.done.actor.deleteAccount": whileRunning("deleteAccount"),
};

/** What the guards read: which proof the form holds and whether it is filled in. */
const projection = (c: DeleteAccountContext) => ({ by: c.by, password: c.password !== "", code: /^\d{6}$/.test(c.code) });

describe("delete account: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const never = () => new Promise<DeleteAccountAnswer>(() => {});
    const machine = deleteAccountMachine.provide({ actors: { sendCode: fromPromise(never), deleteAccount: fromPromise(never) } });
    const result = runMachinePaths({ machine, events: EVENTS, replay: REPLAY, context: projection });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: { send?: () => DeleteAccountAnswer; remove?: (proof: DeleteProof) => DeleteAccountAnswer }) {
  const proofs: DeleteProof[] = [];
  let left = 0;
  const machine = deleteAccountMachine.provide({
    actors: {
      sendCode: fromPromise(async () => (answers.send ?? (() => SENT))()),
      deleteAccount: fromPromise<DeleteAccountAnswer, DeleteProof>(async ({ input }) => {
        proofs.push(input);
        return (answers.remove ?? (() => DELETED))(input);
      }),
    },
    actions: { leave: () => void left++ },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, proofs, left: () => left };
}

describe("delete account (issue 17 item 5)", () => {
  it("deletes with the password and leaves once", async () => {
    const { actor, proofs, left } = start({});
    actor.send({ type: "open" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("confirming");
    actor.send({ type: "edit", value: "Secret123" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(proofs).toEqual([{ password: "Secret123" }]);
    expect(actor.getSnapshot().value).toBe("deleted");
    expect(left()).toBe(1);
  });

  it("a wrong password stays in the form with the server's message until the field is edited", async () => {
    const { actor, left } = start({ remove: () => WRONG });
    actor.send({ type: "open" });
    actor.send({ type: "edit", value: "Wrong1234" });
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot().value).toBe("confirming");
    expect(actor.getSnapshot().context.fieldError).toBe("Неверный пароль");
    actor.send({ type: "edit", value: "Wrong12345" });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    expect(left()).toBe(0);
  });

  it("takes a mailed code instead, sending the trimmed code", async () => {
    const { actor, proofs } = start({});
    actor.send({ type: "open" });
    actor.send({ type: "askCode" });
    await flush();
    expect(actor.getSnapshot().value).toBe("codeEntry");
    expect(actor.getSnapshot().context.notice).toBe(SENT.message);
    actor.send({ type: "edit", value: "12345" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("codeEntry");
    actor.send({ type: "edit", value: " 123456 " });
    actor.send({ type: "submit" });
    await flush();
    expect(proofs).toEqual([{ code: "123456" }]);
    expect(actor.getSnapshot().value).toBe("deleted");
  });

  it("a failed mail or lost connection shows its message where it was asked", async () => {
    const { actor } = start({ send: () => LIMITED });
    actor.send({ type: "open" });
    actor.send({ type: "askCode" });
    await flush();
    expect(actor.getSnapshot().value).toBe("confirming");
    expect(actor.getSnapshot().context.error).toBe(LIMITED.message);
  });

  it("cancel forgets what was typed", () => {
    const { actor } = start({});
    actor.send({ type: "open" });
    actor.send({ type: "edit", value: "Secret123" });
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "open" });
    expect(actor.getSnapshot().context.password).toBe("");
  });
});
