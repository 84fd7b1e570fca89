import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categoryInfoBody } from "../../../../core/contract/index.ts";
import { readCalls } from "../../../support/read-calls.ts";

// The category call against sums computed here from the declaration lines and the ТН ВЭД, never fixed figures.

const { get, ok, query } = readCalls();
const usd = (cents: number) => Math.round(cents) / 100;

describe("GET /api/v1/products/category/info", () => {
  it("places a heading in the tree and sums its lines under the filters, its share of all lines under the others", async () => {
    // The heading, year and partner with the most import lines in the test data.
    const [pick] = await query<{ heading: string; year: number; country: string }>(sql`
      SELECT left(code, 4) AS heading, year, partner_iso2 AS country FROM trade_declarations WHERE flow = 'import'
      GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1, 2, 3 LIMIT 1`);
    const { heading, year, country } = pick!;
    const body = categoryInfoBody.parse(await ok(`/api/v1/products/category/info?item_code=${heading}&year=${year}&country=${country}`, "en"));
    const [own] = await query<{ cents: number; companies: number; partners: number; lines: number }>(sql`
      SELECT coalesce(sum(value_cents), 0)::float8 AS cents, count(DISTINCT bin)::int AS companies, count(DISTINCT partner_iso2)::int AS partners, count(*)::int AS lines
      FROM trade_declarations WHERE flow = 'import' AND year = ${year} AND partner_iso2 = ${country} AND code LIKE ${heading + "%"}`);
    const [all] = await query<{ cents: number }>(sql`
      SELECT coalesce(sum(value_cents), 0)::float8 AS cents FROM trade_declarations WHERE flow = 'import' AND year = ${year} AND partner_iso2 = ${country}`);
    const [node] = await query<{ name_en: string; section: string; children: number }>(sql`
      SELECT n.name_en, n.section, (SELECT count(*)::int FROM tariff_nodes c WHERE c.parent_code = ${heading} AND c.code IS NOT NULL) AS children
      FROM tariff_nodes n WHERE n.code = ${heading}`);
    expect(body.data).toMatchObject({
      code: heading, kind: "heading", name: node!.name_en, children: node!.children,
      value_usd: usd(own!.cents), companies: own!.companies, partners: own!.partners, lines: own!.lines,
      section: { id: node!.section },
    });
    expect(own!.lines).toBeGreaterThan(0);
    expect(body.data.share).toBeCloseTo(own!.cents / all!.cents, 9);
    expect(body.meta).toMatchObject({ flow: "import", year, total_usd: usd(all!.cents) });
    expect(body.data.path.map((p) => [p.code, p.kind])).toEqual([[heading.slice(0, 2), "chapter"]]);
    expect(body.demo).toBe(true);
  });

  it("a ten-digit line: its coded parents chapter first, its full name, no children, its years in order", async () => {
    const [line] = await query<{ code: string }>(sql`
      SELECT d.code FROM trade_declarations d JOIN tariff_nodes n ON n.code = d.code WHERE d.flow = 'import' GROUP BY d.code ORDER BY count(*) DESC, d.code LIMIT 1`);
    const code = line!.code;
    const body = categoryInfoBody.parse(await ok(`/api/v1/products/category/info?item_code=${code}`, "ru"));
    const parents = await query<{ code: string }>(sql`
      SELECT DISTINCT code FROM tariff_nodes WHERE code IS NOT NULL AND code <> ${code} AND ${code} LIKE code || '%' ORDER BY code`);
    expect(body.data.path.map((p) => p.code)).toEqual(parents.map((p) => p.code).sort((a, b) => a.length - b.length));
    expect(body.data.path[0]?.kind).toBe("chapter");
    expect(body.data.children).toBe(0);
    expect(body.data.full_name).toContain(body.data.name);
    const years = await query<{ year: number; lines: number }>(sql`
      SELECT year, count(*)::int AS lines FROM trade_declarations WHERE flow = 'import' AND code LIKE ${code + "%"} GROUP BY year ORDER BY year`);
    expect(body.data.years.map((y) => [y.year, y.lines])).toEqual(years.map((y) => [y.year, y.lines]));
  });

  it("a code the tariff does not print is 404; a malformed or missing item_code, or an unknown country, a translated 422", async () => {
    const missing = await get("/api/v1/products/category/info?item_code=0199", "en");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toContain("0199");
    for (const url of ["/api/v1/products/category/info", "/api/v1/products/category/info?item_code=8", "/api/v1/products/category/info?item_code=84a1"]) {
      const res = await get(url, "kk");
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ message: string }>().message, url).toMatch(/item_code/);
    }
    expect((await get("/api/v1/products/category/info?item_code=8471&country=ZZ", "en")).statusCode).toBe(422);
  });
});
