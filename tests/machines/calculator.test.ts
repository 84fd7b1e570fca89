import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import {
  answersComplete,
  answersFromSearch,
  codeDigits,
  emptyAnswers,
  exciseApplies,
  exporterAsked,
  exporterMeasures,
  parseAmount,
  quantityApplies,
  searchFromRequest,
  stepErrors,
  stepValid,
  toRequest,
} from "../../machines/calculator/answers.ts";
import type { Answers, Step } from "../../machines/calculator/answers.ts";
import { calculatorMachine, fieldOfServerKey } from "../../machines/calculator/calculator.machine.ts";
import type {
  CalculateAnswer,
  CalculatorContext,
  CalculatorEmitted,
  CalculatorInput,
  CodeInfoAnswer,
  CodeInfoQuery,
} from "../../machines/calculator/calculator.machine.ts";
import type { CalculateRequest, CalculationResult, CalculatorCodeInfo } from "../../core/contract/calculator.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, mergePathResults, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, PathRunResult, ReplayContext } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

const TODAY = "2026-11-22";
const source = { act: "Решение Совета ЕЭК № 80", url: null, as_of: "2026-01-01", verification: null };

function info(code: string, dutyUnit: string | null, exciseUnit: string | null): CalculatorCodeInfo {
  return {
    code,
    code_fmt: code,
    name: { text: `товар ${code}`, lang: "ru", fallback: false, by_portal: false },
    full_name: { text: `Товар ${code}: группа`, lang: "ru", fallback: false, by_portal: false },
    date: TODAY,
    unit: dutyUnit,
    duty: { text: "5", type: "ad_valorem", ad_valorem: 5, specific: null, note_id: null, source },
    duty_quantity_unit: dutyUnit,
    excise: exciseUnit ? { goods: "пиво", rate_text: "100 ₸ за 1 л", quantity_unit: exciseUnit, source } : null,
    vat_pct: 16,
    remedy_exporters: [],
  };
}
const PLAIN = info("0101210000", null, null);
/** Duty per kg, and an excise per litre: both quantities asked. */
const BOTH = info("2203000100", "кг", "л");
/** Duty per kg, no excise. */
const QTY = info("0805400000", "кг", null);
/** Ad valorem duty, specific excise: only the excise quantity is asked. */
const EXCISE = info("2402209000", null, "1000 шт");
/** Stainless welded tubes: an anti-dumping duty on goods from China whose act names two exporters. */
const FOSHAN = "Foshan Vinmay Stainless Steel Co., Ltd.";
const SUMWIN = "Guangdong Sumwin New Material Group Co., Ltd.";
const ACT = { ...source, act: "Решение Коллегии ЕЭК № 121 от 08.09.2026" };
const TUBES: CalculatorCodeInfo = {
  ...info("7306402009", null, null),
  remedy_exporters: [
    { type: "antidumping", origins: ["CN"], exporter: FOSHAN, rate: "14.62%", source: ACT },
    { type: "antidumping", origins: ["CN"], exporter: SUMWIN, rate: "17.28%", source: ACT },
    { type: "antidumping", origins: ["CN"], exporter: null, rate: "17.28%", source: ACT },
  ],
};
const loaded = (i: CalculatorCodeInfo): CodeInfoAnswer => ({ status: 200, info: i });
const UNKNOWN: CodeInfoAnswer = { status: 404, message: "Кода 9999999999 нет в ТН ВЭД ЕАЭС" };
const DATE_REFUSED: CodeInfoAnswer = { status: 422, message: "Дата ввоза: с 2000 по 2099 год", fields: { date: ["Дата ввоза: с 2000 по 2099 год"] } };

const RESULT: CalculationResult = {
  code: PLAIN.code,
  date: TODAY,
  origin: "CN",
  customs_value_kzt: 500_000,
  lines: [{ kind: "duty", label: "Пошлина", base_kzt: 500_000, rate_text: "5 %", amount_kzt: 25_000, formula: "500 000,00 × 5 % = 25 000,00", source }],
  total_kzt: 25_000,
  exchange_rates: { USD: { rate: 500, date: TODAY, source: "nbk_daily" } },
  notes: [],
};
const OK: CalculateAnswer = { status: 200, result: RESULT };
const rejected = (key: string): CalculateAnswer => ({ status: 422, message: "Проверьте данные", fields: { [key]: [`неверно: ${key}`] } });
const SERVER_ERROR: CalculateAnswer = { status: 500, message: "Внутренняя ошибка сервера" };

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = calculatorMachine.provide({
  actors: { loadCodeInfo: never<CodeInfoAnswer, CodeInfoQuery>(), calculate: never<CalculateAnswer, CalculateRequest>() },
});

