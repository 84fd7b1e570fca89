import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companiesBody, competitorsBody, counterpartyBody, counterpartyError, countryBody, countryReferenceBody, customsAreaBody,
  customsDirectoryBody, customsFiltersBody, errorBody, monitoringGraphBody, regionReferenceBody, regionsBody, tradeGeoEndpoints,
} from "../../../../core/contract/index.ts";
import { openApiDocument } from "../../../../server/openapi.ts";
import { readCalls } from "../../../support/read-calls.ts";

// The geography and company calls of issue 8: every figure recomputed here from the tables.

const { get, ok, query } = readCalls();
const cents = (v: number) => Math.round(v) / 100;

describe("GET /api/v1/monitoring/{importers,exporters}/graph", () => {
  it("defaults to the latest three official years: each month's official total and its declared lines", async () => {
    const body = monitoringGraphBody.parse(await ok("/api/v1/monitoring/importers/graph", "en"));
    const [{ latest }] = await query<{ latest: number }>(sql`SELECT max(left(period, 4)::int) AS latest FROM trade_monthly_totals`) as [{ latest: number }];
    expect(body.meta).toMatchObject({ flow: "import", from: latest - 2, to: latest });
    const official = await query<{ period: string; v: number }>(sql`
      SELECT period, imports_thousand_usd AS v FROM trade_monthly_totals WHERE period >= ${`${latest - 2}-01`} ORDER BY period`);
    const declared = await query<{ period: string; c: number; n: number }>(sql`
      SELECT period, sum(value_cents)::float8 AS c, count(*)::int AS n FROM trade_declarations
      WHERE flow = 'import' AND year >= ${latest - 2} GROUP BY period`);
    const periods = [...new Set([...official.map((o) => o.period), ...declared.map((d) => d.period)])].sort();
    expect(body.data.map((d) => d.period)).toEqual(periods);
    for (const o of official) expect(body.data.find((d) => d.period === o.period)?.official_usd).toBe(Math.round(o.v * 1000));
    for (const d of declared) expect(body.data.find((p) => p.period === d.period)).toMatchObject({ declared_usd: cents(d.c), lines: d.n });
    expect(body.official_source).toMatch(/BNS/);
    expect(body.demo).toBe(true);
    expect(body.demo_note).toMatch(/Demo data/);
  });

  it("sums only the lines under region, country and code; the official line stays national", async () => {
    const body = monitoringGraphBody.parse(await ok("/api/v1/monitoring/exporters/graph?year=2024&region=kz-75&country=it&code=27"));
    expect(body.meta).toMatchObject({ flow: "export", from: 2024, to: 2024 });
    const declared = await query<{ period: string; c: number; n: number }>(sql`
      SELECT period, sum(value_cents)::float8 AS c, count(*)::int AS n FROM trade_declarations
      WHERE flow = 'export' AND year = 2024 AND region = 'KZ-75' AND partner_iso2 = 'IT' AND code LIKE '27%' GROUP BY period`);
    expect(declared.length).toBeGreaterThan(0);
    for (const d of declared) expect(body.data.find((p) => p.period === d.period)).toMatchObject({ declared_usd: cents(d.c), lines: d.n });
    const [official] = await query<{ v: number }>(sql`SELECT exports_thousand_usd AS v FROM trade_monthly_totals WHERE period = '2024-03'`);
    expect(body.data.find((d) => d.period === "2024-03")?.official_usd).toBe(Math.round(official!.v * 1000));
    expect(body.data.every((d) => d.period.startsWith("2024-"))).toBe(true);
  });

  it("takes a from–to range; a year with no line is not demo", async () => {
    const body = monitoringGraphBody.parse(await ok("/api/v1/monitoring/importers/graph?from=2019&to=2020"));
    expect(body.data).toHaveLength(24);
    const none = monitoringGraphBody.parse(await ok("/api/v1/monitoring/importers/graph?year=2001"));
    expect(none).toMatchObject({ data: [], demo: false, demo_note: null, source: "" });
  });

  it.each([
    ["/api/v1/monitoring/importers/graph?from=2025&to=2020", "from"],
    ["/api/v1/monitoring/importers/graph?to=20", "to"],
    ["/api/v1/monitoring/exporters/graph?year=x", "year"],
    ["/api/v1/monitoring/exporters/graph?region=KZ-99", "region"],
    ["/api/v1/monitoring/exporters/graph?code=1", "code"],
  ])("%s → 422 naming %s in every locale", async (url, field) => {
    for (const lang of ["ru", "kk", "en"]) {
      const res = await get(url, lang);
      expect(res.statusCode).toBe(422);
      expect(errorBody.parse(res.json()).message).toContain(field);
    }
  });
});

