import type { RenderedPage } from "../../core/rendered-page.ts";
import { LOCALES, localePath, type Locale, splitLocale } from "../../core/routes.ts";
import { startAfterPaint } from "./start-after-paint.ts";

const OG_LOCALE: Record<Locale, string> = { ru: "ru_RU", kk: "kk_KZ", en: "en_US" };

/** Query parameters that name different content (a tree opened at a code); every other one is a view of the same page. */
const CANONICAL_PARAMS: Record<string, readonly string[]> = { "/tree": ["code"] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's address without its locale prefix and without the query parameters that do not change content. */
function canonicalTail(pathname: string, search: string): string {
  const { path } = splitLocale(pathname);
  const keep = CANONICAL_PARAMS[path] ?? [];
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The <head> lines of a rendered page: title, description, canonical, the hreflang set and Open Graph. */
export function headTags(page: RenderedPage, publicUrl: string, pathname: string, search: string, indexable: boolean): string {
  const origin = publicUrl.replace(/\/+$/, "");
  const tail = canonicalTail(pathname, search);
  const [tailPath = "/", tailQuery] = tail.split("?");
  const at = (locale: Locale) => `${origin}${localePath(locale, tailPath)}${tailQuery ? `?${tailQuery}` : ""}`;
  const title = page.head?.title ?? "";
  const description = page.head?.description ?? null;
  const lines = [`<title>${escapeHtml(title)}</title>`];
  if (description) lines.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (!indexable) {
    lines.push(`<meta name="robots" content="noindex">`);
    return lines.join("\n    ");
  }
  lines.push(`<link rel="canonical" href="${escapeHtml(at(page.locale))}">`);
  for (const locale of LOCALES) lines.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(at(locale))}">`);
  lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(at("ru"))}">`);
  lines.push(`<meta property="og:type" content="website">`);
  lines.push(`<meta property="og:title" content="${escapeHtml(title)}">`);
  if (description) lines.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  lines.push(`<meta property="og:url" content="${escapeHtml(at(page.locale))}">`);
  lines.push(`<meta property="og:locale" content="${OG_LOCALE[page.locale]}">`);
  return lines.join("\n    ");
}

/**
 * The one font file the first paint of a page waits for: the regular weight, in the script of its
 * language (the others arrive as the stylesheet asks for them; until then a metric-matched fallback draws).
 */
const fontPreload = (locale: Locale) =>
  `<link rel="preload" href="/fonts/open-sans-400-${locale === "en" ? "latin" : "cyrillic"}.woff2" as="font" type="font/woff2" crossorigin>`;

/** The built index.html split once around the places a rendered page fills. */
export interface PageTemplate {
  fill(parts: { lang: Locale; head: string; stylesheets: readonly string[]; modules: readonly string[]; root: string; state: string }): string;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Null when the page has no <title> or empty #root to fill (not a build of this app's index.html). */
export function parseTemplate(indexHtml: string): PageTemplate | null {
  const title = /<title>[^<]*<\/title>/;
  const root = '<div id="root"></div>';
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!title.test(indexHtml) || !indexHtml.includes(root) || !entry) return null;
  const entryImports = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  // A rendered page starts its modules after it has painted (start-after-paint.ts), so they leave the head.
  const rendered = indexHtml.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  return {
    fill: ({ lang, head, stylesheets, modules, root: markup, state }) => {
      const links = [fontPreload(lang), ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)];
      const preload = [...new Set([...entryImports, ...modules])];
      return rendered
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(title, () => head)
        .replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`)
        .replace(
          root,
          () => `<div id="root">${markup}</div><script id="server-state" type="application/json">${state}</script>${startAfterPaint(entry, preload)}`,
        );
    },
  };
}
