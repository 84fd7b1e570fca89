import { DEFAULT_LOCALE, LOCALES, type Locale, localePath } from "../../core/routes.ts";

/** One page of a sitemap: its address without locale prefix, and when its content last changed. */
export interface SitemapEntry {
  path: string;
  search?: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodTag = (date: Date | null | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

/**
 * The `<urlset>` of one locale: each entry's address in that locale, with its three language
 * versions and the Russian one as `x-default` (hreflang alternates, which each version must list).
 */
export function urlsetXml(origin: string, locale: Locale, entries: readonly SitemapEntry[]): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`];
  for (const entry of entries) {
    const href = (l: Locale) => escapeXml(`${origin}${localePath(l, entry.path)}${entry.search ?? ""}`);
    const alternates = [...LOCALES.map((l) => [l, href(l)]), ["x-default", href(DEFAULT_LOCALE)]]
      .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
      .join("");
    lines.push(`<url><loc>${href(locale)}</loc>${lastmodTag(entry.lastmod)}${alternates}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** The `<sitemapindex>` naming the given sitemaps' addresses. */
export function sitemapIndexXml(locations: readonly string[], lastmod: Date | null): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, "</sitemapindex>", ""].join("\n");
}
