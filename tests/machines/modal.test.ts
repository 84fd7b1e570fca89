import { createActor, SimulatedClock } from "xstate";
import { describe, expect, it } from "vitest";
import {
  MODAL_DEFAULT_WIDTH,
  MODAL_DRAG_CLOSE_PX,
  MODAL_FADE_IN_MS,
  MODAL_FADE_OUT_MS,
  modalMachine,
} from "../../machines/modal/modal.machine.ts";
import type { ModalContext, ModalInput } from "../../machines/modal/modal.machine.ts";
import { replayRunsCovering } from "../support/coverage-report.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  open: [{}],
  close: [{}],
  "overlay.click": [{}],
  viewport: [{ width: 390 }, { width: 1280 }],
  "drag.start": [{}],
  "drag.move": [{ offset: MODAL_DRAG_CLOSE_PX }, { offset: MODAL_DRAG_CLOSE_PX + 1 }],
  "drag.end": [{}],
};

const projection = (c: ModalContext) => ({ sheet: c.sheet, dragged: c.dragOffset > 0, past: c.dragOffset > MODAL_DRAG_CLOSE_PX });

describe("modal: generated paths", () => {
  it("replays every path for each property set and covers every state and transition", () => {
    const inputs: ModalInput[] = [{}, { preventClose: true, viewportWidth: 390 }, { transition: false }];
    const result = replayRunsCovering(inputs.map((input) => ({ machine: modalMachine, input, events: EVENTS, context: projection })));
    expect(result.transitions.total).toContain("modal.opening --after 300 ms (fadeIn)--> modal.open");
    expect(result.transitions.total).toContain("modal.closing --after 200 ms (fadeOut)--> modal.closed");
  });
});

function start(input: ModalInput = {}) {
  const clock = new SimulatedClock();
  const closes: string[] = [];
  const actor = createActor(modalMachine, { clock, input });
  actor.on("close", (e) => void closes.push(e.type));
  actor.start();
  return { actor, clock, closes };
}

describe("modal (spec §2, §9)", () => {
  it("has the spec's defaults", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toEqual({
      title: "",
      transition: true,
      overlay: true,
      preventClose: false,
      fullscreen: false,
      name: "modal",
      isScrollable: false,
      width: MODAL_DEFAULT_WIDTH,
      heightModalClass: null,
      sheet: false,
      dragOffset: 0,
    });
    expect(MODAL_DEFAULT_WIDTH).toBe(424);
  });

  it("the overlay fades in over 300 ms and out over 200 ms", () => {
    const { actor, clock } = start();
    actor.send({ type: "open" });
    expect(actor.getSnapshot().value).toBe("opening");
    clock.increment(MODAL_FADE_IN_MS - 1);
    expect(actor.getSnapshot().value).toBe("opening");
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ open: "resting" });
    actor.send({ type: "close" });
    expect(actor.getSnapshot().value).toBe("closing");
    clock.increment(MODAL_FADE_OUT_MS - 1);
    expect(actor.getSnapshot().value).toBe("closing");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("closed");
    expect([MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS]).toEqual([300, 200]);
  });

  it("an outside click closes it and emits close, unless preventClose is set", () => {
    const plain = start({ transition: false });
    plain.actor.send({ type: "open" });
    expect(plain.actor.getSnapshot().value).toEqual({ open: "resting" });
    plain.actor.send({ type: "overlay.click" });
    expect(plain.actor.getSnapshot().value).toBe("closed");
    expect(plain.closes).toEqual(["close"]);

    const guarded = start({ transition: false, preventClose: true });
    guarded.actor.send({ type: "open" });
    guarded.actor.send({ type: "overlay.click" });
    expect(guarded.actor.getSnapshot().value).toEqual({ open: "resting" });
    expect(guarded.closes).toEqual([]);
    guarded.actor.send({ type: "close" }); // its own close button still works
    expect(guarded.actor.getSnapshot().value).toBe("closed");
    expect(guarded.closes).toEqual(["close"]);
  });

  it("under 1025 px it is a bottom sheet: a drag over 65 px closes it, 65 px springs back", () => {
    const { actor, closes } = start({ transition: false, viewportWidth: 1024 });
    expect(actor.getSnapshot().context.sheet).toBe(true);
    actor.send({ type: "open" });
    actor.send({ type: "drag.start" });
    actor.send({ type: "drag.move", offset: 40 });
    actor.send({ type: "drag.move", offset: MODAL_DRAG_CLOSE_PX });
    actor.send({ type: "drag.end" });
    expect(actor.getSnapshot().value).toEqual({ open: "resting" });
    expect(actor.getSnapshot().context.dragOffset).toBe(0);
    expect(closes).toEqual([]);
    actor.send({ type: "drag.start" });
    actor.send({ type: "drag.move", offset: MODAL_DRAG_CLOSE_PX + 1 });
    expect(actor.getSnapshot().context.dragOffset).toBe(66);
    actor.send({ type: "drag.end" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(closes).toEqual(["close"]);
  });

  it("at 1025 px and wider there is no sheet to drag; the viewport can change while open", () => {
    const { actor } = start({ transition: false, viewportWidth: 1025 });
    actor.send({ type: "open" });
    actor.send({ type: "drag.start" });
    expect(actor.getSnapshot().value).toEqual({ open: "resting" });
    actor.send({ type: "viewport", width: 390 });
    actor.send({ type: "drag.start" });
    expect(actor.getSnapshot().value).toEqual({ open: "dragging" });
  });
});
