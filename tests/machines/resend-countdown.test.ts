import { createActor, SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import {
  RESEND_COUNTDOWN_SECONDS,
  RESEND_TICK_MS,
  resendCountdownMachine,
} from "../../machines/resend-countdown/resend-countdown.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  resend: [{}],
};

describe("resend countdown: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: resendCountdownMachine,
      events: EVENTS,
      context: (c) => c.secondsLeft,
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.total).toContain("resendCountdown.ready");
    expect(result.transitions.total).toContain(
      "resendCountdown.counting --after 1000 ms (tick) [lastSecond]--> resendCountdown.ready",
    );
  });
});

/**
 * A SimulatedClock fires, per increment, only the timers already due: a timer scheduled while
 * flushing starts from the new time. Real time advances continuously, so step at most one tick.
 */
function advance(clock: SimulatedClock, ms: number): void {
  for (let left = ms; left > 0; left -= RESEND_TICK_MS) clock.increment(Math.min(RESEND_TICK_MS, left));
}

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(resendCountdownMachine, { clock });
  actor.start();
  return { actor, clock };
}

describe("resend countdown", () => {
  it("ticks once a second and shows the resend button at exactly 60 s, not at 59", () => {
    const { actor, clock } = start();
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(actor.getSnapshot().value).toBe("counting");
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(RESEND_TICK_MS - 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    advance(clock, 58 * RESEND_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().value).toBe("counting");
    clock.increment(RESEND_TICK_MS - 1); // 59.999 s
    expect(actor.getSnapshot().value).toBe("counting");
    clock.increment(1); // 60 s
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    advance(clock, 10 * RESEND_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it("resend restarts the 60 s countdown; resend while counting does nothing", () => {
    const { actor, clock } = start();
    advance(clock, 10 * RESEND_TICK_MS);
    actor.send({ type: "resend" });
    expect(actor.getSnapshot().context.secondsLeft).toBe(50);
    advance(clock, 50 * RESEND_TICK_MS);
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "resend" });
    expect(actor.getSnapshot().value).toBe("counting");
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    advance(clock, 60 * RESEND_TICK_MS - 1);
    expect(actor.getSnapshot().value).toBe("counting");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("ready");
  });
});
