import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorBody, priceCountriesBody, pricesBody } from "../../../../core/contract/index.ts";
import { readCalls } from "../../../support/read-calls.ts";

// Unit prices of a code and the 422 answers of every goods call, checked against the lines themselves.

const { get, ok, query } = readCalls();

/** A code with weighed lines and with quantities in a unit, in one year of imports, picked from the data. */
async function busyCode() {
  const [r] = await query<{ code: string; year: number }>(sql`
    SELECT left(code, 6) AS code, year FROM trade_declarations
    WHERE flow = 'import' AND net_weight_kg > 0 AND quantity > 0 AND unit IS NOT NULL
    GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`);
  return r!;
}

/** Each line's own price (US dollars per kg) of a filter, for medians computed here. */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = (s.length - 1) / 2;
  return (s[Math.floor(m)]! + s[Math.ceil(m)]!) / 2;
};

describe("GET /api/v1/products/prices", () => {
  it("gives per month the value over weight, the spread of line prices and the price per unit", async () => {
    const { code, year } = await busyCode();
    const body = pricesBody.parse(await ok(`/api/v1/products/prices?code=${code}&year=${year}`, "en"));
    expect(body).toMatchObject({ demo: true, meta: { flow: "import", code } });
    const lines = await query<{ period: string; cents: number; kg: number | null; quantity: number | null; unit: string | null }>(sql`
      SELECT period, value_cents::float8 AS cents, net_weight_kg AS kg, quantity, unit FROM trade_declarations
      WHERE flow = 'import' AND year = ${year} AND code LIKE ${code + "%"}`);
    const periods = [...new Set(lines.map((l) => l.period))].sort();
    expect(body.data.map((m) => m.period)).toEqual(periods);
    for (const m of body.data) {
      const own = lines.filter((l) => l.period === m.period);
      expect(m.lines).toBe(own.length);
      expect(m.value_usd).toBeCloseTo(own.reduce((s, l) => s + l.cents, 0) / 100, 2);
      const weighed = own.filter((l) => (l.kg ?? 0) > 0);
      if (weighed.length === 0) {
        expect(m.usd_per_kg).toBeNull();
        continue;
      }
      const prices = weighed.map((l) => l.cents / 100 / l.kg!);
      const mean = weighed.reduce((s, l) => s + l.cents, 0) / 100 / weighed.reduce((s, l) => s + l.kg!, 0);
      expect(m.usd_per_kg!.mean).toBeCloseTo(mean, 6);
      expect(m.usd_per_kg!.median).toBeCloseTo(median(prices), 6);
      expect(m.usd_per_kg!.min).toBeCloseTo(Math.min(...prices), 6);
      expect(m.usd_per_kg!.max).toBeCloseTo(Math.max(...prices), 6);
      for (const u of m.per_unit) {
        const inUnit = own.filter((l) => l.unit === u.unit && (l.quantity ?? 0) > 0);
        expect(u.lines).toBe(inUnit.length);
        const q = inUnit.reduce((s, l) => s + l.quantity!, 0);
        expect(u.quantity).toBeCloseTo(q, 6);
        expect(u.usd_per_unit).toBeCloseTo(inUnit.reduce((s, l) => s + l.cents, 0) / 100 / q, 6);
      }
    }
    expect(body.data.some((m) => m.per_unit.length > 0)).toBe(true);
  });

  it("per partner: largest value first, named in the locale", async () => {
    const { code, year } = await busyCode();
    const body = priceCountriesBody.parse(await ok(`/api/v1/products/prices/countries?code=${code}&year=${year}`, "kk"));
    const expected = await query<{ iso2: string; cents: number; lines: number; name_kk: string }>(sql`
      SELECT d.partner_iso2 AS iso2, sum(d.value_cents)::float8 AS cents, count(*)::int AS lines, min(c.name_kk) AS name_kk
      FROM trade_declarations d LEFT JOIN countries c ON c.iso2 = d.partner_iso2
      WHERE d.flow = 'import' AND d.year = ${year} AND d.code LIKE ${code + "%"} GROUP BY 1 ORDER BY cents DESC, iso2`);
    expect(body.data.map((p) => [p.iso2, p.name, p.value_usd, p.lines])).toEqual(expected.map((e) => [e.iso2, e.name_kk, Math.round(e.cents) / 100, e.lines]));
  });

  it("nothing matching: no months and no demo label", async () => {
    expect(pricesBody.parse(await ok("/api/v1/products/prices?code=0101&year=2001"))).toMatchObject({ data: [], demo: false, demo_note: null });
  });
});

describe("bad goods queries", () => {
  it.each([
    ["/api/v1/products?level=5", "level"],
    ["/api/v1/products?code=847130&level=4", "level"],
    ["/api/v1/products?flow=transit", "flow"],
    ["/api/v1/products?year=99", "year"],
    ["/api/v1/products?code=8", "code"],
    ["/api/v1/products?limit=500", "limit"],
    ["/api/v1/products/filters/regions?country=ZZ", "country"],
    ["/api/v1/products/filters/countries?region=KZ-99", "region"],
    ["/api/v1/products/filters/years?flow=both", "flow"],
    ["/api/v1/products/filters/importers?q=a", "q"],
    ["/api/v1/products/filters/importers?limit=21", "limit"],
    ["/api/v1/products/subcategory", "code"],
    ["/api/v1/products/subcategory?code=8471300000", "code"],
    ["/api/v1/products/groups?region=Almaty", "region"],
    ["/api/v1/products/tree-statistics?year=20x4", "year"],
    ["/api/v1/products/tree-statistics?section=16", "section"],
    ["/api/v1/products/prices", "code"],
    ["/api/v1/products/prices?code=84", "code"],
    ["/api/v1/products/prices/countries?code=8471&country=CHN", "country"],
  ])("%s → 422 naming %s in three languages", async (url, field) => {
    const en = await get(url, "en");
    expect(en.statusCode).toBe(422);
    const body = errorBody.parse(en.json());
    expect(body.message).toContain(field);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    const ru = errorBody.parse((await get(url)).json()).message;
    const kk = errorBody.parse((await get(url, "kk")).json()).message;
    expect(ru).toMatch(/^Параметр /);
    expect(kk).toContain(field);
    expect(new Set([ru, kk, body.message]).size).toBe(3);
  });
});
