/**
 * Everything about loading route chunks: the lazy screens, the reload guard for a chunk that
 * vanished after a deployment, and prefetching (hover, focus, idle) within the spec's limits.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { matchPattern, ROUTES } from "../../core/routes.ts";
import { whenInteracted } from "./interaction.ts";
import { type PageLoader, type PageModule, PAGES } from "./pages.ts";

const RELOAD_GUARD_MS = 10_000;
const MAX_PARALLEL_PREFETCH = 4;
const RELOAD_KEY = (path: string) => `chunk-reload:${path}`;

/**
 * A failed chunk usually means a new deployment replaced the hashed files: reload once to get
 * the new index. At most once per 10 s per path, so a real outage cannot loop.
 */
export function reloadOnce(): boolean {
  const key = RELOAD_KEY(window.location.pathname);
  try {
    const last = Number(sessionStorage.getItem(key) ?? "0");
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false; // without storage we cannot guard against a loop: show the error instead
  }
  window.location.reload();
  return true;
}

async function loadOrReload(load: PageLoader): Promise<PageModule> {
  try {
    return await load();
  } catch (err) {
    if (reloadOnce()) return new Promise<never>(() => undefined);
    throw err; // the page's error boundary shows the error page
  }
}

/**
 * The screen of every route key: its lazy component, created once at start (React keeps their
 * loaded state), or the page module itself once preloadScreen has loaded it.
 */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = Object.fromEntries(
  Object.entries(PAGES).map(([key, load]) => [key, lazy(() => loadOrReload(load))]),
);

/**
 * Loads the page the server rendered before the browser hydrates it: React then hydrates the
 * page's HTML at once instead of waiting for its chunk (while it waits, any update above would make
 * it throw the server's HTML away). The chunk is already preloaded by the page's head.
 */
export async function preloadScreen(key: string): Promise<void> {
  const load = PAGES[key];
  if (!load) return;
  try {
    SCREENS[key] = (await load()).default;
  } catch {
    // The lazy screen tries again and handles the failure (one reload, then the error page).
  }
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!c) return true;
  if (c.saveData) return false;
  return c.effectiveType !== "slow-2g" && c.effectiveType !== "2g";
}

const started = new Set<string>();
const queue: string[] = [];
let running = 0;

function pump() {
  while (running < MAX_PARALLEL_PREFETCH && queue.length > 0) {
    const key = queue.shift() as string;
    const load = PAGES[key];
    if (!load) continue;
    running++;
    load()
      .catch(() => started.delete(key)) // let a later hover try again
      .finally(() => {
        running--;
        pump();
      });
  }
}

/** Starts downloading a route's chunk; `urgent` (pointer or focus on a link) jumps the queue. */
export function prefetchPage(key: string, urgent = false): void {
  if (started.has(key) || !PAGES[key] || !prefetchAllowed()) return;
  started.add(key);
  if (urgent) queue.unshift(key);
  else queue.push(key);
  pump();
}

/** Prefetches the chunk of an in-app path (without locale prefix or query). */
export function prefetchPath(path: string, urgent = true): void {
  const bare = path.split(/[?#]/)[0] ?? "/";
  const route = ROUTES.find((r) => matchPattern(r.path, bare));
  if (route) prefetchPage(route.key, urgent);
}

/**
 * Prefetches the given routes when the browser is idle after the visitor's first interaction: the
 * page has come to life and they are staying, so other routes' chunks no longer compete with what
 * this page needs to paint and hydrate (a visitor who only reads downloads nothing extra).
 */
export function prefetchWhenIdle(keys: readonly string[]): () => void {
  let cancelIdle = () => undefined as void;
  const run = () => keys.forEach((k) => prefetchPage(k));
  const cancelWait = whenInteracted(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 2000); // Safari has no requestIdleCallback
      cancelIdle = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}
