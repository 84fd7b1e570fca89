import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { CalculatorCodeInfo } from "../../core/contract/calculator.ts";
import { answersFromSearch, emptyAnswers } from "../../machines/calculator/answers.ts";
import type { AnswerField } from "../../machines/calculator/answers.ts";
import { calculatorMachine } from "../../machines/calculator/calculator.machine.ts";
import type { CalculateAnswer, CalculatorContext, CalculatorInput, CodeInfoAnswer } from "../../machines/calculator/calculator.machine.ts";
import { verifiedAccount } from "./accounts.ts";
import { openSignedIn } from "./importer-card-helpers.ts";
import { coveringPaths, machinePaths } from "../support/machine-paths.ts";
import { type BrowserStep, type HeldCalls, holdCalls, type MachinePath, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { collectErrors } from "./ui-helpers.ts";

/**
 * The calculator's generated paths in the browser against the real server (issue 16): the graph of
 * calculatorMachine from an empty wizard (/calculator) and from a share link a signed-in user opens,
 * with what a user types and clicks, on three real codes: manganese ores (nothing more to ask),
 * cigarettes (a quantity in pieces) and motor gasoline (an excise in kilograms), an unknown code and
 * a date the server refuses; and, from a code card's link, stainless welded tubes (from China the exporter
 * is asked: the anti-dumping duty names exporters). The walks are steered by what is typed (each answer changed once), and only
 * the fewest paths that take every transition the graph has are replayed (each is a page load). The code-info and calculation calls are held until the path answers them:
 * the server's answer, a 422 naming the invoice amount or a dropped connection (routed: the real server
 * gives neither to these answers), so every busy state is seen. After each step the page must show the
 * state's meta.
 *
 * Not made in the browser (the machine's vitest replay covers them): a 422 of the calculation naming a
 * field of another step than the value (the wizard's own checks catch those first: the route would only
 * repeat the value's), a calculation answered by a server error rather than a dropped connection,
 * `editRate` (a foreign currency's rate), quantity → excise and back (no code in the shipped data asks
 * both), a share link that is incomplete or whose code or date the server refuses (restoring's other
 * answers), the code's load refusing the date (the code step always asks for the date in the form).
 * Left out for the run's time, each a page load of its own: Back from the origin, the value and a check
 * without a quantity, Change of the date, the quantity and the excise, the date's reload answered or
 * dropped, answers checked again from the code or date step, Continue on an emptied date.
 */

const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date());
const PLAIN = "2602000000";
const CIGARETTES = "2402209000";
const GASOLINE = "2710124110";
/** Stainless welded tubes: the anti-dumping duty on goods from China names its exporters (EEC Board Decision No. 121). */
const TUBES = "7306402009";
const FOSHAN = "Foshan Vinmay Stainless Steel Co., Ltd.";
const UNKNOWN = "9999999999";
const REFUSED_DATE = "1999-01-01";

/** What the model knows of the server's code info: only the units and the exporters named that the wizard's guards read. */
const info = (code: string, quantity: string | null, excise: string | null, exporters: string[] = []): CalculatorCodeInfo =>
  ({
    code, duty_quantity_unit: quantity, excise: excise ? { quantity_unit: excise } : null,
    remedy_exporters: exporters.map((exporter) => ({ origins: ["CN"], exporter })),
  }) as unknown as CalculatorCodeInfo;
const INFO: Record<string, CalculatorCodeInfo> = {
  [PLAIN]: info(PLAIN, null, null), [CIGARETTES]: info(CIGARETTES, "шт", null), [GASOLINE]: info(GASOLINE, null, "кг"), [TUBES]: info(TUBES, null, null, [FOSHAN]),
};

/** The server's answer to a code on a date. */
function codeInfoAnswer(code: string, date: string): CodeInfoAnswer {
  if (date === REFUSED_DATE) return { status: 422, message: "", fields: { date: [""] } };
  const known = INFO[code];
  return known ? { status: 200, info: known } : { status: 404, message: "" };
}

const e = (type: string, payload: object = {}): EventObject => ({ type, ...payload });
const edit = (field: AnswerField, value: string) => e("edit", { field, value });
const CALCULATED: CalculateAnswer = { status: 200, result: {} as never };
const AMOUNT_REFUSED: CalculateAnswer = { status: 422, message: "", fields: { "customs_value.amount": [""] } };
const DROPPED = (id: string) => e(`xstate.error.actor.${id}`, { error: "no connection", actorId: id });
const answered = (id: string, output: unknown) => e(`xstate.done.actor.${id}`, { output, actorId: id });

