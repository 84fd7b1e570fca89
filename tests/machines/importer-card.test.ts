import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { emptyAnswers, periodError, scopeOf, withCodes, withCompany } from "../../machines/importer-card/answers.ts";
import { importerCardMachine, SEARCH_DEBOUNCE_MS } from "../../machines/importer-card/importer-card.machine.ts";
import type { CompanyPick, ImporterCardContext, ImporterCardInput, ScopeOptions } from "../../machines/importer-card/importer-card.machine.ts";
import { limitGuardMachine } from "../../machines/limit-guard/limit-guard.machine.ts";
import type { LimitGuardOutput, OpenCardAnswer, OpenCardRequest } from "../../machines/limit-guard/limit-guard.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, mergePathResults, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, PathRunResult, ReplayContext } from "../support/machine-paths.ts";
import { CARD, LIMITS } from "../support/importer-card-fixtures.ts";

const A: CompanyPick = { id: "123456789012", name: "ТОО Альфа", region: "Алматы" };
const B: CompanyPick = { id: "210987654321", name: "ТОО Бета", region: null };
const OPTIONS: ScopeOptions = {
  codes: [{ code: "0101210000", name: "Лошади" }, { code: "0805400000", name: "Грейпфруты" }],
  partners: [{ iso2: "CN", name: "Китай" }, { iso2: "TR", name: "Турция" }],
  months: ["2025-01", "2025-02"],
};
const OPENED: LimitGuardOutput = { opened: true, card: CARD, limits: LIMITS };

// The guard is a child; its own paths are tested apart. Here it never ends by itself.
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = importerCardMachine.provide({
  actors: {
    searchCompanies: never<CompanyPick[], { query: string }>(),
    loadScope: never<ScopeOptions, { company: string }>(),
    limitGuard: never<LimitGuardOutput, unknown>() as never,
  },
});

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ output, actorId: id }));
const EVENTS: EventSamples = {
  search: [{ query: "альфа" }, { query: "а" }],
  pick: [{ company: A }, { company: B }],
  "edit.codes": [{ codes: ["0101210000"] }],
  "edit.period": [{ from: "2025-01", to: "2025-02" }, { from: "2025-02", to: "2025-01" }],
  "edit.partners": [{ partners: ["CN"] }],
  next: [{}],
  back: [{}],
  goto: ["company", "scope", "review", "card"].map((step) => ({ step })),
  "change.company": [{}],
  "change.scope": [{}],
  confirm: [{}],
  retry: [{}],
  cancel: [{}],
  "user.changed": [{ signedIn: true, permissions: ["card_opening_ved"] }],
  "xstate.done.actor.searchCompanies": done("searchCompanies", [[A, B]]),
  "xstate.done.actor.loadScope": done("loadScope", [OPTIONS]),
  "xstate.done.actor.guard": done("guard", [OPENED, { opened: false }]),
};
const onlyWhileRunning =
  (invokeId: string) =>
  ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
  };
const REPLAY = Object.fromEntries(["searchCompanies", "loadScope", "guard"].map((id) => [`xstate.done.actor.${id}`, onlyWhileRunning(id)]));

/** What the guards read. */
const projection = (c: ImporterCardContext) => ({
  company: c.answers.company?.id ?? null,
  optionsFor: c.optionsFor,
  periodError: periodError(c.answers),
  scopeDone: c.scopeDone,
});

const INPUT: ImporterCardInput = { signedIn: true, permissions: ["card_opening_ved"] };

