import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import {
  CODE_LENGTH,
  codeEntryMachine,
  pastedDigits,
  WRONG_CODE_ERROR,
} from "../../machines/code-entry/code-entry.machine.ts";
import type { CodeEntryEmitted, SubmitCodeInput } from "../../machines/code-entry/code-entry.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

/** A submitCode that never answers: the path runner sends its done / error events itself. */
const pendingSubmit = fromPromise<void, SubmitCodeInput>(() => new Promise<void>(() => {}));

/** A submitCode that records the codes it was given and answers from `answer`. */
function recordingSubmit(codes: string[], answer: (code: string) => boolean) {
  return fromPromise<void, SubmitCodeInput>(async ({ input }) => {
    codes.push(input.code);
    if (!answer(input.code)) throw new Error("403 wrong code");
  });
}

// ---- event samples ---------------------------------------------------------------------------

const EVENTS: EventSamples = {
  input: [{ value: "7" }, { value: "a" }],
  paste: [{ text: "123456789" }, { text: "12a456" }, { text: "12" }],
  backspace: [{}],
  arrowLeft: [{}],
  arrowRight: [{}],
  focus: [{ index: 5 }],
  enter: [{}],
  close: [{}],
};

describe("code entry: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: codeEntryMachine.provide({ actors: { submitCode: pendingSubmit } }),
      events: EVENTS,
      context: (c) => ({ filled: c.cells.map((cell) => (cell === "" ? 0 : 1)).join(""), focus: c.focus, error: c.error }),
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.total).toContain("codeEntry.filling.wrongCode");
    expect(result.transitions.total).toContain("codeEntry.submitting --error.actor.submitCode--> codeEntry.filling.wrongCode");
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