describe("export variants", () => {
  it("GET /api/exporters/v1/regions is /v1/regions with flow export", async () => {
    const body = regionsBody.parse(await ok("/api/exporters/v1/regions?year=2024", "kk"));
    expect(body.meta.flow).toBe("export");
    expect(body).toEqual(regionsBody.parse(await ok("/api/v1/regions?year=2024&flow=export", "kk")));
    expect(body.data).toHaveLength(20);
  });

  it("GET /api/exporters/v1/country is /v1/country with flow export", async () => {
    const body = countryBody.parse(await ok("/api/exporters/v1/country?year=2023", "en"));
    expect(body.meta).toMatchObject({ flow: "export", year: 2023 });
    expect(body).toEqual(countryBody.parse(await ok("/api/v1/country?year=2023&flow=export", "en")));
  });

  it("rejects a bad year", async () => {
    expect((await get("/api/exporters/v1/regions?year=99")).statusCode).toBe(422);
    expect(errorBody.parse((await get("/api/exporters/v1/country?year=abc", "en")).json()).message).toContain("year");
  });
});

describe("GET /api/v1/country/companies", () => {
  it("pages the companies trading with the country, totals from the lines", async () => {
    const body = companiesBody.parse(await ok("/api/v1/country/companies?country=cn&year=2024&limit=5", "en"));
    const [s] = await query<{ c: number; n: number }>(sql`
      SELECT sum(value_cents)::float8 AS c, count(DISTINCT bin)::int AS n FROM trade_declarations
      WHERE flow = 'import' AND year = 2024 AND partner_iso2 = 'CN'`);
    expect(body.meta).toMatchObject({ flow: "import", total: s!.n, total_usd: cents(s!.c), limit: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.demo).toBe(true);
    const [top] = await query<{ bin: string; c: number }>(sql`
      SELECT bin, sum(value_cents)::float8 AS c FROM trade_declarations WHERE flow = 'import' AND year = 2024 AND partner_iso2 = 'CN'
      GROUP BY bin ORDER BY c DESC, bin LIMIT 1`);
    expect(body.data[0]).toMatchObject({ bin: top!.bin, value_usd: cents(top!.c) });
    const exp = companiesBody.parse(await ok("/api/v1/country/companies?country=CN&flow=export&year=2024&code=27"));
    expect(exp.meta.flow).toBe("export");
  });

  it.each([
    ["/api/v1/country/companies", "country"],
    ["/api/v1/country/companies?country=ZZ", "country"],
    ["/api/v1/country/companies?country=CN&flow=both", "flow"],
    ["/api/v1/country/companies?country=CN&limit=0", "limit"],
  ])("%s → 422 naming %s", async (url, field) => {
    const res = await get(url, "en");
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).message).toContain(field);
  });
});

