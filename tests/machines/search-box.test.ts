import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import {
  fullCode,
  openPath,
  SEARCH_DEBOUNCE_MS,
  searchBoxMachine,
} from "../../machines/search-box/search-box.machine.ts";
import type { SearchBoxContext, SearchBoxEmitted, SearchInput, Suggestion } from "../../machines/search-box/search-box.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const LAPTOP: Suggestion = {
  code: "8471300000",
  code_fmt: "8471 30 000 0",
  name: "портативные машины",
  full_name: "Портативные машины; машины вычислительные",
  path: [{ id: "84", code: "84", code_fmt: "84", kind: "chapter", name: "РЕАКТОРЫ ЯДЕРНЫЕ" }],
  kind: "code10",
};
const HEADING: Suggestion = { code: "8471", code_fmt: "8471", name: "Вычислительные машины", full_name: "Вычислительные машины", path: [], kind: "heading" };

// ---- event samples ---------------------------------------------------------------------------

const EVENTS: EventSamples = {
  typed: [{ value: "н" }, { value: "ноутбук" }, { value: "0101 21 000 0" }],
  cleared: [{}],
  focus: [{}],
  blur: [{}],
  highlightNext: [{}],
  highlightPrevious: [{}],
  choose: [{}, { index: 1 }],
  retry: [{}],
  dismiss: [{}],
  "xstate.done.actor.search": [[LAPTOP, HEADING], []].map((output) => ({ output, actorId: "search" })),
};

const onlyWhileSearching = ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children.search) actor.send(event);
};

/** What the guards read: the query's class, how many suggestions, which one is highlighted. */
const projection = (c: SearchBoxContext) => ({
  query: fullCode(c.query) ? "code" : c.query.trim().length >= 2 ? "words" : c.query === "" ? "" : "short",
  suggestions: c.suggestions.length,
  highlighted: c.highlighted,
});

describe("search box: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: searchBoxMachine.provide({ actors: { search: fromPromise(() => new Promise<Suggestion[]>(() => {})) } }),
      events: EVENTS,
      context: projection,
      replay: { "xstate.done.actor.search": onlyWhileSearching },
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.total).toContain("searchBox.active.failed");
    expect(result.transitions.total).toContain("searchBox.active.debouncing --after 250 ms (debounce)--> searchBox.active.searching");
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

