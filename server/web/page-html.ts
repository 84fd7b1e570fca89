import type { RenderedPage } from "../../src/entry-server.tsx";
import { LOCALES, localePath, type Locale, splitLocale } from "../../src/routes/table.ts";

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

/** The built index.html split once around the places a rendered page fills. */
export interface PageTemplate {
  fill(parts: { lang: Locale; head: string; preloads: string; root: string; state: string }): string;
}

/** Null when the page has no <title> or empty #root to fill (not a build of this app's index.html). */
export function parseTemplate(indexHtml: string): PageTemplate | null {
  const title = /<title>[^<]*<\/title>/;
  const root = '<div id="root"></div>';
  if (!title.test(indexHtml) || !indexHtml.includes(root)) return null;
  return {
    fill: ({ lang, head, preloads, root: markup, state }) =>
      indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(title, () => head)
        .replace("</head>", () => `${preloads}</head>`)
        .replace(root, () => `<div id="root">${markup}</div><script id="server-state" type="application/json">${state}</script>`),
  };
}
