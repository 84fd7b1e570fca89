import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  filterCountriesBody, filterImportersBody, filterRegionsBody, filterYearsBody, groupsBody, productsBody, subcategoryBody, treeStatisticsBody,
} from "../../../../core/contract/index.ts";
import { readCalls } from "../../../support/read-calls.ts";

// The goods calls against sums computed here from the declaration lines and the ТН ВЭД, never fixed figures.

const { get, ok, query } = readCalls();
const usd = (cents: number) => Math.round(cents) / 100;

describe("GET /api/v1/products", () => {
  it("ranks the headings of a year by value, with the sums of their lines, labelled demo", async () => {
    const body = productsBody.parse(await ok("/api/v1/products?year=2024&limit=5", "en"));
    expect(body).toMatchObject({ demo: true, meta: { flow: "import", level: 4, page: 1, limit: 5 } });
    expect(body.demo_note).toMatch(/Demo data/);
    const expected = await query<{ code: string; cents: number; kg: number; companies: number; partners: number; lines: number }>(sql`
      SELECT left(code, 4) AS code, sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg, count(DISTINCT bin)::int AS companies,
             count(DISTINCT partner_iso2)::int AS partners, count(*)::int AS lines
      FROM trade_declarations WHERE flow = 'import' AND year = 2024 GROUP BY 1 ORDER BY cents DESC, code`);
    const total = expected.reduce((s, r) => s + r.cents, 0);
    expect(body.meta.total).toBe(expected.length);
    expect(body.meta.total_usd).toBeCloseTo(usd(total), 2);
    expect(body.data.map((d) => d.code)).toEqual(expected.slice(0, 5).map((r) => r.code));
    for (const [i, d] of body.data.entries()) {
      const e = expected[i]!;
      expect(d).toMatchObject({ value_usd: usd(e.cents), companies: e.companies, partners: e.partners, lines: e.lines });
      expect(d.share).toBeCloseTo(e.cents / total, 9);
      expect(d.net_weight_kg).toBeCloseTo(e.kg, 2);
      const [node] = await query<{ name_en: string | null; name_ru: string }>(sql`SELECT name_en, name_ru FROM tariff_nodes WHERE code = ${d.code}`);
      expect(d.name).toBe(node?.name_en ?? node?.name_ru);
    }
    const page2 = productsBody.parse(await ok("/api/v1/products?year=2024&limit=5&page=2"));
    expect(page2.data.map((d) => d.code)).toEqual(expected.slice(5, 10).map((r) => r.code));
    const asc = productsBody.parse(await ok("/api/v1/products?year=2024&limit=3&order=asc"));
    expect(asc.data.map((d) => d.code)).toEqual(expected.slice(-3).reverse().map((r) => r.code));
  });

  it("groups below the code filter by default, or at the asked level, with every filter applied", async () => {
    expect(productsBody.parse(await ok("/api/v1/products?code=84")).meta.level).toBe(4);
    const heading = productsBody.parse(await ok("/api/v1/products?code=8471&flow=import"));
    expect(heading.meta.level).toBe(6);
    expect(heading.data.every((d) => d.code.length === 6 && d.code.startsWith("8471"))).toBe(true);
    const body = productsBody.parse(await ok("/api/v1/products?year=2023&flow=export&region=KZ-23&country=IT&code=27&level=10&limit=100", "kk"));
    const [e] = await query<{ n: number; cents: number }>(sql`
      SELECT count(DISTINCT code)::int AS n, coalesce(sum(value_cents), 0)::float8 AS cents FROM trade_declarations
      WHERE flow = 'export' AND year = 2023 AND region = 'KZ-23' AND partner_iso2 = 'IT' AND code LIKE '27%'`);
    expect(body.meta).toMatchObject({ level: 10, total: e!.n, flow: "export" });
    expect(body.meta.total_usd).toBeCloseTo(usd(e!.cents), 2);
    expect(body.data.every((d) => d.code.length === 10 && d.name !== null)).toBe(true);
    // A 6-digit subheading the ТН ВЭД does not print is named from HS 2022.
    const six = productsBody.parse(await ok("/api/v1/products?level=6&limit=100"));
    expect(six.data.every((d) => d.name !== null)).toBe(true);
  });

  it("a page past the end keeps the totals; nothing matching is not demo", async () => {
    const past = productsBody.parse(await ok("/api/v1/products?year=2022&page=1000&limit=100"));
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(0);
    expect(productsBody.parse(await ok("/api/v1/products?year=2001"))).toMatchObject({ data: [], demo: false, demo_note: null, meta: { total: 0, total_usd: 0 } });
  });
});

