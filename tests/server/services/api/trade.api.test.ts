import { describe, expect, it } from "vitest";
import { companiesBody, countryBody, errorBody, regionsBody } from "../../../../core/contract/index.ts";
import { readCalls } from "../../../support/read-calls.ts";

const { get, ok } = readCalls();

describe("GET /api/v1/country", () => {
  it("gives the official partner figures of a year, largest first, with shares of the BNS total", async () => {
    const body = countryBody.parse(await ok("/api/v1/country?year=2024&flow=import", "en"));
    expect(body.demo).toBe(false);
    expect(body.source).toMatch(/BNS ASPR RK/);
    expect(body.data).toHaveLength(39);
    expect(body.data[0]).toMatchObject({ iso2: "RU", iso3: "RUS", name: "Russian Federation", eaeu_member: true, source: "BNS ASPR RK" });
    // kz_trade_by_partner_annual_top.csv: RUS 2024 imports; kz_trade_annual_totals.csv: 2024 imports 60,398.0 million.
    expect(body.meta.total_usd).toBe(60_398_000_000);
    const ru = body.data[0]!;
    expect(ru.share).toBeCloseTo(ru.value_usd / 60_398_000_000, 9);
    expect(body.data.map((d) => d.value_usd)).toEqual([...body.data.map((d) => d.value_usd)].sort((a, b) => b - a));
    expect(body.meta.years).toEqual([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
  });

  it("defaults to the latest year and to imports; lists the partners not reported", async () => {
    const body = countryBody.parse(await ok("/api/v1/country?flow=export"));
    expect(body.meta).toMatchObject({ year: 2025, flow: "export", not_reported: ["AE", "AF"] });
    expect(body.data).toHaveLength(37);
    expect(body.data[0]?.name).toBe("Италия");
    expect(countryBody.parse(await ok("/api/v1/country")).meta.flow).toBe("import");
  });

  it("years before 2019 are WITS figures with no national total: shares of the partners listed", async () => {
    const body = countryBody.parse(await ok("/api/v1/country?year=2016&flow=export"));
    expect(body.meta.total_usd).toBeNull();
    expect(body.source).toMatch(/^WITS/);
    expect(body.data.reduce((s, d) => s + d.share, 0)).toBeCloseTo(1, 9);
    expect(countryBody.parse(await ok("/api/v1/country?year=2001")).data).toEqual([]);
  });
});

describe("GET /api/v1/importers and /api/v1/exporters", () => {
  it("pages companies by value, labelled demo, with their region and totals", async () => {
    const body = companiesBody.parse(await ok("/api/v1/importers?year=2024&limit=5", "en"));
    expect(body).toMatchObject({ demo: true, meta: { flow: "import", page: 1, limit: 5 } });
    expect(body.demo_note).toMatch(/Demo data/);
    expect(body.source).toMatch(/^demo: /);
    expect(body.data).toHaveLength(5);
    for (const c of body.data) {
      expect(c.bin).toMatch(/^\d{12}$/);
      expect(c.region.id).toMatch(/^KZ-\d{2}$/);
      expect(c.region.name.length).toBeGreaterThan(0);
    }
    const values = body.data.map((c) => c.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Every importer of 2024 together is the year's official imports (60,398.0 million, rounded to 0.1 million).
    expect(Math.abs(body.meta.total_usd - 60_398e6)).toBeLessThan(0.05e6);
    const page2 = companiesBody.parse(await ok("/api/v1/importers?year=2024&limit=5&page=2"));
    expect(page2.data[0]!.value_usd).toBeLessThanOrEqual(values[4]!);
    expect(page2.meta.total).toBe(body.meta.total);
    const asc = companiesBody.parse(await ok("/api/v1/importers?year=2024&limit=5&order=asc"));
    expect(asc.data[0]!.value_usd).toBeLessThanOrEqual(asc.data[1]!.value_usd);
  });

  it("filters by region, country and code prefix", async () => {
    const body = companiesBody.parse(await ok("/api/v1/exporters?year=2023&region=kz-75&country=IT&code=27"));
    expect(body.meta.flow).toBe("export");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.region.id === "KZ-75")).toBe(true);
    const all = companiesBody.parse(await ok("/api/v1/exporters?year=2023&region=KZ-75"));
    expect(all.meta.total_usd).toBeGreaterThan(body.meta.total_usd);
  });

  it("a page past the end is empty but keeps the totals; nothing matching is not demo", async () => {
    const first = companiesBody.parse(await ok("/api/v1/importers?year=2022"));
    const past = companiesBody.parse(await ok("/api/v1/importers?year=2022&page=100000&limit=100"));
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
    const none = companiesBody.parse(await ok("/api/v1/importers?year=2001"));
    expect(none).toMatchObject({ data: [], demo: false, demo_note: null, meta: { total: 0, total_usd: 0 } });
  });
});

describe("GET /api/v1/regions", () => {
  it("gives all 20 regions with their shares, labelled demo", async () => {
    const body = regionsBody.parse(await ok("/api/v1/regions?year=2025&flow=export", "kk"));
    expect(body.data).toHaveLength(20);
    expect(body.demo).toBe(true);
    expect(body.data.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
    expect(Math.abs(body.meta.total_usd - 79_229.5e6)).toBeLessThan(0.05e6);
    expect(body.data.find((r) => r.id === "KZ-75")?.name).toBe("Алматы қаласы");
  });
});

describe("bad filters", () => {
  it.each([
    ["/api/v1/country?year=20x4", "year"],
    ["/api/v1/country?flow=both", "flow"],
    ["/api/v1/importers?region=Almaty", "region"],
    ["/api/v1/importers?region=KZ-99", "region"],
    ["/api/v1/exporters?country=ZZ", "country"],
    ["/api/v1/exporters?country=CHN", "country"],
    ["/api/v1/importers?code=8", "code"],
    ["/api/v1/importers?page=0", "page"],
    ["/api/v1/importers?limit=101", "limit"],
    ["/api/v1/importers?order=up", "order"],
    ["/api/v1/regions?year=", "year"],
    ["/api/v1/regions?flow=transit", "flow"],
  ])("%s → 422 naming %s", async (url, field) => {
    const res = await get(url, "en");
    expect(res.statusCode).toBe(422);
    const body = errorBody.parse(res.json());
    expect(body.message).toContain(field);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    const ru = errorBody.parse((await get(url)).json());
    expect(ru.message).toMatch(/^Параметр /);
  });
});
