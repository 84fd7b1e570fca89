import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { answersFromSearch } from "../../machines/calculator/answers.ts";
import { calculatorMachine } from "../../machines/calculator/calculator.machine.ts";
import { openingSnapshot } from "../../machines/calculator/opening.ts";

const today = "2026-11-26";

describe("the state the calculator opens in", () => {
  it("is the code step when the address names no code, and an actor restored there runs the machine", () => {
    const opening = openingSnapshot(calculatorMachine, { today });
    expect(opening?.value).toEqual({ code: "editing" });
    const actor = createActor(calculatorMachine, { input: { today }, snapshot: opening }).start();
    actor.send({ type: "next" });
    // An empty code is refused on the step itself: the restored actor runs the machine's own guards.
    expect(actor.getSnapshot().value).toEqual({ code: "editing" });
    expect(Object.keys(actor.getSnapshot().context.errors)).toContain("code");
    actor.stop();
  });

  it("is left to the host's start when the address names a code (its information must load)", () => {
    expect(openingSnapshot(calculatorMachine, { today, answers: answersFromSearch("?code=0201100008", today) })).toBeUndefined();
  });
});
