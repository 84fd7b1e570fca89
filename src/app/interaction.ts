import { type ComponentProps, type ComponentType, createElement, lazy, type LazyExoticComponent, useEffect, useSyncExternalStore } from "react";
import { readSignedInMark } from "../account/cookies.ts";

// focusin too: a reader who tabs or taps into a field is about to type in it.
const EVENTS = ["pointerdown", "keydown", "scroll", "touchstart", "focusin"] as const;

let interacted = false;
const waiting = new Set<() => void>();

function listen() {
  const first = () => {
    interacted = true;
    EVENTS.forEach((e) => window.removeEventListener(e, first));
    for (const notify of [...waiting]) notify();
    waiting.clear();
  };
  EVENTS.forEach((e) => window.addEventListener(e, first, { passive: true }));
}
if (typeof window !== "undefined") listen();

/** How many parts wait for the first interaction or are still loading after it, on <html data-dormant-parts> (0: none). */
let dormant = 0;
function countDormant(step: 1 | -1) {
  dormant += step;
  document.documentElement.dataset.dormantParts = String(dormant);
}

/**
 * A lazy part of a page that the server renders whole and the browser brings to life at the reader's
 * first click, key, scroll, touch or focus (at once when that has happened, as after a link inside the
 * app). While its code has not come, React keeps the server's HTML of it, so the reader sees the part
 * whole; its script (a statechart and xstate, a chart) is no longer part of what a first visit
 * downloads before the reader does anything. Keep what renders above it steady until then: an update
 * that reaches a part React has not hydrated makes it drop the server's HTML.
 *
 * A browser with the sign-in mark wakes its parts at once: a signed-in broker comes back to act on the
 * page (the card's star, bell and group buttons, which the server renders disabled while the session
 * starts), and a press that only woke the part would be lost on a still disabled button.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React's own lazy() has
export function lazyUntilInteraction<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    if (typeof window === "undefined") return load();
    countDormant(1);
    let Part: T;
    try {
      if (!readSignedInMark()) await new Promise<void>((resolve) => whenInteracted(resolve));
      Part = (await load()).default;
    } catch (err) {
      countDormant(-1);
      throw err;
    }
    let awake = false;
    // Counted out when React has put the part's code on the server's HTML, not when the code arrives.
    function Awake(props: ComponentProps<T>) {
      useEffect(() => {
        if (awake) return;
        awake = true;
        countDormant(-1);
      }, []);
      return createElement(Part, props);
    }
    return { default: Awake as unknown as T };
  });
}

/**
 * Runs `then` at the visitor's first click, key, scroll or touch (at once if that has happened):
 * the page has come to life and they are staying, so what is not needed to read it may load now
 * without competing with what it needed to paint and hydrate. Returns a cancel function.
 */
export function whenInteracted(then: () => void): () => void {
  if (interacted) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

const subscribe = (notify: () => void) => whenInteracted(notify);

/** False on the server, while hydrating and until the first interaction; true from then on. */
export function useInteracted(): boolean {
  return useSyncExternalStore(subscribe, () => interacted, () => false);
}
