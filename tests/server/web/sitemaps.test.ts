import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndexXml, urlsetXml } from "../../../server/web/sitemap-xml.ts";
import { keptPerVersion } from "../../../server/web/sitemaps.ts";

describe("sitemap XML", () => {
  it("escapes what XML reserves in addresses, so they read back as written", () => {
    expect(escapeXml(`/a?b=1&c=<"d">'`)).toBe("/a?b=1&amp;c=&lt;&quot;d&quot;&gt;&apos;");
    const xml = urlsetXml("https://x.kz", "en", [{ path: "/tree", search: "?code=0101&x=<1>" }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const url = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml).urlset.url;
    expect(url.loc).toBe("https://x.kz/en/tree?code=0101&x=<1>");
    expect(url.lastmod).toBeUndefined();
  });

  it("writes an index of the given sitemaps with their date", () => {
    const xml = sitemapIndexXml(["https://x.kz/sitemap-ru.xml"], new Date("2026-01-02T03:04:05Z"));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<sitemap><loc>https://x.kz/sitemap-ru.xml</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>");
  });
});

describe("keptPerVersion", () => {
  it("builds once per version, again when the version changes, and again after a failed build", async () => {
    let version: string | null = "a";
    let builds = 0;
    let fail = false;
    const get = keptPerVersion(async () => version, async () => {
      builds += 1;
      if (fail) throw new Error("no database");
      return `built ${builds} for ${version}`;
    });
    expect(await Promise.all([get(), get()])).toEqual(["built 1 for a", "built 1 for a"]);
    version = "b";
    expect(await get()).toBe("built 2 for b");
    expect(await get()).toBe("built 2 for b");
    fail = true;
    version = null;
    await expect(get()).rejects.toThrow("no database");
    fail = false;
    expect(await get()).toBe("built 4 for null");
    expect(builds).toBe(4);
  });
});