// ---- event samples ---------------------------------------------------------------------------

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ output, actorId: id }));

/** A valid answer for every step, and a broken date (the other steps start empty, which their checks refuse). */
const EDITS: EventSamples = {
  edit: [
    { field: "code", value: "0101 21 000 0" },
    { field: "date", value: "2026-01-15" },
    { field: "date", value: "2026-02-30" },
    { field: "origin", value: "CN" },
    { field: "exporter", value: FOSHAN },
    { field: "amount", value: "1 234,56" },
    { field: "quantity", value: "10" },
    { field: "exciseQuantity", value: "2.5" },
  ],
  editRate: [{ currency: "USD", value: "470,5" }],
};

const CONTROLS: EventSamples = {
  start: [{}],
  next: [{}],
  back: [{}],
  "change.code": [{}],
  "change.date": [{}],
  "change.origin": [{}],
  "change.exporter": [{}],
  "change.value": [{}],
  "change.quantity": [{}],
  "change.excise": [{}],
  calculate: [{}],
  changeAnswers: [{}],
  restart: [{}],
};

/** The calls' answers, with code info of one kind (the graph of all kinds at once is too large to walk). */
const answers = (infos: CodeInfoAnswer[]): EventSamples => ({
  "xstate.done.actor.restoreCodeInfo": done("restoreCodeInfo", infos),
  "xstate.done.actor.loadCodeInfo": done("loadCodeInfo", infos),
  "xstate.done.actor.reloadCodeInfo": done("reloadCodeInfo", infos),
  "xstate.done.actor.calculate": done("calculate", [
    OK,
    SERVER_ERROR,
    ...["code", "date", "origin", "customs_value.amount", "quantity.amount", "excise_quantity.amount"].map(rejected),
  ]),
});

const onlyWhileRunning =
  (invokeId: string) =>
  ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
  };
const REPLAY = Object.fromEntries(
  ["restoreCodeInfo", "loadCodeInfo", "reloadCodeInfo", "calculate"].map((id) => [`xstate.done.actor.${id}`, onlyWhileRunning(id)]),
);

const STEPS: Step[] = ["code", "date", "origin", "exporter", "value", "quantity", "excise"];

/** What the guards read: which steps pass, what the code asks, whether the code or date moved since loading. */
function projection(c: CalculatorContext) {
  return {
    valid: STEPS.filter((s) => stepValid(s, c.answers)),
    asks: c.codeInfo ? [exporterAsked(c.codeInfo, c.answers), quantityApplies(c.codeInfo), exciseApplies(c.codeInfo)] : null,
    codeMoved: c.loadedFor !== null && c.loadedFor.code !== codeDigits(c.answers.code),
    dateMoved: c.loadedFor !== null && c.loadedFor.date !== c.answers.date,
    reviewed: c.reviewed,
    byUser: c.byUser,
  };
}

/** A share link's answers: complete for PLAIN (ad valorem), missing the quantities BOTH asks. */
const LINK: Answers = { ...emptyAnswers(TODAY), code: "0101210000", origin: "CN", amount: "1000" };

const fresh = { today: TODAY };
const fromCard = { today: TODAY, answers: { ...emptyAnswers(TODAY), code: "0101210000" } };
const RUNS: { name: string; input: CalculatorInput; events: EventSamples }[] = [
  ...(
    [
      ["an ad valorem code, an unknown one, a refused date", [loaded(PLAIN), UNKNOWN, DATE_REFUSED]],
      ["a code whose duty needs a quantity", [loaded(QTY)]],
      ["a code that needs both quantities", [loaded(BOTH)]],
      ["a code whose excise needs a quantity", [loaded(EXCISE)]],
      ["a code under a trade remedy naming exporters", [loaded(TUBES)]],
    ] as const
  ).map(([name, infos]) => ({ name: `typed from scratch: ${name}`, input: fresh, events: { ...EDITS, ...CONTROLS, ...answers([...infos]) } })),
  { name: "a code from the code card", input: fromCard, events: { ...CONTROLS, ...answers([loaded(PLAIN), UNKNOWN, DATE_REFUSED]) } },
  // Who is signed in changes no state: told once, on the smallest graph.
  { name: "a share link", input: { today: TODAY, answers: LINK }, events: { ...CONTROLS, session: [{ signedIn: true }], ...answers([loaded(PLAIN), loaded(BOTH)]) } },
];