/**
 * What a user of the empty wizard does in each state, steered by the answers so far: an empty code,
 * an unknown one, then cigarettes (its first load loses the connection; a date the server refuses; the
 * quantity; at the check back, Change of the origin and the value, and a calculation that loses the
 * connection, after which Change of the code to gasoline: its excise; a calculation refused at the
 * amount, 600 typed, the server's result; Change of the answers, Start again).
 */
function emptyWizardEvents(s: AnyMachineSnapshot): EventObject[] {
  const c = s.context as CalculatorContext;
  const a = c.answers;
  const errors = Object.keys(c.errors);
  if (s.status !== "active") return [];
  if (s.matches("starting")) return [e("start")];
  if (s.matches({ code: "editing" })) {
    if (a.code === "") return [errors.includes("code") ? edit("code", UNKNOWN) : e("next")];
    if (a.code === UNKNOWN && errors.includes("code")) return [edit("code", CIGARETTES)];
    if (a.code === CIGARETTES && c.reviewed) return [edit("code", GASOLINE)];
    return [e("next")];
  }
  if (s.matches({ code: "loading" })) {
    const answer = answered("loadCodeInfo", codeInfoAnswer(a.code, a.date));
    // The first load of cigarettes loses the connection (a code loaded once is kept by the page: no call).
    return a.code === CIGARETTES && c.loadedFor === null ? [answer, DROPPED("loadCodeInfo")] : [answer];
  }
  if (s.matches({ date: "editing" })) {
    if (a.date === REFUSED_DATE) return errors.includes("date") ? [edit("date", TODAY)] : [e("next")];
    return a.code === CIGARETTES && !c.reviewed ? [e("next"), e("back"), edit("date", REFUSED_DATE)] : [e("next")];
  }
  if (s.matches({ date: "loading" })) return [answered("reloadCodeInfo", codeInfoAnswer(a.code, a.date))];
  // An empty answer: Continue first (the step says what is missing), then the answer.
  const answer = (value: string, field: AnswerField) => [errors.includes(field) ? edit(field, value) : e("next")];
  if (s.matches("origin")) {
    if (a.origin === "") return answer("CN", "origin");
    return c.reviewed && a.origin === "CN" ? [edit("origin", "DE")] : [e("next")];
  }
  if (s.matches("value")) {
    if (a.amount === "") return answer("500", "amount");
    if (errors.includes("amount")) return [edit("amount", "600")];
    return c.reviewed && a.code === CIGARETTES && a.amount === "500" ? [edit("amount", "550")] : [e("next")];
  }
  if (s.matches("quantity")) return a.quantity === "" ? answer("1000", "quantity") : c.reviewed ? [e("next")] : [e("next"), e("back")];
  if (s.matches("excise")) return a.exciseQuantity === "" ? answer("1000", "exciseQuantity") : [e("next"), e("back")];
  if (s.matches("check")) {
    if (a.code !== CIGARETTES) return [e("calculate")];
    // Change of the origin (to DE), then of the value (to 550), then back or calculate.
    if (c.failure) return [e("change.code")];
    if (a.origin === "CN") return [e("change.origin")];
    return a.amount === "500" ? [e("change.value")] : [e("back"), e("calculate")];
  }
  if (s.matches("calculating")) {
    if (a.code === CIGARETTES) return [DROPPED("calculate")];
    return [answered("calculate", a.amount === "550" ? AMOUNT_REFUSED : CALCULATED)];
  }
  // Change of the answers from the result is the signed-in walk's.
  if (s.matches("result")) return [e("restart")];
  return [];
}

/** A signed-in user opens a share link: it calculates at once (not theirs to keep); Change, Calculate: theirs. */
function signedInLinkEvents(s: AnyMachineSnapshot): EventObject[] {
  const c = s.context as CalculatorContext;
  if (s.status !== "active") return [];
  if (s.matches("starting")) return [e("start")];
  if (!c.signedIn) return [e("session", { signedIn: true })];
  if (s.matches("restoring")) return [answered("restoreCodeInfo", codeInfoAnswer(c.answers.code, c.answers.date))];
  if (s.matches("calculating")) return [answered("calculate", CALCULATED)];
  if (s.matches("result")) return c.byUser ? [] : [e("changeAnswers")];
  if (s.matches("check")) return [e("calculate")];
  return [];
}

/**
 * A code from the code card whose remedy names exporters: China asks the exporter; Back to the origin, then
 * Foshan Vinmay; Back from the value; at the check, Change of the exporter to all the others; calculate.
 */