describe("GET /api/v1/products/filters/*", () => {
  it("regions, countries and years carry the value under the other filters", async () => {
    const regions = filterRegionsBody.parse(await ok("/api/v1/products/filters/regions?year=2024&code=27&region=KZ-75", "en"));
    const expected = await query<{ key: string; cents: number; lines: number }>(sql`
      SELECT region AS key, sum(value_cents)::float8 AS cents, count(*)::int AS lines FROM trade_declarations
      WHERE flow = 'import' AND year = 2024 AND code LIKE '27%' GROUP BY region ORDER BY cents DESC, key`);
    // The region filter itself is left out: every region with lines is offered.
    expect(regions.data.map((r) => [r.id, r.value_usd, r.lines])).toEqual(expected.map((e) => [e.key, usd(e.cents), e.lines]));
    expect(regions.data.every((r) => r.name !== r.id)).toBe(true);
    expect(regions.demo).toBe(true);

    const countries = filterCountriesBody.parse(await ok("/api/v1/products/filters/countries?flow=export&year=2025&country=CN", "ru"));
    const [c] = await query<{ n: number; top: string }>(sql`
      SELECT count(DISTINCT partner_iso2)::int AS n, (SELECT partner_iso2 FROM trade_declarations WHERE flow = 'export' AND year = 2025
        GROUP BY partner_iso2 ORDER BY sum(value_cents) DESC, partner_iso2 LIMIT 1) AS top
      FROM trade_declarations WHERE flow = 'export' AND year = 2025`);
    expect(countries.data).toHaveLength(c!.n);
    expect(countries.data[0]?.iso2).toBe(c!.top);
    const [ru] = await query<{ name_ru: string }>(sql`SELECT name_ru FROM countries WHERE iso2 = ${c!.top}`);
    expect(countries.data[0]?.name).toBe(ru?.name_ru);

    const years = filterYearsBody.parse(await ok("/api/v1/products/filters/years?code=8471&year=2020"));
    const ys = await query<{ year: number; cents: number }>(sql`
      SELECT year, sum(value_cents)::float8 AS cents FROM trade_declarations WHERE flow = 'import' AND code LIKE '8471%' GROUP BY year ORDER BY year`);
    expect(years.data.map((y) => [y.year, y.value_usd])).toEqual(ys.map((y) => [y.year, usd(y.cents)]));
  });

  it("importers: the largest 20, searchable by a part of the name or the start of the BIN", async () => {
    const top = filterImportersBody.parse(await ok("/api/v1/products/filters/importers?year=2024"));
    expect(top.data).toHaveLength(20);
    const values = top.data.map((c) => c.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const first = top.data[0]!;
    const word = first.name.replace(/[«»"]/g, " ").split(/\s+/).filter((w) => w.length >= 4).at(-1)!.toLowerCase();
    const byName = filterImportersBody.parse(await ok(`/api/v1/products/filters/importers?year=2024&q=${encodeURIComponent(word)}&limit=5`));
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.length).toBeLessThanOrEqual(5);
    expect(byName.data.every((c) => c.name.toLowerCase().includes(word))).toBe(true);
    const byBin = filterImportersBody.parse(await ok(`/api/v1/products/filters/importers?year=2024&q=${first.bin.slice(0, 8)}`));
    expect(byBin.data.map((c) => c.bin)).toContain(first.bin);
    const [e] = await query<{ cents: number }>(sql`
      SELECT sum(value_cents)::float8 AS cents FROM trade_declarations WHERE flow = 'import' AND year = 2024 AND bin = ${first.bin}`);
    expect(first.value_usd).toBe(usd(e!.cents));
  });
});

describe("GET /api/v1/products/subcategory", () => {
  it("lists the coded children of a heading as printed, with zeros where no line", async () => {
    const body = subcategoryBody.parse(await ok("/api/v1/products/subcategory?code=8471&year=2024", "en"));
    const children = await query<{ code: string; cents: number; lines: number }>(sql`
      SELECT c.code, coalesce((SELECT sum(value_cents) FROM trade_declarations d WHERE d.flow = 'import' AND d.year = 2024 AND d.code LIKE c.code || '%'), 0)::float8 AS cents,
             (SELECT count(*) FROM trade_declarations d WHERE d.flow = 'import' AND d.year = 2024 AND d.code LIKE c.code || '%')::int AS lines
      FROM tariff_nodes c WHERE c.parent_code = '8471' AND c.code IS NOT NULL ORDER BY c.position`);
    expect(body.data.code).toBe("8471");
    expect(body.data.kind).toBe("heading");
    expect(body.data.children.map((c) => [c.code, c.value_usd, c.lines])).toEqual(children.map((c) => [c.code, usd(c.cents), c.lines]));
    expect(body.data.children.some((c) => c.value_usd === 0)).toBe(true);
    expect(body.data.children.find((c) => c.code === "847170")?.has_children).toBe(true);
    const total = children.reduce((s, c) => s + c.cents, 0);
    expect(body.meta.total_usd).toBeCloseTo(usd(total), 2);
    expect(body.data.children.reduce((s, c) => s + c.share, 0)).toBeCloseTo(total > 0 ? 1 : 0, 9);
  });

  it("a chapter's children are its headings; an unknown code is 404", async () => {
    const body = subcategoryBody.parse(await ok("/api/v1/products/subcategory?code=01&flow=export"));
    const [n] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM tariff_nodes WHERE parent_code = '01' AND kind = 'heading'`);
    expect(body.data.children).toHaveLength(n!.n);
    const res = await get("/api/v1/products/subcategory?code=0199", "en");
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain("0199");
  });
});

describe("GET /api/v1/products/groups and tree-statistics", () => {
  it("groups: the 21 sections in order, their shares summing to one", async () => {
    const body = groupsBody.parse(await ok("/api/v1/products/groups?year=2025&flow=export", "kk"));
    expect(body.data).toHaveLength(21);
    expect(body.data[0]?.section).toBe("I");
    expect(body.demo).toBe(true);
    const sections = await query<{ section: string; cents: number; companies: number; name_kk: string }>(sql`
      SELECT s.section, s.name_kk, coalesce(sum(d.value_cents), 0)::float8 AS cents, count(DISTINCT d.bin)::int AS companies
      FROM tariff_nodes s LEFT JOIN tariff_nodes c ON c.kind = 'chapter' AND c.section = s.section
      LEFT JOIN trade_declarations d ON left(d.code, 2) = c.code AND d.flow = 'export' AND d.year = 2025
      WHERE s.kind = 'section' GROUP BY s.section, s.name_kk, s.position ORDER BY s.position`);
    expect(body.data.map((s) => [s.section, s.name, s.value_usd, s.companies])).toEqual(sections.map((s) => [s.section, s.name_kk, usd(s.cents), s.companies]));
    expect(body.data.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
  });

  it("tree-statistics: sections hold every chapter; one section asked also its headings with lines, the sums agreeing", async () => {
    const body = treeStatisticsBody.parse(await ok("/api/v1/products/tree-statistics?year=2024&country=CN"));
    const groups = groupsBody.parse(await ok("/api/v1/products/groups?year=2024&country=CN"));
    expect(body.data.map((s) => [s.section, s.value_usd])).toEqual(groups.data.map((s) => [s.section, s.value_usd]));
    const [n] = await query<{ chapters: number }>(sql`SELECT count(*)::int AS chapters FROM tariff_nodes WHERE kind = 'chapter'`);
    expect(body.data.flatMap((s) => s.chapters)).toHaveLength(n!.chapters);
    expect(body.data.flatMap((s) => s.chapters).every((c) => c.headings === undefined)).toBe(true);
    expect(body.meta.total_usd).toBeCloseTo(groups.meta.total_usd, 1);

    const xvi = treeStatisticsBody.parse(await ok("/api/v1/products/tree-statistics?year=2024&country=CN&section=xvi", "en"));
    expect(xvi.data.map((s) => s.section)).toEqual(["XVI"]);
    expect(xvi.data[0]!.value_usd).toBe(body.data.find((s) => s.section === "XVI")!.value_usd);
    const headings = await query<{ code: string; cents: number }>(sql`
      SELECT left(d.code, 4) AS code, sum(d.value_cents)::float8 AS cents FROM trade_declarations d
      JOIN tariff_nodes c ON c.kind = 'chapter' AND c.code = left(d.code, 2) AND c.section = 'XVI'
      WHERE d.flow = 'import' AND d.year = 2024 AND d.partner_iso2 = 'CN' GROUP BY 1 ORDER BY cents DESC, code`);
    const got = xvi.data[0]!.chapters.flatMap((c) => c.headings ?? []);
    expect(got.map((h) => h.code).sort()).toEqual(headings.map((h) => h.code).sort());
    for (const c of xvi.data[0]!.chapters) {
      expect(c.value_usd).toBeCloseTo((c.headings ?? []).reduce((s, h) => s + h.value_usd, 0), 1);
      expect((c.headings ?? []).every((h) => h.code.startsWith(c.code))).toBe(true);
    }
    const res = await get("/api/v1/products/tree-statistics?section=XXX", "en");
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toContain("section");
  });
});
