import { type RefObject, useLayoutEffect, useState } from "react";
import { type DropdownPlacement, dropdownPlacement } from "./placement.ts";

/** The placement of the list under (or over) `anchor` while it is open, kept up to date as the page scrolls or resizes. */
export function useDropdownPlacement(anchor: RefObject<HTMLElement | null>, open: boolean): DropdownPlacement {
  const [placement, setPlacement] = useState<DropdownPlacement>("down");
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPlacement(dropdownPlacement(rect, window.innerHeight));
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place);
    };
  }, [anchor, open]);
  return placement;
}
