import { createActor, SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import {
  codeQuery, nameQuery, SANCTIONS_QUERY_DEBOUNCE_MS, sanctionsQueryMachine, type SanctionsQueryKind,
} from "../../machines/sanctions-query/sanctions-query.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  change: [{ value: "8541" }, { value: "8" }],
  flush: [{}],
  sync: [{ value: "8471 30" }],
};

describe("sanctions query: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: sanctionsQueryMachine,
      input: { kind: "code", value: "" },
      events: EVENTS,
      context: (c) => c,
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.transitions.total).toContain("sanctionsQuery.debouncing --after 400 ms (debounce)--> sanctionsQuery.idle");
  });
});

function start(kind: SanctionsQueryKind, value = "") {
  const clock = new SimulatedClock();
  const actor = createActor(sanctionsQueryMachine, { clock, input: { kind, value } });
  actor.start();
  return { actor, clock, committed: () => actor.getSnapshot().context.committed };
}

describe("sanctions query", () => {
  it("commits the last value once typing pauses for the debounce", () => {
    const { actor, clock, committed } = start("name");
    actor.send({ type: "change", value: "Sber" });
    clock.increment(SANCTIONS_QUERY_DEBOUNCE_MS - 100);
    actor.send({ type: "change", value: "Sberbank" });
    clock.increment(SANCTIONS_QUERY_DEBOUNCE_MS - 1);
    expect(committed()).toBe("");
    clock.increment(1);
    expect(committed()).toBe("Sberbank");
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("a draft that is no query commits nothing, so stale results go away", () => {
    const { actor, clock, committed } = start("code", "8541");
    expect(committed()).toBe("8541");
    actor.send({ type: "change", value: "8" });
    clock.increment(SANCTIONS_QUERY_DEBOUNCE_MS);
    expect(committed()).toBe("");
    expect(actor.getSnapshot().context.draft).toBe("8");
  });

  it("flush commits at once; sync takes the address's value without a wait", () => {
    const { actor, committed } = start("code");
    actor.send({ type: "change", value: "8541 10" });
    actor.send({ type: "flush" });
    expect(committed()).toBe("854110");
    actor.send({ type: "sync", value: "7403" });
    expect(actor.getSnapshot().context).toMatchObject({ draft: "7403", committed: "7403" });
  });

  it("knows a code and a name when it sees one", () => {
    expect(codeQuery("8471.30 00")).toBe("84713000");
    expect(codeQuery("8")).toBeNull();
    expect(codeQuery("12345678901")).toBeNull();
    expect(nameQuery("  VTB ")).toBe("VTB");
    expect(nameQuery("ab")).toBeNull();
    expect(nameQuery("!!!!")).toBeNull();
    expect(nameQuery("x".repeat(201))).toBeNull();
  });
});