describe("importer card wizard: generated paths", () => {
  it("replays every path and covers every state and transition", { timeout: 120_000 }, () => {
    const results: PathRunResult[] = [runMachinePaths({ machine: model, input: INPUT, events: EVENTS, replay: REPLAY, context: projection, limit: 200_000 })];
    expect(results[0]?.failures).toEqual([]);
    const result = mergePathResults(results);
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: ImporterCardInput, openCard: () => OpenCardAnswer = () => ({ status: 200, card: CARD, limits: LIMITS })) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  const machine = importerCardMachine.provide({
    actors: {
      searchCompanies: fromPromise<CompanyPick[], { query: string }>(async ({ input: q }) => {
        log.push(`search ${q.query}`);
        return [A, B];
      }),
      loadScope: fromPromise<ScopeOptions, { company: string }>(async ({ input: q }) => {
        log.push(`scope ${q.company}`);
        return OPTIONS;
      }),
      limitGuard: limitGuardMachine.provide({
        actors: {
          openCard: fromPromise<OpenCardAnswer, OpenCardRequest>(async ({ input: q }) => {
            log.push(`open ${q.importer} ${JSON.stringify(q.scope)}`);
            return openCard();
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, log, clock, at: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

async function toReview(w: ReturnType<typeof start>) {
  w.actor.send({ type: "pick", company: A });
  await flush();
  w.actor.send({ type: "edit.codes", codes: ["0101210000"] });
  w.actor.send({ type: "edit.partners", partners: ["CN"] });
  w.actor.send({ type: "next" });
}

describe("importer card wizard (issue 8)", () => {
  it("searches 300 ms after the last keystroke, by name or BIN", async () => {
    const w = start(INPUT);
    w.actor.send({ type: "search", query: "аль" });
    w.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    w.actor.send({ type: "search", query: "альфа" });
    w.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(w.log).toEqual([]);
    w.clock.increment(1);
    await flush();
    expect(w.log).toEqual(["search альфа"]);
    expect(w.ctx().results).toEqual([A, B]);
  });

  it("walks company → scope → review → card with the guard before the card", async () => {
    const w = start(INPUT);
    await toReview(w);
    expect(w.at()).toBe("review");
    expect(w.log).toEqual([`scope ${A.id}`]);
    w.actor.send({ type: "confirm" });
    await flush();
    expect(w.at()).toEqual({ card: "shown" });
    expect(w.ctx().card).toEqual(CARD);
    expect(w.ctx().limits).toEqual(LIMITS);
    expect(w.log.at(-1)).toBe(`open ${A.id} {"codes":["0101210000"],"partners":["CN"]}`);
  });

  it("Back and the address bar keep every answer; an address ahead of the answers goes to the first step missing", async () => {
    const w = start(INPUT);
    w.actor.send({ type: "goto", step: "review" });
    expect(w.at()).toEqual({ company: "idle" });
    await toReview(w);
    w.actor.send({ type: "back" });
    await flush();
    expect(w.at()).toEqual({ scope: "editing" });
    w.actor.send({ type: "back" });
    w.actor.send({ type: "goto", step: "review" });
    expect(w.at()).toBe("review");
    expect(w.ctx().answers).toEqual({ company: A, codes: ["0101210000"], from: "", to: "", partners: ["CN"] });
    expect(w.log.filter((l) => l.startsWith("scope"))).toHaveLength(1);
  });

  it("another company clears the scope; other codes clear the partners; a reversed period is refused", async () => {
    const w = start(INPUT);
    await toReview(w);
    w.actor.send({ type: "change.scope" });
    await flush();
    w.actor.send({ type: "edit.codes", codes: ["0805400000"] });
    expect(w.ctx().answers.partners).toEqual([]);
    w.actor.send({ type: "edit.period", from: "2025-02", to: "2025-01" });
    w.actor.send({ type: "next" });
    expect(w.ctx().error).toBe("importerCard.error.periodOrder");
    expect(w.at()).toEqual({ scope: "editing" });
    w.actor.send({ type: "back" });
    w.actor.send({ type: "pick", company: B });
    await flush();
    expect(w.ctx().answers).toEqual({ ...emptyAnswers(), company: B });
    expect(w.ctx().scopeDone).toBe(false);
    w.actor.send({ type: "goto", step: "card" });
    expect(w.at()).toEqual({ scope: "editing" });
  });

  it("a period broken after the scope was answered keeps the address bar off the review and the card", async () => {
    const w = start(INPUT);
    await toReview(w);
    w.actor.send({ type: "back" });
    w.actor.send({ type: "edit.period", from: "2025-02", to: "2025-01" });
    for (const step of ["review", "card"] as const) {
      w.actor.send({ type: "goto", step });
      expect(w.at()).toEqual({ scope: "editing" });
    }
    expect(w.log.some((l) => l.startsWith("open"))).toBe(false);
  });

  it("a signed-out user meets the sign-in through the guard; closing it returns to review", async () => {
    const w = start({ signedIn: false, permissions: [] });
    await toReview(w);
    w.actor.send({ type: "confirm" });
    const guard = w.actor.getSnapshot().children.guard as { getSnapshot(): AnyMachineSnapshot } | undefined;
    expect(guard?.getSnapshot().value).toBe("signIn");
    w.actor.send({ type: "cancel" });
    expect(w.at()).toBe("review");
  });

  it("answers: the same company or codes again keep the answers; an open period end sends no bound", () => {
    const answers = { ...emptyAnswers(), company: A, codes: ["1"], partners: ["CN"] };
    expect(withCompany(answers, A)).toBe(answers);
    expect(withCodes(answers, ["1"])).toBe(answers);
    expect(periodError({ from: "2025-13", to: "2025-01" })).toBe("importerCard.error.period");
    expect(scopeOf({ ...answers, from: "2025-01" })).toEqual({ codes: ["1"], partners: ["CN"], from: "2025-01" });
  });
});