function exporterEvents(s: AnyMachineSnapshot): EventObject[] {
  const c = s.context as CalculatorContext;
  const a = c.answers;
  if (s.status !== "active") return [];
  if (s.matches("starting")) return [e("start")];
  if (s.matches("restoring")) return [answered("restoreCodeInfo", codeInfoAnswer(a.code, a.date))];
  if (s.matches({ date: "editing" })) return [e("next")];
  if (s.matches("origin")) return a.origin === "" ? [edit("origin", "CN")] : [e("next")];
  if (s.matches("exporter")) {
    if (!c.reviewed) return a.exporter === "" ? [e("back"), edit("exporter", FOSHAN)] : [e("next")];
    return a.exporter === FOSHAN ? [edit("exporter", "")] : [e("next")];
  }
  if (s.matches("value")) return a.amount === "" ? [edit("amount", "500")] : [e("next"), e("back")];
  if (s.matches("check")) return a.exporter === FOSHAN ? [e("change.exporter")] : [e("calculate")];
  if (s.matches("calculating")) return [answered("calculate", CALCULATED)];
  return [];
}

/** The part of the context the walks steer by. */
const projection = (c: CalculatorContext) => ({
  answers: { ...c.answers, rates: undefined },
  errors: Object.keys(c.errors),
  failure: c.failure !== null,
  reviewed: c.reviewed,
  byUser: c.byUser,
  signedIn: c.signedIn,
  loadedFor: c.loadedFor,
});

const SHARE_LINK = `code=${PLAIN}&origin=CN&value=500&currency=USD`;
const CARD_LINK = `code=${TUBES}`;
const RUNS: { name: "empty" | "signedIn" | "exporter"; input: CalculatorInput; url: string; events: (s: AnyMachineSnapshot) => EventObject[] }[] = [
  { name: "empty", input: { today: TODAY, answers: emptyAnswers(TODAY) }, url: "/calculator", events: emptyWizardEvents },
  { name: "signedIn", input: { today: TODAY, answers: answersFromSearch(SHARE_LINK, TODAY) }, url: `/calculator?${SHARE_LINK}`, events: signedInLinkEvents },
  { name: "exporter", input: { today: TODAY, answers: answersFromSearch(CARD_LINK, TODAY) }, url: `/calculator?${CARD_LINK}`, events: exporterEvents },
];

const PATHS = RUNS.flatMap((run) =>
  coveringPaths(calculatorMachine, run.input, machinePaths({ machine: calculatorMachine, input: run.input, events: run.events, context: projection })).map((path) => ({ run, path })),
);

// ---- the browser side ----------------------------------------------------------------------------

interface Run {
  page: Page;
  codeInfo: HeldCalls;
  calculation: HeldCalls;
  /** Code-info answers the page keeps (per code and date): asked again, they come without a call. */
  known: Set<string>;
}

const FIELD: Partial<Record<AnswerField, string>> = { code: "calc-code", date: "calc-date", amount: "calc-amount", quantity: "calc-quantity", exciseQuantity: "calc-excise" };
const BODY_422 = { message: "Проверьте стоимость", errors: { "customs_value.amount": ["Стоимость слишком велика"] } };

const click = (testId: string) => (run: Run) => run.page.getByTestId(testId).click();

/** The code and date a code-info call asks about, as the page keeps its answers. */
const codeInfoKey = (s: AnyMachineSnapshot): string => {
  const { code, date } = (s.context as CalculatorContext).answers;
  return `${code.replace(/\D/g, "")}/${date}`;
};
const loadsCodeInfo = (s: AnyMachineSnapshot): boolean => s.hasTag("busy") && !s.matches("calculating");

/** The code-info call the step answers: the server's answer, unless the page already has it. */
async function answerCodeInfo(run: Run, { before }: BrowserStep) {
  const key = codeInfoKey(before);
  if (run.known.has(key)) return;
  run.known.add(key);
  await (await run.codeInfo.next()).continue();
}

const STEPS: Record<string, (run: Run, step: BrowserStep) => Promise<unknown>> = {
  start: async () => {}, // the page starts the wizard once it has come to life
  session: async () => {}, // the page tells the wizard who is signed in
  edit: async ({ page }, { event }) => {
    const { field, value } = event as unknown as { field: AnswerField; value: string };
    if (field === "origin") return page.getByTestId("calc-origin").selectOption(value);
    if (field === "exporter") return page.getByTestId("calc-exporter").locator(`input[value="${value}"]`).check();
    await page.getByTestId(FIELD[field] ?? "").fill(value);
  },
  next: click("calc-next"),
  back: click("calc-back"),
  calculate: click("calc-next"),
  changeAnswers: click("calc-change"),
  restart: click("calc-restart"),
  "change.code": click("calc-change-code"),
  "change.origin": click("calc-change-origin"),
  "change.value": click("calc-change-value"),
  "change.exporter": click("calc-change-exporter"),
  "xstate.done.actor.loadCodeInfo": answerCodeInfo,
  "xstate.done.actor.reloadCodeInfo": answerCodeInfo,
  "xstate.done.actor.restoreCodeInfo": answerCodeInfo,
  "xstate.error.actor.loadCodeInfo": (run) => run.codeInfo.drop(),
  "xstate.done.actor.calculate": async (run, { event }) => {
    const call = await run.calculation.next();
    const { status } = (event as unknown as { output: CalculateAnswer }).output;
    return status === 422 ? call.fulfill({ status: 422, json: BODY_422 }) : call.continue();
  },
  "xstate.error.actor.calculate": (run) => run.calculation.drop(),
};
/** A dropped connection lasts for its call and the client's retry: every other step finds it back. */
const ACTIONS = Object.fromEntries(
  Object.entries(STEPS).map(([type, step]) => [
    type,
    (run: Run, s: BrowserStep) => {
      if (!type.startsWith("xstate.error.")) {
        run.codeInfo.hold();
        run.calculation.hold();
      }
      return step(run, s);
    },
  ]),
);

