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
  "page.changed": [{ access: "access_to_ved" }, { access: "card_opening_ved" }, { access: "everyone" }],
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
  it("opens for a signed-in user the page's rule refuses for want of its permission", () => {
    const actor = start();
    actor.send({ type: "page.changed", access: "access_to_ved" });
    expect(actor.getSnapshot().value).toBe("hidden"); // not signed in
    actor.send({ type: "user.changed", signedIn: true, permissions: ["export_reports"] });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("opens exactly where the server would answer 403: the page's own permission, not any other", () => {
    for (const [access, permissions, shown] of [
      ["access_to_ved", ["access_to_ved"], "hidden"],
      ["access_to_ved", ["card_opening_ved"], "open"],
      ["card_opening_ved", ["card_opening_ved"], "hidden"],
      ["card_opening_ved", ["access_to_ved"], "open"],
      ["signed-in", [], "hidden"],
      ["everyone", [], "hidden"],
    ] as const) {
      const actor = start();
      actor.send({ type: "user.changed", signedIn: true, permissions: [...permissions] });
      actor.send({ type: "page.changed", access });
      expect(actor.getSnapshot().value, `${access} with ${permissions.join()}`).toBe(shown);
    }
  });

  it("closed, it stays closed on this page and opens again on the next foreign-trade page", () => {
    const actor = start();
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    actor.send({ type: "page.changed", access: "access_to_ved" });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().value).toBe("dismissed");
    actor.send({ type: "user.changed", signedIn: true, permissions: [] });
    expect(actor.getSnapshot().value).toBe("dismissed");
    actor.send({ type: "page.changed", access: "access_to_ved" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "user.changed", signedIn: true, permissions: ["access_to_ved"] });
    expect(actor.getSnapshot().value).toBe("hidden");
  });
});
