import { rmSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale, localePath } from "../../../core/routes.ts";
import { standInBuild } from "../../support/stand-in-build.ts";
import { startTestApp } from "../../support/test-app.ts";

const PUBLIC_URL = "https://ved.example.kz";
const BOT = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

let t: Awaited<ReturnType<typeof startTestApp>>;
let dist: Awaited<ReturnType<typeof standInBuild>>;

beforeAll(async () => {
  dist = await standInBuild();
  t = await startTestApp({ PUBLIC_URL }, { distDir: dist.dir });
});
afterAll(async () => { await t.close(); rmSync(dist.dir, { recursive: true, force: true }); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** The path of an absolute address of the site. */
function pathOf(address: string): string {
  expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
  return address.slice(PUBLIC_URL.length);
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return Number((result.rows[0] as { n: number | string }).n);
}

interface Alternate { rel: string; hreflang: string; href: string }
interface SitemapUrl { loc: string; lastmod?: string; "xhtml:link": Alternate[] }

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => ["sitemap", "url", "xhtml:link"].includes(name) });

/** Fetches an XML answer, checks it is well-formed XML, and parses it. */
async function xmlAt(path: string): Promise<{ doc: Record<string, unknown>; bytes: number }> {
  const res = await get(path);
  expect(res.statusCode, path).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.body), path).toBe(true);
  return { doc: parser.parse(res.body) as Record<string, unknown>, bytes: res.rawPayload.length };
}

describe("GET /robots.txt", () => {
  it("lets crawlers into the public pages but not the services or anyone's own pages, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith("Disallow:")).map((l) => l.slice("Disallow:".length).trim());
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const path of ["/profile", "/kk/profile/notes", "/en/profile/change-password", "/favourites", "/en/importer-card/review", "/api/v1/site", "/auth/api/access/cookie", "/user/api/opened-cards", "/ai/ved/tnved/search"]) {
      expect(blocked(path), path).toBe(true);
    }
    for (const path of ["/", "/kk", "/tree?code=0101", "/kk/custom/0101210000", "/en/calculator", "/api-description", "/importer-card", "/en/importer-card"]) {
      expect(blocked(path), path).toBe(false);
    }
  });
});

describe("sitemaps", () => {
  const byLocale = new Map<Locale, { urls: SitemapUrl[]; bytes: number }>();

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const { doc, bytes } = await xmlAt(`/sitemap-${locale}.xml`);
      byLocale.set(locale, { urls: (doc.urlset as { url: SitemapUrl[] }).url, bytes });
    }
  });

  const urlsOf = (locale: Locale) => byLocale.get(locale)?.urls ?? [];

  it("has an index naming the three locales' sitemaps by absolute address", async () => {
    const { doc } = await xmlAt("/sitemap.xml");
    const sitemaps = (doc.sitemapindex as { sitemap: { loc: string }[] }).sitemap;
    expect(sitemaps.map((s) => pathOf(s.loc))).toEqual(["/sitemap-ru.xml", "/sitemap-kk.xml", "/sitemap-en.xml"]);
  });

  it("lists every 10-digit code card and every heading of the tree in each locale, within the protocol's limits", async () => {
    const codes = await count(sql`SELECT count(*)::int AS n FROM tariff_nodes WHERE kind = 'code10'`);
    const headings = await count(sql`SELECT count(*)::int AS n FROM tariff_nodes WHERE kind = 'heading' AND digits = 4`);
    expect(codes).toBeGreaterThan(10_000);
    for (const locale of LOCALES) {
      const paths = urlsOf(locale).map((u) => pathOf(u.loc));
      expect(paths.filter((p) => /\/custom\/\d{10}$/.test(p)), locale).toHaveLength(codes);
      expect(paths.filter((p) => /\/tree\?code=\d{4}$/.test(p)), locale).toHaveLength(headings);
      expect(new Set(paths).size, locale).toBe(paths.length);
      expect(paths.length).toBeLessThanOrEqual(50_000);
      expect(byLocale.get(locale)?.bytes).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
  });

  it("lists the public pages, not the profile, favourites, wizard steps or route patterns, each under its locale's prefix", () => {
    for (const locale of LOCALES) {
      const paths = urlsOf(locale).map((u) => pathOf(u.loc));
      for (const page of ["/", "/tree", "/calculator", "/sanctions", "/custom", "/importer-card", "/contacts"]) expect(paths, `${locale} ${page}`).toContain(localePath(locale, page));
      expect(paths.filter((p) => /profile|favourites|importer-card\/|:/.test(p)), locale).toEqual([]);
      if (locale !== "ru") expect(paths.every((p) => p === `/${locale}` || p.startsWith(`/${locale}/`)), locale).toBe(true);
    }
  });

  it("gives each address its ru, kk and en versions and Russian as x-default, and the data's pages the import date", async () => {
    // Milliseconds, as a JavaScript date keeps them (PostgreSQL keeps microseconds).
    const importedMs = await count(sql`SELECT floor(extract(epoch FROM max(imported_at)) * 1000)::bigint AS n FROM data_versions`);
    for (const locale of LOCALES) {
      for (const url of urlsOf(locale)) {
        const links = Object.fromEntries(url["xhtml:link"].map((l) => [l.hreflang, l]));
        expect(Object.keys(links).sort(), url.loc).toEqual(["en", "kk", "ru", "x-default"]);
        expect(url["xhtml:link"].every((l) => l.rel === "alternate")).toBe(true);
        expect(links[locale]?.href, url.loc).toBe(url.loc);
        expect(links["x-default"]?.href, url.loc).toBe(links.ru?.href);
        const dataPage = /\/custom\/\d{10}$|\/tree\?code=\d{4}$/.test(url.loc);
        expect(url.lastmod === undefined ? null : new Date(url.lastmod).getTime(), url.loc).toBe(dataPage ? importedMs : null);
      }
    }
  });

  it("lists addresses that open: 20 code cards drawn with a fixed seed answer the page and their data", async () => {
    const cards = LOCALES.flatMap((locale) => urlsOf(locale).filter((u) => u.loc.includes("/custom/")).map((u) => ({ locale, path: pathOf(u.loc) })));
    const picks = fc.sample(fc.integer({ min: 0, max: cards.length - 1 }), { seed: 14, numRuns: 20 }).map((i) => cards[i]);
    for (const card of picks) {
      if (!card) throw new Error("drawn index out of range");
      const page = await get(card.path, BOT);
      expect(page.statusCode, card.path).toBe(200);
      expect(page.body, card.path).toContain(`<html lang="${card.locale}"`);
      const code = card.path.slice(-10);
      expect((await get(`/api/v1/products/code?code=${code}`)).statusCode, code).toBe(200);
    }
  });

  it("comes compressed to a client that accepts brotli", async () => {
    const plain = await get("/sitemap-en.xml");
    const packed = await get("/sitemap-en.xml", { "accept-encoding": "br" });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("leaves other paths to the app: unknown ones still answer 404, to bots bare", async () => {
    for (const path of ["/sitemap-de.xml", "/sitemap.xml.gz", "/robots.txt/x"]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain("<html");
      const bot = await get(path, BOT);
      expect(bot.statusCode, path).toBe(404);
      expect(bot.body, path).not.toContain("<html");
    }
  });
});
