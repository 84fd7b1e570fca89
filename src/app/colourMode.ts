import { useSyncExternalStore } from "react";

export const COLOUR_MODES = ["system", "light", "dark"] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];
export type Theme = "light" | "dark";

// The inline script in index.html reads the same key before first paint; keep them in step.
const STORAGE_KEY = "colour-mode";

// The server renders no theme of its own: it imports this module without a window.
const inBrowser = typeof window !== "undefined";
const media = inBrowser ? window.matchMedia("(prefers-color-scheme: dark)") : null;
const listeners = new Set<() => void>();

function read(): ColourMode {
  if (!inBrowser) return "system";
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return (COLOUR_MODES as readonly string[]).includes(v ?? "") ? (v as ColourMode) : "system";
  } catch {
    return "system"; // storage blocked (privacy mode): follow the system
  }
}

let mode: ColourMode = read();

function theme(): Theme {
  return mode === "system" ? (media?.matches ? "dark" : "light") : mode;
}

function apply() {
  document.documentElement.setAttribute("data-theme", theme());
  for (const l of listeners) l();
}

media?.addEventListener("change", () => {
  if (mode === "system") apply();
});
// Another tab changed the mode: follow it.
if (inBrowser)
  window.addEventListener("storage", (e) => {
    if (e.key === STORAGE_KEY) {
      mode = read();
      apply();
    }
  });

export function setColourMode(next: ColourMode): void {
  mode = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not persisted, still applied for this visit.
  }
  apply();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => `${mode}:${theme()}`;
// The server and the hydrating browser agree on this; the stored choice follows right after.
const serverSnapshot = () => "system:light";

/** The chosen mode and the theme it resolves to. */
export function useColourMode(): { mode: ColourMode; theme: Theme } {
  const [m, t] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(":") as [ColourMode, Theme];
  return { mode: m, theme: t };
}
