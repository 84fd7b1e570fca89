import { useRef, useState } from "react";
import type { PointerEvent } from "react";
import type { ModalEvent } from "../../../machines/modal/modal.machine.ts";

export interface SheetDragHandlers {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Pointer events on the sheet's handle and title turned into the machine's drag events (the
 * distance is measured down from where the drag began). The machine decides whether the
 * drag closes the sheet; `releasedAt` only lets the closing slide start where the finger left it.
 */
export function useSheetDrag(send: (event: ModalEvent) => void, enabled: boolean) {
  const startY = useRef<number | null>(null);
  const lastOffset = useRef(0);
  const [releasedAt, setReleasedAt] = useState(0);

  const end = () => {
    if (startY.current === null) return;
    startY.current = null;
    setReleasedAt(lastOffset.current);
    send({ type: "drag.end" });
  };

  const handlers: SheetDragHandlers = enabled
    ? {
        onPointerDown: (event) => {
          if (event.button !== 0) return;
          startY.current = event.clientY;
          lastOffset.current = 0;
          // Keeps the moves coming when the finger leaves the handle.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          send({ type: "drag.start" });
        },
        onPointerMove: (event) => {
          if (startY.current === null) return;
          lastOffset.current = Math.max(0, event.clientY - startY.current);
          send({ type: "drag.move", offset: event.clientY - startY.current });
        },
        onPointerUp: end,
        onPointerCancel: end,
      }
    : {};

  return { handlers, releasedAt };
}
