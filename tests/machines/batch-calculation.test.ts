import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import type { BatchRequest, BatchRow } from "../../core/contract/groups.ts";
import { batchCalculationMachine, batchRequestOf, emptyBatchForm } from "../../machines/batch-calculation/batch-calculation.machine.ts";
import type { BatchAnswer, BatchContext, BatchGroup } from "../../machines/batch-calculation/batch-calculation.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const GROUP: BatchGroup = { name: "Клиент А — запчасти", codes: ["0101291000", "8708"] };
const ROWS: BatchRow[] = [
  { code: "0101291000", result: null, error: null },
  { code: "8708", result: null, error: "Код товара: нужно 10 цифр кода ТН ВЭД ЕАЭС" },
];
const OK: BatchAnswer = { status: 200, rows: ROWS };
const BAD_ORIGIN: BatchAnswer = { status: 422, fields: { origin: ["Страны с кодом QQ нет в справочнике"] }, message: "Страна" };
const LIMITED: BatchAnswer = { status: 429, message: "Слишком много запросов" };

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ output, actorId: id }));
const EVENTS: EventSamples = {
  edit: [{ field: "origin", value: "CN" }, { field: "amount", value: "1000" }],
  submit: [{}],
  retry: [{}],
  "xstate.done.actor.loadGroup": done("loadGroup", [GROUP]),
  "xstate.done.actor.calculateBatch": done("calculateBatch", [OK, BAD_ORIGIN, LIMITED]),
};
const onlyWhileRunning =
  (invokeId: string) =>
  ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
  };
const REPLAY = {
  "xstate.done.actor.loadGroup": onlyWhileRunning("loadGroup"),
  "xstate.done.actor.calculateBatch": onlyWhileRunning("calculateBatch"),
};

/** What the guards read: which assumptions are typed (the samples are valid values) and whether the group is known. */
const projection = (c: BatchContext) => ({ origin: c.form.origin !== "", amount: c.form.amount !== "", group: c.group !== null });

describe("batch calculation: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
    const machine = batchCalculationMachine.provide({
      actors: { loadGroup: never<BatchGroup, { groupId: string }>(), calculateBatch: never<BatchAnswer, BatchRequest>() },
    });
    const result = runMachinePaths({ machine, input: { groupId: "g1" }, events: EVENTS, replay: REPLAY, context: projection });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (request: BatchRequest) => BatchAnswer, load: () => BatchGroup = () => GROUP) {
  const sent: BatchRequest[] = [];
  const machine = batchCalculationMachine.provide({
    actors: {
      loadGroup: fromPromise<BatchGroup, { groupId: string }>(async () => load()),
      calculateBatch: fromPromise<BatchAnswer, BatchRequest>(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { groupId: "g1" } });
  actor.start();
  return { actor, sent };
}

describe("batch calculation (issue 18 item 4)", () => {
  it("needs a number, a currency, an origin and codes before it sends", () => {
    expect(batchRequestOf(emptyBatchForm(), GROUP.codes)).toBeNull();
    const form = { ...emptyBatchForm(), origin: "CN", amount: "1 000,5" };
    expect(batchRequestOf(form, GROUP.codes)).toEqual({ codes: GROUP.codes, origin: "CN", customs_value: { amount: 1000.5, currency: "USD" } });
    expect(batchRequestOf({ ...form, date: "2026-03-01" }, GROUP.codes)?.date).toBe("2026-03-01");
    expect(batchRequestOf({ ...form, amount: "abc" }, GROUP.codes)).toBeNull();
    expect(batchRequestOf(form, [])).toBeNull();
  });

  it("loads the group, sends all its codes with one set of assumptions and shows the rows, kept while the form changes", async () => {
    const { actor, sent } = start(() => OK);
    await flush();
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "edit", field: "origin", value: "CN" });
    actor.send({ type: "edit", field: "amount", value: "1000" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(sent).toEqual([{ codes: GROUP.codes, origin: "CN", customs_value: { amount: 1000, currency: "USD" } }]);
    expect(actor.getSnapshot().value).toBe("results");
    expect(actor.getSnapshot().context.rows).toEqual(ROWS);
    actor.send({ type: "edit", field: "currency", value: "EUR" });
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { rows: ROWS } });
  });

  it("a 422 puts the server's message on its field until it is edited; another failure shows its message", async () => {
    let answer = (): BatchAnswer => BAD_ORIGIN;
    const { actor } = start(() => answer());
    await flush();
    actor.send({ type: "edit", field: "origin", value: "QQ" });
    actor.send({ type: "edit", field: "amount", value: "5" });
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot().context.serverErrors).toEqual({ origin: "Страны с кодом QQ нет в справочнике" });
    actor.send({ type: "edit", field: "origin", value: "CN" });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
    answer = () => LIMITED;
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { error: "Слишком много запросов" } });
  });

  it("a group that cannot be read offers a retry", async () => {
    let fail = true;
    const { actor } = start(() => OK, () => {
      if (fail) throw new Error("Группа не найдена");
      return GROUP;
    });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "failed", context: { error: "Группа не найдена" } });
    fail = false;
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { group: GROUP, error: null } });
  });
});
