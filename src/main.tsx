import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadContract } from "./api/contract.ts";
import { App } from "./app/App.tsx";
import { reloadOnce } from "./app/lazy.ts";
import { activateLocale } from "./i18n/catalogs.ts";
import { splitLocale } from "./routes/table.ts";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
