import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { answersFromSearch } from "../../machines/calculator/answers.ts";
import { calculatorMachine, type CodeInfoAnswer, type CodeInfoQuery } from "../../machines/calculator/calculator.machine.ts";
import { openingSnapshot } from "../../machines/calculator/opening.ts";

const today = "2026-11-26";
// A code's info as the server answered it to render the page (the machine reads only these fields here).
const source = { act: "Решение Совета ЕЭК № 80", url: null, as_of: "2026-01-01", verification: null };
const meat: CodeInfoAnswer = {
  status: 200,
  info: {
    code: "0201100008",
    code_fmt: "0201 10 000 8",
    name: { text: "туши", lang: "ru", fallback: false, by_portal: false },
    full_name: { text: "Туши и полутуши", lang: "ru", fallback: false, by_portal: false },
    date: today,
    unit: null,
    duty: { text: "15", type: "ad_valorem", ad_valorem: 15, specific: null, note_id: null, source },
    duty_quantity_unit: null,
    excise: null,
    vat_pct: 16,
  remedy_exporters: [],
  },
};
const asked: CodeInfoQuery[] = [];
const knownMeat = (query: CodeInfoQuery) => {
  asked.push(query);
  return query.code === "0201100008" ? meat : undefined;
};

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

  it("is the step the code's info leads to when that info is known, so the server draws it and nothing is asked again", () => {
    const opening = openingSnapshot(calculatorMachine, { today, answers: answersFromSearch("?code=0201100008", today) }, knownMeat);
    expect(asked.at(-1)).toEqual({ code: "0201100008", date: today });
    expect(opening?.value).toEqual({ date: "editing" });
    expect(opening?.context.codeInfo?.code).toBe("0201100008");
  });

  it("is left to the host's start when the info is not known, or when it makes a share link that calculates", () => {
    expect(openingSnapshot(calculatorMachine, { today, answers: answersFromSearch("?code=2602000000", today) }, knownMeat)).toBeUndefined();
    const link = answersFromSearch("?code=0201100008&origin=CN&value=1000&currency=USD", today);
    expect(openingSnapshot(calculatorMachine, { today, answers: link }, knownMeat)).toBeUndefined();
  });
});