describe("calculator: generated paths", () => {
  const results: PathRunResult[] = [];
  for (const run of RUNS) {
    it(`replays every path: ${run.name}`, { timeout: 120_000 }, () => {
      const result = runMachinePaths({ machine: model, input: run.input, events: run.events, replay: REPLAY, context: projection, limit: 400_000 });
      expect(result.failures).toEqual([]);
      results.push(result);
    });
  }
  it("together they cover every state and transition", () => {
    expect(results).toHaveLength(RUNS.length);
    const result = mergePathResults(results);
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** An actor whose calls answer from the given tables, every call logged. */
function start(input: CalculatorInput, infos: Record<string, CalculatorCodeInfo>, calculate: (r: CalculateRequest) => CalculateAnswer | Promise<CalculateAnswer> = () => OK) {
  const log: string[] = [];
  const emitted: CalculatorEmitted[] = [];
  const machine = calculatorMachine.provide({
    actors: {
      loadCodeInfo: fromPromise<CodeInfoAnswer, CodeInfoQuery>(async ({ input: q }) => {
        log.push(`codeInfo ${q.code} ${q.date}`);
        const found = infos[q.code];
        return found ? { status: 200, info: { ...found, date: q.date } } : UNKNOWN;
      }),
      calculate: fromPromise<CalculateAnswer, CalculateRequest>(async ({ input: r }) => {
        log.push(`calculate ${JSON.stringify(r)}`);
        return calculate(r);
      }),
    },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.on("calculated", (e) => void emitted.push(e));
  actor.start();
  // A signed-in user: their own results are announced for their reports.
  actor.send({ type: "session", signedIn: true });
  actor.send({ type: "start" });
  const answer = async (fields: Partial<Record<"code" | "date" | "origin" | "exporter" | "amount" | "quantity" | "exciseQuantity", string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: "edit", field: field as never, value });
    actor.send({ type: "next" });
    await flush();
  };
  const at = () => actor.getSnapshot().value;
  return { actor, log, emitted, answer, at };
}

const INFOS = { [PLAIN.code]: PLAIN, [BOTH.code]: BOTH, [QTY.code]: QTY, [EXCISE.code]: EXCISE, [TUBES.code]: TUBES };
const sentOf = (log: string[]) => JSON.parse((log.at(-1) ?? "").replace(/^calculate /, "")) as CalculateRequest;

describe("calculator wizard (issue 6)", () => {
  it("asks only what the code needs: an ad valorem code goes from the value straight to check", async () => {
    const { answer, at, log, emitted, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: "0101 21 000 0" });
    expect(log).toEqual([`codeInfo 0101210000 ${TODAY}`]);
    expect(at()).toEqual({ date: "editing" });
    await answer({});
    await answer({ origin: "CN" });
    await answer({ amount: "1 234,56" });
    expect(at()).toBe("check");
    actor.send({ type: "calculate" });
    await flush();
    expect(at()).toBe("result");
    expect(log[1]).toBe(`calculate {"code":"0101210000","date":"${TODAY}","origin":"CN","customs_value":{"amount":1234.56,"currency":"USD"}}`);
    expect(emitted.map((e) => e.result.total_kzt)).toEqual([RESULT.total_kzt]);
  });

  it("asks the duty's quantity and the excise's in their units, and sends both", async () => {
    const { answer, at, log, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: BOTH.code });
    await answer({});
    await answer({ origin: "DE" });
    await answer({ amount: "1000.5" });
    expect(at()).toBe("quantity");
    await answer({ quantity: "0" });
    expect(actor.getSnapshot().context.errors).toEqual({ quantity: { id: "calc.error.positive" } });
    await answer({ quantity: "12,5" });
    expect(at()).toBe("excise");
    await answer({ exciseQuantity: "30" });
    actor.send({ type: "calculate" });
    await flush();
    const sent = JSON.parse((log.at(-1) ?? "").replace(/^calculate /, "")) as CalculateRequest;
    expect(sent.quantity).toEqual({ amount: 12.5, unit: "кг" });
    expect(sent.excise_quantity).toEqual({ amount: 30, unit: "л" });
  });

  it("change from check: a new code clears the quantities and walks on to them; other answers come back to check", async () => {
    const { answer, at, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: QTY.code });
    await answer({});
    await answer({ origin: "CN" });
    await answer({ amount: "500" });
    await answer({ quantity: "10" });
    expect(at()).toBe("check");
    actor.send({ type: "change.origin" });
    expect(at()).toBe("origin");
    await answer({ origin: "BY" });
    expect(at()).toBe("check");
    actor.send({ type: "change.code" });
    await answer({ code: BOTH.code });
    expect(actor.getSnapshot().context.answers.quantity).toBe("");
    expect(at()).toEqual({ date: "editing" });
    await answer({});
    await answer({});
    await answer({});
    expect(at()).toBe("quantity");
    await answer({ quantity: "3" });
    expect(at()).toBe("excise");
    await answer({ exciseQuantity: "4" });
    expect(at()).toBe("check");
  });

  it("asks the exporter after the origin when the remedy for it names exporters, and sends the one chosen", async () => {
    const { answer, at, log, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: TUBES.code });
    await answer({});
    await answer({ origin: "CN" });
    expect(at()).toBe("exporter");
    // Continue without a choice: "all other exporters", no exporter in the call.
    await answer({});
    expect(at()).toBe("value");
    actor.send({ type: "back" });
    expect(at()).toBe("exporter");
    await answer({ exporter: FOSHAN });
    await answer({ amount: "1000" });
    expect(at()).toBe("check");
    actor.send({ type: "calculate" });
    await flush();
    expect(sentOf(log).exporter).toBe(FOSHAN);
    // Change of the exporter comes back to check; back to all the others, the call names none.
    actor.send({ type: "changeAnswers" });
    actor.send({ type: "change.exporter" });
    expect(at()).toBe("exporter");
    await answer({ exporter: "" });
    expect(at()).toBe("check");
    actor.send({ type: "calculate" });
    await flush();
    expect(sentOf(log).exporter).toBeUndefined();
  });

  it("skips the exporter for an origin the remedy does not cover, and drops an exporter chosen for another origin", async () => {
    const { answer, at, log, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: TUBES.code });
    await answer({});
    await answer({ origin: "CN" });
    await answer({ exporter: SUMWIN });
    await answer({ amount: "1000" });
    actor.send({ type: "change.origin" });
    await answer({ origin: "DE" });
    expect(at()).toBe("check");
    actor.send({ type: "change.exporter" });
    expect(at()).toBe("check");
    actor.send({ type: "back" });
    expect(at()).toBe("value");
    actor.send({ type: "back" });
    expect(at()).toBe("origin");
    actor.send({ type: "next" });
    actor.send({ type: "calculate" });
    await flush();
    expect(sentOf(log)).toMatchObject({ origin: "DE" });
    expect(sentOf(log).exporter).toBeUndefined();
  });

  it("a new date reloads what the code needs and clears the typed exchange rates", async () => {
    const { answer, at, log, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: PLAIN.code });
    await answer({});
    await answer({ origin: "CN" });
    actor.send({ type: "editRate", currency: "USD", value: "470,5" });
    await answer({ amount: "100" });
    expect(actor.getSnapshot().context.answers.rates).toEqual({ USD: "470,5" });
    actor.send({ type: "change.date" });
    await answer({ date: "2025-02-30" });
    expect(actor.getSnapshot().context.errors).toEqual({ date: { id: "calc.error.date" } });
    await answer({ date: "2025-06-01" });
    expect(log.at(-1)).toBe("codeInfo 0101210000 2025-06-01");
    expect(actor.getSnapshot().context.answers.rates).toEqual({});
    expect(at()).toBe("check");
  });

  it("an unknown code stays on the code step with the server's message", async () => {
    const { answer, at, actor } = start({ today: TODAY }, INFOS);
    await answer({ code: "12" });
    expect(actor.getSnapshot().context.errors).toEqual({ code: { id: "calc.error.code" } });
    await answer({ code: "9999999999" });
    expect(at()).toEqual({ code: "editing" });
    expect(actor.getSnapshot().context.errors.code).toEqual({ text: UNKNOWN.status === 404 && "message" in UNKNOWN ? UNKNOWN.message : "" });
  });

  it("a 422 naming a field returns to its step with the message, nothing lost; no connection returns to check", async () => {
    let answerWith: CalculateAnswer | Error = rejected("quantity.amount");
    const { answer, at, actor } = start({ today: TODAY }, INFOS, () => {
      if (answerWith instanceof Error) throw answerWith;
      return answerWith;
    });
    await answer({ code: QTY.code });
    await answer({});
    await answer({ origin: "CN" });
    await answer({ amount: "500" });
    await answer({ quantity: "10" });
    actor.send({ type: "calculate" });
    await flush();
    expect(at()).toBe("quantity");
    expect(actor.getSnapshot().context.errors).toEqual({ quantity: { text: "неверно: quantity.amount" } });
    expect(actor.getSnapshot().context.answers).toMatchObject({ origin: "CN", amount: "500", quantity: "10" });
    answerWith = new Error("offline");
    await answer({});
    actor.send({ type: "calculate" });
    await flush();
    expect(at()).toBe("check");
    expect(actor.getSnapshot().context.failure).toEqual({ id: "calc.error.network" });
  });

  it("a complete share link calculates at once and does not save; a code from the card starts at the date", async () => {
    const link = start({ today: TODAY, answers: answersFromSearch("code=0101210000&date=2026-01-15&origin=CN&value=1000&currency=EUR", TODAY) }, INFOS);
    await flush();
    await flush();
    expect(link.at()).toBe("result");
    expect(link.log[0]).toBe("codeInfo 0101210000 2026-01-15");
    expect(link.emitted).toEqual([]);
    const card = start({ today: TODAY, answers: answersFromSearch("code=0101210000", TODAY) }, INFOS);
    await flush();
    expect(card.at()).toEqual({ date: "editing" });
    expect(card.actor.getSnapshot().context.answers.date).toBe(TODAY);
  });

  it("saves only for the signed-in: a signed-out user's own result is not announced", async () => {
    const { answer, at, emitted, actor } = start({ today: TODAY }, INFOS);
    actor.send({ type: "session", signedIn: false });
    await answer({ code: PLAIN.code });
    await answer({});
    await answer({ origin: "CN" });
    await answer({ amount: "100" });
    actor.send({ type: "calculate" });
    await flush();
    expect(at()).toBe("result");
    expect(emitted).toEqual([]);
  });
});