describe("GET /api/v1/reference/region/{id}", () => {
  it("gives the region's reference and its declared trade with top partners, codes and companies", async () => {
    const body = regionReferenceBody.parse(await ok("/api/v1/reference/region/kz-75?year=2024", "en"));
    const [region] = await query<{ name_en: string; name_kk: string; area_km2: number; kato_prefix: string; admin_center_en: string }>(
      sql`SELECT * FROM kz_regions WHERE iso = 'KZ-75'`);
    expect(body.data).toMatchObject({
      id: "KZ-75", name: region!.name_en, type: "city", area_km2: region!.area_km2, kato_prefix: region!.kato_prefix,
      admin_center: region!.admin_center_en,
    });
    expect(body.data.names.kk).toBe(region!.name_kk);
    const f = sql`flow = 'import' AND year = 2024 AND region = 'KZ-75'`;
    const [s] = await query<{ c: number; n: number; b: number }>(sql`
      SELECT sum(value_cents)::float8 AS c, count(*)::int AS n, count(DISTINCT bin)::int AS b FROM trade_declarations WHERE ${f}`);
    const [all] = await query<{ c: number }>(sql`SELECT sum(value_cents)::float8 AS c FROM trade_declarations WHERE flow = 'import' AND year = 2024`);
    expect(body.data.trade).toMatchObject({ flow: "import", year: 2024, total_usd: cents(s!.c), lines: s!.n, companies: s!.b });
    expect(body.data.trade.share).toBeCloseTo(s!.c / all!.c, 9);
    const partners = await query<{ p: string; c: number }>(sql`
      SELECT partner_iso2 AS p, sum(value_cents)::float8 AS c FROM trade_declarations WHERE ${f} GROUP BY 1 ORDER BY c DESC, p LIMIT 10`);
    expect(body.data.trade.partners.map((p) => [p.iso2, p.value_usd])).toEqual(partners.map((p) => [p.p, cents(p.c)]));
    const codes = await query<{ code: string; c: number; name: string }>(sql`
      SELECT d.code, sum(value_cents)::float8 AS c, min(n.name_en) AS name FROM trade_declarations d
      LEFT JOIN tariff_nodes n ON n.code = d.code AND n.kind = 'code10' WHERE ${f} GROUP BY d.code ORDER BY c DESC, d.code LIMIT 10`);
    expect(body.data.trade.codes.map((c) => [c.code, c.value_usd])).toEqual(codes.map((c) => [c.code, cents(c.c)]));
    for (const [i, c] of codes.entries()) if (c.name) expect(body.data.trade.codes[i]!.name).toBe(c.name);
    expect(body.data.trade.companies_top.length).toBeLessThanOrEqual(10);
    const top = body.data.trade.companies_top.map((c) => c.value_usd);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    expect(body).toMatchObject({ demo: true });
  });

  it("names the region in the asked language", async () => {
    const kk = regionReferenceBody.parse(await ok("/api/v1/reference/region/KZ-11", "kk"));
    expect(kk.data.name).toBe(kk.data.names.kk);
    expect(kk.data.type).toBe("region");
    expect(kk.data.trade.year).toBeNull();
  });

  it("404 for an unknown region and 422 for a malformed id, translated", async () => {
    const messages = new Set<string>();
    for (const lang of ["ru", "kk", "en"]) {
      const res = await get("/api/v1/reference/region/KZ-99", lang);
      expect(res.statusCode).toBe(404);
      const message = errorBody.parse(res.json()).message;
      expect(message).toContain("KZ-99");
      messages.add(message);
      const bad = await get("/api/v1/reference/region/Almaty", lang);
      expect(bad.statusCode).toBe(422);
      expect(errorBody.parse(bad.json()).message).toContain("KZ-75");
    }
    expect(messages.size).toBe(3);
    expect((await get("/api/v1/reference/region/KZ-75?flow=both", "en")).statusCode).toBe(422);
  });
});