function start(answer: (query: string) => Suggestion[] | Error = () => [LAPTOP, HEADING]) {
  const clock = new SimulatedClock();
  const queries: string[] = [];
  const opened: SearchBoxEmitted[] = [];
  const search = fromPromise<Suggestion[], SearchInput>(async ({ input }) => {
    queries.push(input.query);
    const out = answer(input.query);
    if (out instanceof Error) throw out;
    return out;
  });
  const actor = createActor(searchBoxMachine.provide({ actors: { search } }), { clock });
  actor.on("open", (e: SearchBoxEmitted) => void opened.push(e));
  actor.start();
  return { actor, clock, queries, opened };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const value = (a: { getSnapshot(): AnyMachineSnapshot }) => a.getSnapshot().value;

describe("search box", () => {
  it("waits 250 ms after the last key, then searches once with the trimmed query", async () => {
    const { actor, clock, queries } = start();
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
    actor.send({ type: "focus" });
    expect(value(actor)).toEqual({ active: "typing" });
    actor.send({ type: "typed", value: "н" });
    expect(value(actor)).toEqual({ active: "typing" });
    actor.send({ type: "typed", value: "ноу" });
    clock.increment(200);
    actor.send({ type: "typed", value: "ноутбук " });
    clock.increment(249);
    expect(queries).toEqual([]);
    clock.increment(1);
    expect(value(actor)).toEqual({ active: "searching" });
    await flush();
    expect(queries).toEqual(["ноутбук"]);
    expect(value(actor)).toEqual({ active: "showingSuggestions" });
    expect(actor.getSnapshot().context.suggestions).toHaveLength(2);
  });

  it("highlights with wrap-around and opens the highlighted suggestion, then empties the box", async () => {
    const { actor, clock, opened } = start();
    actor.send({ type: "typed", value: "ноутбук" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    actor.send({ type: "highlightPrevious" });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: "highlightNext" });
    expect(actor.getSnapshot().context.highlighted).toBe(0);
    actor.send({ type: "highlightNext" });
    actor.send({ type: "choose" });
    expect(opened).toEqual([{ type: "open", code: "8471", kind: "heading" }]);
    expect(value(actor)).toBe("idle");
    expect(actor.getSnapshot().context).toEqual({ query: "", suggestions: [], highlighted: -1 });
  });

  it("Enter without a highlight opens the first suggestion; a click opens its own", async () => {
    const first = start();
    first.actor.send({ type: "typed", value: "ноутбук" });
    first.clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    first.actor.send({ type: "choose" });
    expect(first.opened).toEqual([{ type: "open", code: "8471300000", kind: "code10" }]);

    const click = start();
    click.actor.send({ type: "typed", value: "ноутбук" });
    click.clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    click.actor.send({ type: "choose", index: 1 });
    expect(click.opened).toEqual([{ type: "open", code: "8471", kind: "heading" }]);
  });

  it("a full 10-digit code + Enter opens its card at once, before or after the suggestions", async () => {
    const early = start();
    early.actor.send({ type: "typed", value: "0101 21 000 0" });
    early.actor.send({ type: "choose" });
    expect(early.opened).toEqual([{ type: "open", code: "0101210000", kind: "code10" }]);
    expect(early.queries).toEqual([]);

    const late = start(() => [HEADING]);
    late.actor.send({ type: "typed", value: "0101210000" });
    late.clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(value(late.actor)).toEqual({ active: "showingSuggestions" });
    late.actor.send({ type: "choose" });
    expect(late.opened).toEqual([{ type: "open", code: "0101210000", kind: "code10" }]);

    const words = start();
    words.actor.send({ type: "typed", value: "ноутбук" });
    words.actor.send({ type: "choose" }); // nothing to open yet
    expect(words.opened).toEqual([]);
    expect(value(words.actor)).toEqual({ active: "debouncing" });
  });

  it("says when nothing was found and when the search failed; retry searches again", async () => {
    let fail = true;
    const { actor, clock, queries } = start((q) => (fail ? new Error("503") : q === "zzz" ? [] : [LAPTOP]));
    actor.send({ type: "typed", value: "ноутбук" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(value(actor)).toEqual({ active: "failed" });
    fail = false;
    actor.send({ type: "retry" });
    await flush();
    expect(value(actor)).toEqual({ active: "showingSuggestions" });
    actor.send({ type: "typed", value: "zzz" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(value(actor)).toEqual({ active: "empty" });
    expect(queries).toEqual(["ноутбук", "ноутбук", "zzz"]);
  });

  it("blur closes the list and keeps the query; focus searches it again; Escape and clear close it", async () => {
    const { actor, clock, queries } = start();
    actor.send({ type: "typed", value: "ноутбук" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    actor.send({ type: "blur" });
    expect(value(actor)).toBe("idle");
    expect(actor.getSnapshot().context.query).toBe("ноутбук");
    actor.send({ type: "focus" });
    expect(value(actor)).toEqual({ active: "debouncing" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(queries).toEqual(["ноутбук", "ноутбук"]);
    actor.send({ type: "dismiss" });
    expect(value(actor)).toEqual({ active: "typing" });
    expect(actor.getSnapshot().context).toMatchObject({ query: "ноутбук", suggestions: [] });
    actor.send({ type: "cleared" });
    expect(actor.getSnapshot().context.query).toBe("");
  });

  it("a key typed while searching drops the running search", async () => {
    const { actor, clock } = start();
    actor.send({ type: "typed", value: "ноут" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(value(actor)).toEqual({ active: "searching" });
    actor.send({ type: "typed", value: "ноутб" });
    expect(value(actor)).toEqual({ active: "debouncing" });
    expect(actor.getSnapshot().children.search).toBeUndefined();
  });

  it("reads full codes and builds the paths a choice opens", () => {
    expect(fullCode("0101 21 000 0")).toBe("0101210000");
    expect(fullCode("0101.21.000.0")).toBe("0101210000");
    expect(fullCode("010121000")).toBeNull();
    expect(fullCode("ноутбук 8471300000")).toBeNull();
    expect(openPath("8471300000", "code10")).toBe("/custom/8471300000");
    expect(openPath("8471", "heading")).toBe("/tree?code=8471");
    expect(openPath("847130", "subheading6")).toBe("/tree?code=847130");
  });
});