function start(answer: (code: string) => boolean = () => true) {
  const codes: string[] = [];
  const rejected: string[] = [];
  const actor = createActor(codeEntryMachine.provide({ actors: { submitCode: recordingSubmit(codes, answer) } }));
  actor.on("rejected", (e: CodeEntryEmitted) => void rejected.push(e.value));
  actor.start();
  const type = (text: string): void => {
    for (const ch of text) actor.send({ type: "input", value: ch });
  };
  return { actor, codes, rejected, type };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("code entry", () => {
  it("has six cells and takes digits only: a non-digit is rejected and changes nothing", () => {
    const { actor, rejected, type } = start();
    expect(CODE_LENGTH).toBe(6);
    expect(actor.getSnapshot().context.cells).toEqual(["", "", "", "", "", ""]);
    type("1a");
    expect(actor.getSnapshot().context.cells).toEqual(["1", "", "", "", "", ""]);
    expect(actor.getSnapshot().context.focus).toBe(1);
    expect(rejected).toEqual(["a"]);
    type("-");
    actor.send({ type: "input", value: "12" }); // one cell, one character
    expect(rejected).toEqual(["a", "-", "12"]);
    expect(actor.getSnapshot().context.cells.join("")).toBe("1");
  });

  it("completing all six submits the code, and the accepted code is the output", async () => {
    const { actor, codes, type } = start();
    type("12345");
    expect(actor.getSnapshot().value).toEqual({ filling: "editing" });
    type("6");
    expect(actor.getSnapshot().value).toBe("submitting");
    await flush();
    expect(codes).toEqual(["123456"]);
    expect(actor.getSnapshot().value).toBe("accepted");
    expect(actor.getSnapshot().output).toEqual({ code: "123456" });
  });

  it('paste takes the first six characters; "12a456" is rejected whole', async () => {
    expect(pastedDigits("12a456")).toBeNull();
    expect(pastedDigits("1234567890")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(pastedDigits("123456abc")).toEqual(["1", "2", "3", "4", "5", "6"]);

    const rejectedPaste = start();
    rejectedPaste.actor.send({ type: "paste", text: "12a456" });
    expect(rejectedPaste.actor.getSnapshot().context.cells).toEqual(["", "", "", "", "", ""]);
    expect(rejectedPaste.rejected).toEqual(["12a456"]);
    expect(rejectedPaste.actor.getSnapshot().value).toEqual({ filling: "editing" });

    const goodPaste = start();
    goodPaste.actor.send({ type: "paste", text: "654321xyz" });
    expect(goodPaste.actor.getSnapshot().value).toBe("submitting");
    await flush();
    expect(goodPaste.codes).toEqual(["654321"]);
  });

  it("Enter submits only when all six cells are filled", async () => {
    const { actor, codes, type } = start();
    type("12345");
    actor.send({ type: "enter" });
    expect(actor.getSnapshot().value).toEqual({ filling: "editing" });
    actor.send({ type: "backspace" }); // focus is on the empty sixth cell: clears the fifth
    expect(actor.getSnapshot().context.cells.join("")).toBe("1234");
    type("9");
    actor.send({ type: "arrowLeft" });
    type("0"); // overwrite the fifth cell with everything else still incomplete
    expect(actor.getSnapshot().context.cells).toEqual(["1", "2", "3", "4", "0", ""]);
    actor.send({ type: "enter" });
    expect(codes).toEqual([]);
  });

  it("backspace clears and moves to the previous cell; arrows move focus within the cells", () => {
    const { actor, type } = start();
    type("123");
    expect(actor.getSnapshot().context.focus).toBe(3);
    actor.send({ type: "backspace" });
    expect(actor.getSnapshot().context).toMatchObject({ cells: ["1", "2", "", "", "", ""], focus: 2 });
    actor.send({ type: "arrowLeft" });
    actor.send({ type: "arrowLeft" });
    actor.send({ type: "arrowLeft" });
    expect(actor.getSnapshot().context.focus).toBe(0);
    actor.send({ type: "backspace" }); // a filled cell: cleared, focus stays at the first cell
    expect(actor.getSnapshot().context).toMatchObject({ cells: ["", "2", "", "", "", ""], focus: 0 });
    for (let i = 0; i < 9; i++) actor.send({ type: "arrowRight" });
    expect(actor.getSnapshot().context.focus).toBe(5);
  });

  it("a wrong code marks the cells with error.otp until the code is edited; the next digit starts a new code", async () => {
    const { actor, codes, type } = start((code) => code === "222222");
    type("111111");
    await flush();
    expect(actor.getSnapshot().value).toEqual({ filling: "wrongCode" });
    expect(actor.getSnapshot().context.error).toBe(WRONG_CODE_ERROR);
    expect(WRONG_CODE_ERROR).toBe("error.otp");
    actor.send({ type: "arrowLeft" }); // moving focus keeps the error
    expect(actor.getSnapshot().context.error).toBe(WRONG_CODE_ERROR);
    type("a"); // refused, the red code stays
    expect(actor.getSnapshot().context).toMatchObject({ cells: ["1", "1", "1", "1", "1", "1"], error: WRONG_CODE_ERROR });
    type("2"); // not a one-digit edit of the wrong code (that would resubmit it at once): a new code
    expect(actor.getSnapshot().context).toMatchObject({ cells: ["2", "", "", "", "", ""], focus: 1, error: null });
    expect(codes).toEqual(["111111"]);
    type("22222");
    await flush();
    expect(codes).toEqual(["111111", "222222"]);
    expect(actor.getSnapshot().value).toBe("accepted");
  });

  it("after a wrong code, Enter resubmits the code as it stands", async () => {
    const { actor, codes, type } = start((code) => codes.length > 1 && code === "111111");
    type("111111");
    await flush();
    expect(actor.getSnapshot().value).toEqual({ filling: "wrongCode" });
    actor.send({ type: "enter" });
    await flush();
    expect(codes).toEqual(["111111", "111111"]);
    expect(actor.getSnapshot().value).toBe("accepted");
  });

  it("close clears the cells, the focus and the error, also while submitting", async () => {
    const wrong = start(() => false);
    wrong.type("123456");
    await flush();
    expect(wrong.actor.getSnapshot().context.error).toBe(WRONG_CODE_ERROR);
    wrong.actor.send({ type: "close" });
    expect(wrong.actor.getSnapshot().value).toEqual({ filling: "editing" });
    expect(wrong.actor.getSnapshot().context).toEqual({ cells: ["", "", "", "", "", ""], focus: 0, error: null });

    const pending = createActor(codeEntryMachine.provide({ actors: { submitCode: pendingSubmit } })).start();
    pending.send({ type: "paste", text: "123456" });
    expect(pending.getSnapshot().value).toBe("submitting");
    pending.send({ type: "close" });
    expect(pending.getSnapshot().value).toEqual({ filling: "editing" });
    expect(pending.getSnapshot().context.cells.join("")).toBe("");
    expect(pending.getSnapshot().children.submitCode).toBeUndefined();
  });
});
