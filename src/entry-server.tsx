/**
 * The server's one way into the app (built by `vite build --ssr`, loaded by server/web/ssr.ts):
 * renders an address to HTML with the answers it needed, so the browser paints the page before any
 * script runs and hydrates it without a second round of calls.
 */
import { type Messages, setupI18n } from "@lingui/core";
import { dehydrate, type Query, QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { setTransport, type Transport } from "./api/client.ts";
import { App } from "./app/App.tsx";
import { serialiseServerState } from "./app/server-state.ts";
import { PageHeadSink } from "./app/useDocumentTitle.ts";
import type { PageHead, RenderedPage } from "../core/rendered-page.ts";
import { findRoute, type Locale, splitLocale } from "../core/routes.ts";

// The same catalog modules the browser loads (src/i18n/catalogs.ts), here kept after the first use.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../locales/ru/messages.ts"),
  kk: () => import("../locales/kk/messages.ts"),
  en: () => import("../locales/en/messages.ts"),
};

// A page asks for its data, renders, and may then ask for more (a card's blocks after the card):
// the tree opens one level a round (up to seven to a ten-digit code); the bound keeps a bug from looping.
const MAX_PASSES = 8;
// One pass waits at most this long for lazy modules before the page goes out with what it has.
const PASS_TIMEOUT_MS = 5_000;


/** Sends the app's API calls to the server that renders it (called once, at load). */
export function configure(transport: Transport): void {
  setTransport(transport);
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === "function" ? option(query) : option !== false;
}

/** Fetches the queries the last pass asked for and no pass has fetched yet; false when there were none. */
async function fetchAsked(client: QueryClient, tried: Set<string>): Promise<boolean> {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && !tried.has(q.queryHash) && enabled(q));
  for (const q of asked) tried.add(q.queryHash);
  // A failed answer stays unfetched here: the browser asks again and shows its own error state.
  await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/** A pass that waits for lazy modules to load; its HTML is thrown away (React outlines parts of it behind scripts). */
async function settle(element: ReactNode, errors: unknown[]): Promise<void> {
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(PASS_TIMEOUT_MS),
    onError: (error) => {
      errors.push(error);
    },
  });
  await new Response(prelude).arrayBuffer();
}

/** Renders one address (path and query) as a signed-out visitor sees it. */
export async function render(url: string): Promise<RenderedPage> {
  const [path = "/", search = ""] = url.split("?");
  const { locale } = splitLocale(path);
  const { messages } = await CATALOGS[locale]();
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const tried = new Set<string>();
  let errors: unknown[] = [];
  const said: { head: PageHead | null } = { head: null };
  const sink = (head: PageHead) => {
    said.head = head;
  };
  const element = (
    <StrictMode>
      <PageHeadSink.Provider value={sink}>
        <App i18n={i18n} queryClient={queryClient} ssr={{ path, search }} />
      </PageHeadSink.Provider>
    </StrictMode>
  );
  for (let round = 0; round < MAX_PASSES; round++) {
    errors = [];
    await settle(element, errors);
    if (!(await fetchAsked(queryClient, tried))) break;
  }
  // Every module and answer is here now: one synchronous render gives plain HTML, every part in
  // place and no inline script, which is what the browser hydrates and a reader without JS sees.
  said.head = null;
  const html = renderToString(element);
  const state = serialiseServerState({ locale, messages, queries: dehydrate(queryClient) });
  queryClient.clear();
  return { html, state, head: said.head, locale, routeKey: findRoute(path)?.route.key ?? null, errors };
}
