import { useEffect, useRef, useState } from "react";

/**
 * A screen of the wizard that replaced the one the reader was on: its heading takes the focus as it
 * appears (the old screen's button is gone, so focus would fall to <body>), and a screen reader
 * reads the heading out. Decided once, when the screen appears: later renders never move focus.
 */
export function useFocusOnShow<T extends HTMLElement>(focus: boolean) {
  const heading = useRef<T>(null);
  const [onShow] = useState(focus);
  useEffect(() => {
    if (onShow) heading.current?.focus();
  }, [onShow]);
  return heading;
}
