import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

export interface OverflowTextProps {
  text: string;
  as?: "span" | "div";
  className?: string;
}

/** Gap between the text and its tooltip, and from the tooltip to the window edges (px). */
const GAP = 6;
const EDGE = 8;
const HOST = "a[href], button, input, select, textarea, summary, [tabindex]";

const overflows = (el: HTMLElement): boolean => el.scrollWidth > el.clientWidth + 1;

/**
 * Text cut with an ellipsis that shows the whole text in a small floating tip while it is hovered
 * or focused, but only when it does not fit (spec §2 "tooltip behaviour"): above the text, or
 * below when there is no room above. Screen readers already get the whole text from the element,
 * so the tip is hidden from them.
 */
export function OverflowText({ text, as: Tag = "span", className }: OverflowTextProps) {
  const ref = useRef<HTMLSpanElement & HTMLDivElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [cut, setCut] = useState(false);

  // Whether the text is cut decides if it needs a tab stop of its own (see below).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setCut(overflows(el)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);

  // Inside a link or button the keyboard focuses that host, so its focus shows the tip too.
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    const host = el?.parentElement?.closest<HTMLElement>(HOST);
    if (!el || !host) return;
    setHosted(true);
    const show = () => {
      if (overflows(el)) setAnchor(el.getBoundingClientRect());
    };
    const hide = () => setAnchor(null);
    host.addEventListener("focus", show);
    host.addEventListener("blur", hide);
    return () => {
      host.removeEventListener("focus", show);
      host.removeEventListener("blur", hide);
    };
  }, []);

  // A fixed tip would drift away from the text on scroll; Esc dismisses it (WCAG 1.4.13).
  useEffect(() => {
    if (!anchor) return;
    const hide = () => setAnchor(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    window.addEventListener("scroll", hide, true);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", hide, true);
      window.removeEventListener("keydown", onKey);
    };
  }, [anchor]);

  // Placed once its size is known, before it is painted.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!tip || !anchor) return;
    const { width, height } = tip.getBoundingClientRect();
    const above = anchor.top - GAP - height >= EDGE;
    const centre = anchor.left + anchor.width / 2;
    const left = Math.min(Math.max(EDGE, centre - width / 2), window.innerWidth - EDGE - width);
    tip.style.left = `${Math.max(EDGE, left)}px`;
    tip.style.top = `${above ? anchor.top - GAP - height : anchor.bottom + GAP}px`;
    tip.dataset.placement = above ? "above" : "below";
    tip.style.visibility = "visible";
  }, [anchor]);

  const show = () => {
    const el = ref.current;
    if (el && overflows(el)) setAnchor(el.getBoundingClientRect());
  };
  const hide = () => setAnchor(null);

  return (
    <>
      <Tag
        ref={ref}
        className={className ? `overflow-text ${className}` : "overflow-text"}
        tabIndex={cut && !hosted ? 0 : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        {text}
      </Tag>
      {anchor
        ? createPortal(
            <span ref={tipRef} className="overflow-tip" aria-hidden="true" style={{ visibility: "hidden" }}>
              {text}
            </span>,
            document.body,
          )
        : null}
    </>
  );
}
