import { assign, emit, not, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The generic modal dialog (product spec §2 "Generic modal dialog", §9 "Modal").
 *
 * - closed → `open` → opening (the overlay fades in, `fadeIn` 300 ms) → open; without the
 *   `transition` property (false) opening and closing pass straight through.
 * - open closes on `close` (its close button, Esc), and on `overlay.click` unless
 *   `preventClose` is set; every close emits `close` for the owner.
 * - under 1025 px (`viewport` reports the width) it is a bottom sheet: `drag.start` on the handle
 *   or the title, `drag.move` with the distance dragged down, `drag.end`: more than 65 px
 *   closes it, a shorter drag springs back to its height (offset 0).
 * - closing: the overlay fades out (`fadeOut`, 200 ms) → closed.
 *
 * The other properties (title, overlay, fullscreen, name, isScrollable, width 424 px,
 * heightModalClass) only change how the view draws it; they are kept in the context for it.
 */

export const MODAL_FADE_IN_MS = 300;
export const MODAL_FADE_OUT_MS = 200;
/** Viewports narrower than this show the dialog as a bottom sheet. */
export const MODAL_MOBILE_MAX_WIDTH = 1025;
/** A bottom sheet dragged down more than this many pixels closes. */
export const MODAL_DRAG_CLOSE_PX = 65;
export const MODAL_DEFAULT_WIDTH = 424;

export interface ModalInput {
  title?: string;
  transition?: boolean;
  overlay?: boolean;
  preventClose?: boolean;
  fullscreen?: boolean;
  name?: string;
  isScrollable?: boolean;
  width?: number;
  heightModalClass?: string;
  /** The viewport width when the dialog is created. */
  viewportWidth?: number;
}

export interface ModalContext {
  title: string;
  transition: boolean;
  overlay: boolean;
  preventClose: boolean;
  fullscreen: boolean;
  name: string;
  isScrollable: boolean;
  width: number;
  heightModalClass: string | null;
  /** Shown as a bottom sheet (viewport under 1025 px). */
  sheet: boolean;
  /** How far the sheet is dragged down, in px (0 at rest). */
  dragOffset: number;
}

export type ModalEvent =
  | { type: "open" }
  | { type: "close" }
  | { type: "overlay.click" }
  | { type: "viewport"; width: number }
  | { type: "drag.start" }
  | { type: "drag.move"; offset: number }
  | { type: "drag.end" };

export type ModalEmitted = { type: "close" };

export const isSheetWidth = (width: number): boolean => width < MODAL_MOBILE_MAX_WIDTH;

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalInput,
    emitted: {} as ModalEmitted,
  },
  delays: {
    fadeIn: MODAL_FADE_IN_MS,
    fadeOut: MODAL_FADE_OUT_MS,
  },
  guards: {
    animated: ({ context }) => context.transition,
    closesOnOverlay: ({ context }) => !context.preventClose,
    isSheet: ({ context }) => context.sheet,
    /** The sheet was dragged down more than 65 px. */
    draggedPastThreshold: ({ context }) => context.dragOffset > MODAL_DRAG_CLOSE_PX,
  },
  actions: {
    measureViewport: assign({
      sheet: ({ context, event }) => (event.type === "viewport" ? isSheetWidth(event.width) : context.sheet),
    }),
    followDrag: assign({
      dragOffset: ({ context, event }) => (event.type === "drag.move" ? Math.max(0, event.offset) : context.dragOffset),
    }),
    springBack: assign({ dragOffset: 0 }),
    emitClose: emit({ type: "close" } as const),
  },
}).createMachine({
  id: "modal",
  context: ({ input }) => ({
    title: input.title ?? "",
    transition: input.transition ?? true,
    overlay: input.overlay ?? true,
    preventClose: input.preventClose ?? false,
    fullscreen: input.fullscreen ?? false,
    name: input.name ?? "modal",
    isScrollable: input.isScrollable ?? false,
    width: input.width ?? MODAL_DEFAULT_WIDTH,
    heightModalClass: input.heightModalClass ?? null,
    sheet: input.viewportWidth !== undefined && isSheetWidth(input.viewportWidth),
    dragOffset: 0,
  }),
  initial: "closed",
  on: {
    viewport: { actions: "measureViewport" },
  },
  states: {
    closed: {
      meta: stateMeta({ shows: "No dialog and no overlay." }),
      on: {
        open: { target: "opening" },
      },
    },
    opening: {
      meta: stateMeta({ shows: "The overlay fades in (300 ms) under the dialog (modal-{name}) and its close button.", see: ["modal-overlay", "modal-close"] }),
      always: { guard: not("animated"), target: "open" },
      after: { fadeIn: { target: "open" } },
      on: {
        close: { target: "closing", actions: "emitClose" },
      },
    },
    open: {
      meta: stateMeta({ shows: "The dialog (modal-{name}) over its overlay, with its close button.", see: ["modal-overlay", "modal-close"] }),
      initial: "resting",
      on: {
        close: { target: "closing", actions: "emitClose" },
        "overlay.click": { guard: "closesOnOverlay", target: "closing", actions: "emitClose" },
      },
      states: {
        resting: {
          meta: stateMeta({ shows: "The dialog in its place." }),
          on: {
            "drag.start": { guard: "isSheet", target: "dragging" },
          },
        },
        dragging: {
          meta: stateMeta({ shows: "The bottom sheet follows the finger on its handle.", see: ["modal-handle"] }),
          on: {
            "drag.move": { actions: "followDrag" },
            "drag.end": [
              { guard: "draggedPastThreshold", target: "#modal.closing", actions: ["springBack", "emitClose"] },
              { target: "resting", actions: "springBack" },
            ],
          },
        },
      },
    },
    closing: {
      meta: stateMeta({ shows: "The overlay fades out (200 ms) with the dialog." }),
      always: { guard: not("animated"), target: "closed" },
      after: { fadeOut: { target: "closed" } },
      on: {
        open: { target: "opening" },
      },
    },
  },
});