describe("GET /api/v1/reference/country/{id}", () => {
  it("gives the country's reference, official series, average, preference status and declared tops", async () => {
    const body = countryReferenceBody.parse(await ok("/api/v1/reference/country/cn?year=2024&flow=export", "en"));
    const [c] = await query<{ name_en: string; iso3: string; eaeu_member: boolean }>(sql`SELECT * FROM countries WHERE iso2 = 'CN'`);
    expect(body.data).toMatchObject({ iso2: "CN", iso3: c!.iso3, name: c!.name_en, eaeu_member: c!.eaeu_member });
    const annual = await query<{ year: number; imports_musd: number | null; exports_musd: number | null; source: string }>(sql`
      SELECT * FROM trade_partner_annual WHERE partner_iso2 = 'CN' ORDER BY year`);
    expect(body.data.annual).toEqual(annual.map((a) => ({
      year: a.year, source: a.source,
      imports_usd: a.imports_musd === null ? null : Math.round(a.imports_musd * 1e6),
      exports_usd: a.exports_musd === null ? null : Math.round(a.exports_musd * 1e6),
    })));
    const [avg] = await query<{ imports_musd_avg: number; source: string }>(sql`SELECT * FROM trade_partner_avg WHERE partner_iso2 = 'CN'`);
    expect(body.data.average_2023_2025).toMatchObject({ imports_usd: Math.round(avg!.imports_musd_avg * 1e6), source: avg!.source });
    const [pref] = await query<{ status: string }>(sql`SELECT status FROM preference_countries WHERE iso2 = 'CN'`);
    expect(body.data.preference?.status).toBe(pref!.status);
    expect(body.data.preference?.status_label).not.toBe(pref!.status);
    const [s] = await query<{ c: number; n: number; b: number }>(sql`
      SELECT sum(value_cents)::float8 AS c, count(*)::int AS n, count(DISTINCT bin)::int AS b FROM trade_declarations
      WHERE flow = 'export' AND year = 2024 AND partner_iso2 = 'CN'`);
    expect(body.data.trade).toMatchObject({ flow: "export", year: 2024, total_usd: cents(s!.c), lines: s!.n, companies: s!.b });
    expect(body.data.trade.codes.reduce((sum, x) => sum + x.share, 0)).toBeLessThanOrEqual(1 + 1e-9);
    expect(body.demo).toBe(true);
  });

  it("a country outside the partner tables has no series; no lines is not demo", async () => {
    const [row] = await query<{ iso2: string }>(sql`
      SELECT iso2 FROM countries c WHERE NOT EXISTS (SELECT 1 FROM trade_partner_annual p WHERE p.partner_iso2 = c.iso2)
        AND NOT EXISTS (SELECT 1 FROM trade_partner_avg a WHERE a.partner_iso2 = c.iso2)
        AND NOT EXISTS (SELECT 1 FROM trade_declarations d WHERE d.partner_iso2 = c.iso2) ORDER BY iso2 LIMIT 1`);
    const body = countryReferenceBody.parse(await ok(`/api/v1/reference/country/${row!.iso2}`));
    expect(body.data).toMatchObject({ annual: [], average_2023_2025: null });
    expect(body).toMatchObject({ demo: false, demo_note: null });
    expect(body.data.trade).toMatchObject({ total_usd: 0, lines: 0, companies: 0, codes: [], companies_top: [] });
  });

  it("404 for an unknown country and 422 for a malformed id, translated", async () => {
    const messages = new Set<string>();
    for (const lang of ["ru", "kk", "en"]) {
      const res = await get("/api/v1/reference/country/ZZ", lang);
      expect(res.statusCode).toBe(404);
      messages.add(errorBody.parse(res.json()).message);
      const bad = await get("/api/v1/reference/country/CHN", lang);
      expect(bad.statusCode).toBe(422);
      expect(errorBody.parse(bad.json()).message).toContain("ISO 3166-1");
    }
    expect(messages.size).toBe(3);
  });
});

describe("GET /api/v1/competitors", () => {
  const f = sql`flow = 'export' AND year = 2024 AND code LIKE '27%'`;

  it("lists the companies under the code prefix without the excluded one, with the codes they share", async () => {
    const ranked = await query<{ bin: string; c: number }>(sql`
      SELECT bin, sum(value_cents)::float8 AS c FROM trade_declarations WHERE ${f} GROUP BY bin ORDER BY c DESC, bin`);
    expect(ranked.length).toBeGreaterThan(2);
    const self = ranked[0]!.bin;
    const body = competitorsBody.parse(await ok(`/api/v1/competitors?code=27&flow=export&year=2024&exclude=${self}&limit=5`, "en"));
    const all = ranked.reduce((s, r) => s + r.c, 0);
    expect(body.meta).toMatchObject({ flow: "export", code: "27", exclude: self, total: ranked.length - 1, total_usd: cents(all) });
    expect(body.data.map((d) => d.bin)).toEqual(ranked.slice(1, 6).map((r) => r.bin));
    expect(body.data[0]!.share).toBeCloseTo(ranked[1]!.c / all, 9);
    const [own] = await query<{ n: number }>(sql`SELECT count(DISTINCT code)::int AS n FROM trade_declarations WHERE ${f} AND bin = ${self}`);
    expect(body.meta.exclude_codes).toBe(own!.n);
    for (const row of body.data) {
      const [shared] = await query<{ n: number }>(sql`
        SELECT count(DISTINCT code)::int AS n FROM trade_declarations WHERE ${f} AND bin = ${row.bin}
          AND code IN (SELECT code FROM trade_declarations WHERE ${f} AND bin = ${self})`);
      expect(row.shared_codes).toBe(shared!.n);
      expect(row.shared_codes).toBeLessThanOrEqual(row.codes);
    }
    expect(body.demo).toBe(true);
  });

  it("without exclude: everyone, shared codes null", async () => {
    const body = competitorsBody.parse(await ok("/api/v1/competitors?code=2709&flow=export&year=2024"));
    const [s] = await query<{ n: number }>(sql`
      SELECT count(DISTINCT bin)::int AS n FROM trade_declarations WHERE flow = 'export' AND year = 2024 AND code LIKE '2709%'`);
    expect(body.meta).toMatchObject({ total: s!.n, exclude: null, exclude_codes: 0 });
    expect(body.data.every((d) => d.shared_codes === null)).toBe(true);
  });

  it.each([
    ["/api/v1/competitors", "code"],
    ["/api/v1/competitors?code=2", "code"],
    ["/api/v1/competitors?code=27&exclude=123", "exclude"],
    ["/api/v1/competitors?code=27&limit=500", "limit"],
    ["/api/v1/competitors?code=27&country=XX", "country"],
  ])("%s → 422 naming %s", async (url, field) => {
    for (const lang of ["ru", "kk", "en"]) {
      const res = await get(url, lang);
      expect(res.statusCode).toBe(422);
      expect(errorBody.parse(res.json()).message).toContain(field);
    }
  });
});

