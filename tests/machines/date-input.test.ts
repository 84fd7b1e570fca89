import { createActor, SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import { DATE_INPUT_DEBOUNCE_MS, dateInputMachine } from "../../machines/date-input/date-input.machine.ts";
import { isIsoDate } from "../../machines/date-input/iso-date.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const TODAY = "2026-03-10";

const EVENTS: EventSamples = {
  change: [{ value: "2025-06-01" }, { value: "" }],
  flush: [{}],
  sync: [{ value: "2026-01-01" }],
};

describe("date input: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: dateInputMachine,
      input: { date: TODAY },
      events: EVENTS,
      context: (c) => c,
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.total).toContain("dateInput.debouncing");
    expect(result.transitions.total).toContain(
      "dateInput.debouncing --after 1000 ms (debounce) [draftComplete]--> dateInput.idle",
    );
  });
});

function start(date = TODAY) {
  const clock = new SimulatedClock();
  const actor = createActor(dateInputMachine, { clock, input: { date } });
  actor.start();
  return { actor, clock, committed: () => actor.getSnapshot().context.committed };
}

describe("date input", () => {
  it("commits a date exactly 1000 ms after the last change (spec §9)", () => {
    const { actor, clock, committed } = start();
    expect(DATE_INPUT_DEBOUNCE_MS).toBe(1000);
    actor.send({ type: "change", value: "2025-12-31" });
    expect(actor.getSnapshot().context.draft).toBe("2025-12-31");
    clock.increment(999);
    expect(committed()).toBe(TODAY);
    clock.increment(1);
    expect(committed()).toBe("2025-12-31");
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("each change restarts the wait: only the last date is committed", () => {
    const { actor, clock, committed } = start();
    actor.send({ type: "change", value: "2025-01-01" });
    clock.increment(800);
    actor.send({ type: "change", value: "2025-02-01" });
    clock.increment(800);
    expect(committed()).toBe(TODAY);
    clock.increment(200);
    expect(committed()).toBe("2025-02-01");
  });

  it("an empty or partial date changes nothing; the field keeps what was typed", () => {
    const { actor, clock, committed } = start();
    actor.send({ type: "change", value: "" });
    clock.increment(DATE_INPUT_DEBOUNCE_MS);
    expect(committed()).toBe(TODAY);
    expect(actor.getSnapshot().context.draft).toBe("");
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("flush commits a whole date at once and ignores a partial one", () => {
    const { actor, clock, committed } = start();
    actor.send({ type: "change", value: "" });
    actor.send({ type: "flush" });
    expect(actor.getSnapshot().value).toBe("debouncing");
    actor.send({ type: "change", value: "2024-02-29" });
    actor.send({ type: "flush" });
    expect(committed()).toBe("2024-02-29");
    clock.increment(DATE_INPUT_DEBOUNCE_MS);
    expect(committed()).toBe("2024-02-29");
  });

  it("sync takes the address's date at once and drops a pending change", () => {
    const { actor, clock, committed } = start();
    actor.send({ type: "change", value: "2025-05-05" });
    actor.send({ type: "sync", value: "2026-01-01" });
    expect(committed()).toBe("2026-01-01");
    expect(actor.getSnapshot().context.draft).toBe("2026-01-01");
    clock.increment(DATE_INPUT_DEBOUNCE_MS);
    expect(committed()).toBe("2026-01-01");
  });

  it("knows a whole calendar date", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("")).toBe(false);
    expect(isIsoDate("2025-1-01")).toBe(false);
  });
});
