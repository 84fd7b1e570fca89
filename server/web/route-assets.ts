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

/**
 * The `<link>` lines that let a server-rendered page fetch its own route's code and styles at once,
 * beside the entry, instead of one after the other: the page chunk with its static imports as
 * modulepreload, and the stylesheets of its lazy parts too (their markup is already in the HTML,
 * so their styles must be there before it paints, not when their script arrives).
 */
export function routeAssetLinks(distDir: string): (routeKey: string | null) => string {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
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

  const pageKey = (routeKey: string) =>
    Object.keys(manifest).find((k) => k === `src/pages/${routeKey}.tsx` || (k.startsWith(`src/pages/${routeKey}/`) && manifest[k]?.isDynamicEntry));
  const links = new Map<string, string>();
  return (routeKey) => {
    if (!routeKey) return "";
    const known = links.get(routeKey);
    if (known !== undefined) return known;
    const key = pageKey(routeKey);
    let out = "";
    if (key) {
      const scripts = new Set<string>();
      staticClosure(key, scripts);
      // The page's own lazy parts (a code card's blocks) and what they import; not deeper, where the
      // chain reaches every other page through the shared chunks.
      const parts = new Set<string>();
      for (const lazyPart of [key, ...(manifest[key]?.dynamicImports ?? [])]) staticClosure(lazyPart, parts);
      const css = new Set([...parts].flatMap((k) => manifest[k]?.css ?? []).filter((f) => !entryCss.has(f)));
      const lines = [
        ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...scripts].filter((k) => !inEntry.has(k)).map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`),
      ];
      out = lines.length ? `    ${lines.join("\n    ")}\n  ` : "";
    }
    links.set(routeKey, out);
    return out;
  };
}