describe("GET /api/v1/counterparty/info", () => {
  it("sums a company's imports and exports from its lines", async () => {
    const [pick] = await query<{ bin: string }>(sql`
      SELECT bin FROM trade_declarations GROUP BY bin HAVING count(DISTINCT flow) = 2 ORDER BY bin LIMIT 1`);
    const bin = pick!.bin;
    const body = counterpartyBody.parse(await ok(`/api/v1/counterparty/info?bin=${bin}`, "en"));
    expect(body).toMatchObject({ success: true, data: { bin, demo: true } });
    expect(body.data.demo_note).toMatch(/Demo data/);
    for (const flow of ["import", "export"] as const) {
      const [s] = await query<{ c: number; n: number; p: number; k: number; first: string; last: string }>(sql`
        SELECT sum(value_cents)::float8 AS c, count(*)::int AS n, count(DISTINCT partner_iso2)::int AS p, count(DISTINCT code)::int AS k,
               min(period) AS first, max(period) AS last FROM trade_declarations WHERE bin = ${bin} AND flow = ${flow}`);
      expect(body.data[flow]).toEqual({ value_usd: cents(s!.c), lines: s!.n, partners: s!.p, codes: s!.k, first_period: s!.first, last_period: s!.last });
    }
    const [region] = await query<{ region: string }>(sql`
      SELECT region FROM trade_declarations WHERE bin = ${bin} GROUP BY region ORDER BY sum(value_cents) DESC, region LIMIT 1`);
    expect(body.data.region.id).toBe(region!.region);
  });

  it("a company of one flow has null for the other", async () => {
    const [pick] = await query<{ bin: string }>(sql`
      SELECT bin FROM trade_declarations GROUP BY bin HAVING bool_and(flow = 'import') ORDER BY bin LIMIT 1`);
    const body = counterpartyBody.parse(await ok(`/api/v1/counterparty/info?bin=${pick!.bin}`));
    expect(body.data.export).toBeNull();
    expect(body.data.import?.lines).toBeGreaterThan(0);
  });

  it("unknown BIN → 404 and malformed → 422, success false, translated", async () => {
    const [free] = await query<{ bin: string }>(sql`
      SELECT lpad(g::text, 12, '0') AS bin FROM generate_series(1, 1000) g
      WHERE NOT EXISTS (SELECT 1 FROM trade_declarations WHERE bin = lpad(g::text, 12, '0')) ORDER BY g LIMIT 1`);
    const seen = new Set<string>();
    for (const lang of ["ru", "kk", "en"]) {
      const res = await get(`/api/v1/counterparty/info?bin=${free!.bin}`, lang);
      expect(res.statusCode).toBe(404);
      const body = counterpartyError.parse(res.json());
      expect(body.success).toBe(false);
      expect(body.message).toContain(free!.bin);
      seen.add(body.message);
      const bad = await get("/api/v1/counterparty/info?bin=12ab", lang);
      expect(bad.statusCode).toBe(422);
      expect(counterpartyError.parse(bad.json()).message).toContain("bin");
    }
    expect(seen.size).toBe(3);
    expect((await get("/api/v1/counterparty/info")).statusCode).toBe(422);
  });
});

