import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { rateModalMachine } from "../../machines/rate-modal/rate-modal.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  "user.changed": [
    { signedIn: true, permissions: [] },
    { signedIn: true, permissions: ["access_to_ved"] },
    { signedIn: false, permissions: [] },
  ],
  "page.changed": [{ foreignTrade: true }, { foreignTrade: false }],
  close: [{}],
};

describe("rate modal: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({ machine: rateModalMachine, events: EVENTS, context: (c) => c });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

function start() {
  const actor = createActor(rateModalMachine);
  actor.start();
  return actor;
}

describe("rate modal (spec §4)", () => {
  it("opens for a signed-in user without access_to_ved and card_opening_ved on a foreign-trade page", () => {
    const actor = start();
    actor.send({ type: "page.changed", foreignTrade: true });
    expect(actor.getSnapshot().value).toBe("hidden"); // not signed in
    actor.send({ type: "user.changed", signedIn: true, permissions: ["export_reports"] });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("stays hidden with either permission, or off the foreign-trade pages", () => {
    for (const permissions of [["access_to_ved"], ["card_opening_ved"]]) {
      const actor = start();
      actor.send({ type: "user.changed", signedIn: true, permissions });
      actor.send({ type: "page.changed", foreignTrade: true });
      expect(actor.getSnapshot().value).toBe("hidden");
    }
    const actor = start();
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    actor.send({ type: "page.changed", foreignTrade: false });
    expect(actor.getSnapshot().value).toBe("hidden");
  });

  it("closed, it stays closed on this page and opens again on the next foreign-trade page", () => {
    const actor = start();
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    actor.send({ type: "page.changed", foreignTrade: true });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().value).toBe("dismissed");
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    expect(actor.getSnapshot().value).toBe("dismissed");
    actor.send({ type: "page.changed", foreignTrade: true });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "user.changed", signedIn: true, permissions: ["card_opening_ved"] });
    expect(actor.getSnapshot().value).toBe("hidden");
  });
});
