import { LOCALES, type Locale } from "../../core/routes.ts";
import type { Db } from "../db/connect.ts";
import { dataVersion } from "../import/index.ts";
import { SITEMAP_PAGES } from "./crawl-policy.ts";
import { type SitemapData, readSitemapData } from "./sitemap-data.ts";
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from "./sitemap-xml.ts";

/** The sitemaps protocol's limits for one file (uncompressed). */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const localeSitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;

export interface SitemapFiles {
  index: Buffer;
  byLocale: Record<Locale, Buffer>;
}

/**
 * What every locale's sitemap lists: the fixed public pages, each tariff heading in the tree
 * (`/tree?code=XXXX`) and each 10-digit code's card; the data's pages changed when it was imported.
 */
function sitemapEntries(data: SitemapData): SitemapEntry[] {
  return [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...data.headings.map((code) => ({ path: "/tree", search: `?code=${code}`, lastmod: data.importedAt })),
    ...data.codes.map((code) => ({ path: `/custom/${code}`, lastmod: data.importedAt })),
  ];
}

/** The index and the three locales' sitemaps; a file over the protocol's limits is refused, not cut short. */
export function buildSitemaps(origin: string, data: SitemapData): SitemapFiles {
  const entries = sitemapEntries(data);
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`A sitemap would list ${entries.length} addresses, over the protocol's ${SITEMAP_MAX_URLS}: split it`);
  const localeFile = (locale: Locale) => {
    const xml = Buffer.from(urlsetXml(origin, locale, entries));
    if (xml.length > SITEMAP_MAX_BYTES) throw new Error(`${localeSitemapPath(locale)} would take ${xml.length} bytes, over the protocol's ${SITEMAP_MAX_BYTES}: split it`);
    return xml;
  };
  return {
    index: Buffer.from(sitemapIndexXml(LOCALES.map((locale) => origin + localeSitemapPath(locale)), data.importedAt)),
    byLocale: { ru: localeFile("ru"), kk: localeFile("kk"), en: localeFile("en") },
  };
}

/**
 * Answers `build()`'s result, built once for each version `versionOf()` names and kept until the
 * version changes. A failed build is not kept: the next call tries again.
 */
export function keptPerVersion<T>(versionOf: () => Promise<string | null>, build: () => Promise<T>): () => Promise<T> {
  let kept: { version: string | null; value: Promise<T> } | undefined;
  return async () => {
    const version = await versionOf();
    if (kept === undefined || kept.version !== version) {
      const value = build();
      kept = { version, value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}

/** The sitemaps of the data in `db`, rebuilt after an import changes the data version (any process's). */
export function sitemapSource(db: Db, origin: string): () => Promise<SitemapFiles> {
  return keptPerVersion(() => dataVersion(db), async () => buildSitemaps(origin, await readSitemapData(db)));
}