describe("answers", () => {
  it('reads "1 234,56", "1234.56", "1,234.56" and "1.234,56" as 1234.56 and refuses words and signs', () => {
    for (const typed of ["1 234,56", "1234.56", "1,234.56", "1.234,56", "1\u00a0234,56"]) expect(parseAmount(typed)).toBe(1234.56);
    expect(parseAmount("12a")).toBeNull();
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("-5")).toBe(-5);
    const a = { ...emptyAnswers(TODAY), amount: "-5", freight: "x", currency: "USD", rates: { USD: "0" } };
    expect(stepErrors("value", a)).toEqual({ amount: "calc.error.negative", freight: "calc.error.number", "rate.USD": "calc.error.positive" });
    expect(stepErrors("value", { ...a, amount: "2e13", freight: "", rates: {} })).toEqual({ amount: "calc.error.number" });
    expect(stepErrors("value", { ...a, amount: "20000000000000", freight: "", rates: {} })).toEqual({ amount: "calc.error.tooLarge" });
  });

  it("a request's share link gives back the same request", () => {
    const answers: Answers = {
      ...emptyAnswers(TODAY),
      code: "2203 00 010 0",
      origin: "DE",
      amount: "1 000,5",
      currency: "EUR",
      freight: "200",
      freightCurrency: "USD",
      quantity: "12",
      exciseQuantity: "30",
      rates: { EUR: "520,1", USD: "", CNY: "70" },
    };
    const request = toRequest(answers, BOTH);
    expect(request.exchange_rates).toEqual({ EUR: 520.1 });
    expect(answersComplete(answers, BOTH)).toBe(true);
    expect(toRequest(answersFromSearch(searchFromRequest(request), TODAY), BOTH)).toEqual(request);
    const tubes = toRequest({ ...emptyAnswers(TODAY), code: TUBES.code, origin: "CN", exporter: FOSHAN, amount: "10" }, TUBES);
    expect(tubes.exporter).toBe(FOSHAN);
    expect(toRequest(answersFromSearch(searchFromRequest(tubes), TODAY), TUBES)).toEqual(tubes);
  });

  it("names each measure behind the exporters once, however many exporter rows its act has", () => {
    const prolonging = { ...source, act: "Решение Коллегии ЕЭК № 4 от 20.01.2026" };
    const two: CalculatorCodeInfo = { ...TUBES, remedy_exporters: [...TUBES.remedy_exporters, { type: "antidumping", origins: ["CN"], exporter: null, rate: "17.28%", source: prolonging }] };
    expect(exporterMeasures(two, "CN").map((m) => m.source.act)).toEqual([ACT.act, prolonging.act]);
    expect(exporterMeasures(two, "KZ")).toEqual([]);
  });

  it("maps the server's field names to the wizard's", () => {
    expect(fieldOfServerKey("customs_value.amount")).toBe("amount");
    expect(fieldOfServerKey("customs_value.currency")).toBe("currency");
    expect(fieldOfServerKey("freight.currency")).toBe("freightCurrency");
    expect(fieldOfServerKey("excise_quantity")).toBe("exciseQuantity");
    expect(fieldOfServerKey("exchange_rates.EUR")).toBe("rate.EUR");
    expect(fieldOfServerKey("unknown")).toBeNull();
  });
});