describe("GET /api/v1/customs-area, /directory, /filters", () => {
  it("the directory is the 20 regions' State Revenue Departments, with the basis said", async () => {
    const regions = await query<{ iso: string; name_en: string; name_kk: string }>(sql`SELECT * FROM kz_regions ORDER BY iso`);
    const en = customsDirectoryBody.parse(await ok("/api/v1/customs-area/directory", "en"));
    expect(en.data.map((d) => d.id)).toEqual(regions.map((r) => r.iso));
    for (const [i, r] of regions.entries()) {
      expect(en.data[i]!.region.name).toBe(r.name_en);
      expect(en.data[i]!.name).toContain(r.name_en);
    }
    const kk = customsDirectoryBody.parse(await ok("/api/v1/customs-area/directory", "kk"));
    expect(kk.data[0]!.name).toContain(regions[0]!.name_kk);
    const ru = customsDirectoryBody.parse(await ok("/api/v1/customs-area/directory"));
    expect(new Set([ru.basis, kk.basis, en.basis]).size).toBe(3);
    expect(ru.data.every((d) => d.name.startsWith("Департамент государственных доходов по "))).toBe(true);
  });

  it("sums the lines per department under the filters", async () => {
    const body = customsAreaBody.parse(await ok("/api/v1/customs-area?year=2023&flow=import&country=RU&code=84", "en"));
    expect(body.data).toHaveLength(20);
    expect(body.basis.length).toBeGreaterThan(0);
    const sums = await query<{ region: string; c: number; n: number; b: number }>(sql`
      SELECT region, sum(value_cents)::float8 AS c, count(*)::int AS n, count(DISTINCT bin)::int AS b FROM trade_declarations
      WHERE flow = 'import' AND year = 2023 AND partner_iso2 = 'RU' AND code LIKE '84%' GROUP BY region`);
    const total = sums.reduce((s, r) => s + r.c, 0);
    expect(body.meta).toMatchObject({ flow: "import", year: 2023, total_usd: cents(total) });
    for (const s of sums) {
      const row = body.data.find((d) => d.id === s.region)!;
      expect(row).toMatchObject({ value_usd: cents(s.c), lines: s.n, companies: s.b });
      expect(row.share).toBeCloseTo(s.c / total, 9);
    }
    const values = body.data.map((d) => d.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("the filters are the years and countries with lines", async () => {
    const body = customsFiltersBody.parse(await ok("/api/v1/customs-area/filters?flow=export", "en"));
    const years = await query<{ year: number }>(sql`SELECT DISTINCT year FROM trade_declarations WHERE flow = 'export' ORDER BY year DESC`);
    expect(body.data.years).toEqual(years.map((y) => y.year));
    const countries = await query<{ n: number }>(sql`SELECT count(DISTINCT partner_iso2)::int AS n FROM trade_declarations WHERE flow = 'export'`);
    expect(body.data.countries).toHaveLength(countries[0]!.n);
    expect(body.data.flows).toEqual(["export"]);
    expect(body.data.regions).toHaveLength(20);
    expect(customsFiltersBody.parse(await ok("/api/v1/customs-area/filters")).data.flows).toEqual(["import", "export"]);
  });

  it.each([
    ["/api/v1/customs-area?flow=both", "flow"],
    ["/api/v1/customs-area?country=ZZ", "country"],
    ["/api/v1/customs-area?code=x", "code"],
    ["/api/v1/customs-area/filters?flow=x", "flow"],
  ])("%s → 422 naming %s", async (url, field) => {
    const res = await get(url, "en");
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).message).toContain(field);
  });
});

describe("the contract", () => {
  it("documents every geography call and the app serves each", async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { parameters: { name: string }[] }>> };
    for (const e of Object.values(tradeGeoEndpoints)) {
      const op = doc.paths[e.path]?.get;
      expect(op, e.path).toBeDefined();
      const res = await get(e.path.replace("{id}", e.path.includes("region") ? "KZ-71" : "KZ"));
      expect([200, 422], e.path).toContain(res.statusCode);
    }
    expect(doc.paths["/api/v1/monitoring/importers/graph"]?.get?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["from", "to", "code"]));
  });
});
