import { type ReactNode, useEffect, useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after:
 * what only a browser can render (cookies, storage, the session) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

/** Renders its children only in the browser, after hydration (the server renders nothing there). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * Placed beside a page inside its Suspense boundary: once that boundary has hydrated, the page
 * answers clicks, and `<html data-hydrated>` says so (browser tests wait for it before acting).
 */
export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
