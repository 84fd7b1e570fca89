import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { modalMachine } from "../../../machines/modal/modal.machine.ts";
import { inspect } from "../../inspect.ts";
import { trapTab, useDialogFocus, useScrollLock } from "./focus.ts";
import { useSheetDrag } from "./useSheetDrag.ts";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  name?: string;
  transition?: boolean;
  overlay?: boolean;
  preventClose?: boolean;
  fullscreen?: boolean;
  isScrollable?: boolean;
  width?: number;
  heightModalClass?: string;
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** accessible label when there is no title */
  ariaLabel?: string;
}

type Phase = "closed" | "opening" | "open" | "closing";

/**
 * The generic modal dialog (spec §2): `modalMachine` decides when it opens, closes, fades and
 * how a bottom-sheet drag ends; this draws its state. The properties other than `open` and the
 * content are read once, when the dialog is created (they are the machine's input).
 * `onClose` is called when the dialog closes itself (close button, Esc, overlay, drag), not
 * when the owner closes it by setting `open` to false.
 */
export function Modal({
  open,
  onClose,
  title,
  name,
  transition,
  overlay,
  preventClose,
  fullscreen,
  isScrollable,
  width,
  heightModalClass,
  header,
  footer,
  children,
  ariaLabel,
}: ModalProps) {
  const { i18n } = useLingui();
  const actor = useActorRef(modalMachine, {
    input: {
      title,
      name,
      transition,
      overlay,
      preventClose,
      fullscreen,
      isScrollable,
      width,
      heightModalClass,
      viewportWidth: typeof window === "undefined" ? undefined : window.innerWidth,
    },
    inspect,
  });
  const phase = useSelector(actor, (s): Phase => (s.matches("open") ? "open" : (s.value as Phase)));
  const dragging = useSelector(actor, (s) => s.matches({ open: "dragging" }));
  const context = useSelector(actor, (s) => s.context);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const ownerOpen = useRef(open);
  const shown = phase === "opening" || phase === "open";
  const drag = useSheetDrag(actor.send, context.sheet);

  useEffect(() => {
    ownerOpen.current = open;
    actor.send({ type: open ? "open" : "close" });
  }, [open, actor]);

  // The machine emits `close` on every close; the owner only needs to hear of those it did not ask for.
  const notifyOwner = useEffectEvent(() => {
    if (ownerOpen.current) onClose();
  });
  useEffect(() => {
    const sub = actor.on("close", () => notifyOwner());
    return () => sub.unsubscribe();
  }, [actor]);

  useEffect(() => {
    const report = () => actor.send({ type: "viewport", width: window.innerWidth });
    report();
    window.addEventListener("resize", report);
    return () => window.removeEventListener("resize", report);
  }, [actor]);

  useDialogFocus(dialogRef, open, shown);
  useScrollLock(phase !== "closed");

  if (phase === "closed") return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && !context.preventClose) {
      event.stopPropagation();
      actor.send({ type: "close" });
    } else if (event.key === "Tab" && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  const classes = [
    "modal",
    `modal--${phase}`,
    context.sheet && "modal--sheet",
    dragging && "modal--dragging",
    context.fullscreen && "modal--fullscreen",
    context.isScrollable && "modal--scrollable",
    !context.overlay && "modal--clear",
  ].filter(Boolean);
  const style = {
    "--modal-width": `${context.width}px`,
    "--modal-released": `${drag.releasedAt}px`,
    transform: context.dragOffset > 0 ? `translateY(${context.dragOffset}px)` : undefined,
  } as CSSProperties;
  const closeLabel = i18n._({ id: "modal.close", message: "Закрыть" });

  return createPortal(
    <div className={classes.join(" ")}>
      <div className="modal__overlay" data-testid="modal-overlay" aria-hidden="true" onClick={() => actor.send({ type: "overlay.click" })} />
      <div
        ref={dialogRef}
        id={context.name}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={["modal__dialog", context.heightModalClass].filter(Boolean).join(" ")}
        style={style}
        data-testid={`modal-${context.name}`}
        onKeyDown={onKeyDown}
      >
        {context.sheet ? (
          <div className="modal__handle" data-testid="modal-handle" aria-hidden="true" {...drag.handlers}>
            <span className="modal__handle-bar" />
          </div>
        ) : null}
        <div className="modal__header">
          {/* The title text comes from the props, not the machine: it follows a language switch. */}
          {title ? (
            <h2 id={titleId} className="modal__title" {...drag.handlers}>
              {title}
            </h2>
          ) : null}
          {header}
          <button type="button" className="modal__close" aria-label={closeLabel} title={closeLabel} data-testid="modal-close" onClick={() => actor.send({ type: "close" })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
