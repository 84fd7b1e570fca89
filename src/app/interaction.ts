import { useSyncExternalStore } from "react";

const EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

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
