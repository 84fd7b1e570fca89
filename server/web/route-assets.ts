import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What a server-rendered page loads besides the entry: addresses from the site's root. */
export interface RouteAssets {
  /** The stylesheets of the page's lazy parts: their markup is already in the HTML, so their styles must be there before it paints. */
  stylesheets: string[];
  /** The page chunk and its static imports, fetched beside the entry instead of after it. */
  modules: string[];
}

const NONE: RouteAssets = { stylesheets: [], modules: [] };

/** The assets of each route's page, read once from Vite's manifest. */
export function routeAssets(distDir: string): (routeKey: string | null) => RouteAssets {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const staticClosure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) staticClosure(dep, into);
  };
  const inEntry = new Set<string>();
  if (entryKey) staticClosure(entryKey, inEntry);
  const entryCss = new Set([...inEntry].flatMap((k) => manifest[k]?.css ?? []));

  // A page is a chunk the entry's page table imports: a page in a folder (src/pages/flows/) is the one
  // the table names, not another lazy part beside it.
  const pageChunks = new Set([...inEntry].flatMap((k) => manifest[k]?.dynamicImports ?? []));
  const pageKey = (routeKey: string) =>
    [...pageChunks].find((k) => k === `src/pages/${routeKey}.tsx` || k.startsWith(`src/pages/${routeKey}/`));
  const assets = new Map<string, RouteAssets>();
  return (routeKey) => {
    if (!routeKey) return NONE;
    const known = assets.get(routeKey);
    if (known) return known;
    const key = pageKey(routeKey);
    let out = NONE;
    if (key) {
      const scripts = new Set<string>();
      staticClosure(key, scripts);
      // The page's own lazy parts (a code card's blocks) and what they import; not deeper, where the
      // chain reaches every other page through the shared chunks.
      const parts = new Set<string>();
      for (const lazyPart of [key, ...(manifest[key]?.dynamicImports ?? [])]) staticClosure(lazyPart, parts);
      const css = new Set([...parts].flatMap((k) => manifest[k]?.css ?? []).filter((f) => !entryCss.has(f)));
      out = {
        stylesheets: [...css].map((f) => `/${f}`),
        modules: [...scripts].filter((k) => !inEntry.has(k)).map((k) => `/${manifest[k]!.file}`),
      };
    }
    assets.set(routeKey, out);
    return out;
  };
}