/** Beyond the meta: the messages the state's context holds are on the page. */
async function expectMessages({ page }: Run, s: AnyMachineSnapshot) {
  const c = s.context as CalculatorContext;
  // Only a signed-in user's own calculation is kept in their reports.
  if (s.matches("result") && c.byUser && c.signedIn) await expect(page.getByTestId("calc-saved")).toHaveAttribute("data-state", "saved");
  if (s.matches("result") && !c.signedIn) await expect(page.getByTestId("calc-saved")).toHaveCount(0);
  if (s.matches("starting") || s.matches("restoring") || s.matches("calculating") || s.matches("result")) return;
  if (c.failure) await expect(page.getByTestId("calc-failure")).toBeVisible();
  for (const field of Object.keys(c.errors)) await expect(page.getByTestId(`${FIELD[field as AnswerField] ?? `calc-${field}`}-error`)).toBeVisible();
}

const label = (path: MachinePath) =>
  path.steps
    .map(({ event }) => {
      if (event.type === "edit") return `${(event as unknown as { field: string }).field}=${(event as unknown as { value: string }).value}`;
      if (event.type.startsWith("xstate.error.")) return "dropped";
      if (event.type.startsWith("xstate.done.")) return String((event as unknown as { output: { status: number } }).output.status);
      return event.type;
    })
    .join(" → ");

test.describe("calculator: the statechart's paths in the browser", () => {
  test("the paths reach every state of the wizard; what they leave out is the header's", () => {
    const c = recordBrowserCoverage(
      calculatorMachine,
      RUNS.map((run) => ({ input: run.input, paths: PATHS.filter((p) => p.run === run).map((p) => p.path) })),
    );
    console.log(`calculator in the browser: ${PATHS.length} paths; states ${c.states.covered.length}/${c.states.total.length}, transitions ${c.transitions.covered.length}/${c.transitions.total.length}; not in the browser: ${c.transitions.missing.join("; ")}`);
    expect(c.states.missing).toEqual([]);
  });

  let account: Promise<{ email: string; password: string }> | null = null;
  for (const [i, { run: kind, path }] of PATHS.entries()) {
    test(`path ${i + 1} (${kind.name}): ${label(path)}`, async ({ page, request }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const run: Run = {
        page,
        codeInfo: await holdCalls(page, "**/api/v1/calculator/code-info?**"),
        calculation: await holdCalls(page, "**/api/v1/calculator/calculate"),
        // The server asks the share link's code info to render the page and hands it over: the browser asks it no more.
        known: new Set(kind.name === "signedIn" ? [`${PLAIN}/${TODAY}`] : kind.name === "exporter" ? [`${TUBES}/${TODAY}`] : []),
      };
      if (kind.name === "signedIn") {
        account ??= verifiedAccount(request, "calc-replay");
        const a = await account;
        expect((await page.request.post("/auth/api/login", { data: { username: a.email, password: a.password } })).status()).toBe(200);
        // The share link's code loads as the page comes to life: that call is held, so the page never falls quiet.
        // The session's first page stores the token and reloads; the share link opens after it.
        await openSignedIn(page, "/calculator");
        await page.goto(kind.url, { waitUntil: "domcontentloaded" });
      } else await page.goto(kind.url);
      await replayInBrowser(run, path, {
        actions: ACTIONS,
        // `starting` is drawn only by the server (or not at all: the empty wizard opens on its code step); a
        // code the page has loaded before comes without a call.
        passing: (s) => s.matches("starting") || (loadsCodeInfo(s) && run.known.has(codeInfoKey(s))),
        expectState: expectMessages,
      });
      // The dropped calls and the refusals are the test's own; anything else on the console is a fault.
      expect(errors.filter((m) => !/ERR_CONNECTION_RESET|Failed to load resource|422|404/.test(m))).toEqual([]);
    });
  }
});
