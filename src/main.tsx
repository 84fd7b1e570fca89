import { i18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { loadContract } from "./api/contract.ts";
import { App } from "./app/App.tsx";
import { preloadScreen, reloadOnce } from "./app/lazy.ts";
import { queryClient } from "./app/queryClient.ts";
import { readServerState } from "./app/server-state.ts";
import { activateLocale, provideCatalog } from "./i18n/catalogs.ts";
import { findRoute, splitLocale } from "../core/routes.ts";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>
);

// The server rendered this page: its catalog and its answers are in the HTML, so the page comes to
// life without a second round of calls (and without the contract, until the first call of its own).
const rendered = readServerState(queryClient);
if (rendered) {
  provideCatalog(rendered.locale, rendered.messages);
  const route = findRoute(window.location.pathname);
  if (route) await preloadScreen(route.route.key);
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page at once (one long task of 100–300 ms on a throttled phone).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Start the contract (zod schemas) download now; the first API call waits for it.
  loadContract().catch(() => undefined);
  // The catalog must be active before the first render, or the first paint shows message ids.
  // A missing catalog chunk after a deployment gets the same one-reload treatment as a page chunk;
  // failing that, the app still renders (descriptors fall back to their Russian source text).
  try {
    await activateLocale(splitLocale(window.location.pathname).locale);
  } catch {
    if (reloadOnce()) await new Promise<never>(() => undefined);
  }
  createRoot(root).render(app);
}
