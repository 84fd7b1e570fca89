import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorBody, importerScopeBody, importerSearchBody } from "../../../../core/contract/index.ts";
import { openApiDocument } from "../../../../server/openapi.ts";
import { readCalls } from "../../../support/read-calls.ts";

const { get, ok, query } = readCalls();

interface Importer { bin: string; name: string; cents: number; lines: number }

/** An importer of the database with a name of two words or more, and its figures, read apart from the service. */
async function someImporter(): Promise<Importer> {
  const list = await query<Importer>(sql`
    SELECT bin, (array_agg(company_name ORDER BY period DESC, id DESC))[1] AS name, sum(value_cents)::float8 AS cents, count(*)::int AS lines
    FROM trade_declarations WHERE flow = 'import' GROUP BY bin ORDER BY cents DESC, bin LIMIT 50`);
  const found = list.find((r) => r.name.split(/\s+/).length >= 2);
  if (!found) throw new Error("no importer with a name of two words in the database");
  return found;
}
const words = (name: string) => name.replace(/[«»"'“”„]/g, " ").split(/\s+/).filter((w) => w.length >= 2);

describe("GET /api/v1/importers/search", () => {
  it("finds an importer by the start of its BIN, with its figures, largest first", async () => {
    const imp = await someImporter();
    const body = importerSearchBody.parse(await ok(`/api/v1/importers/search?q=${imp.bin.slice(0, 6)}&limit=20`, "en"));
    const hit = body.data.find((d) => d.bin === imp.bin);
    expect(hit).toMatchObject({ id: imp.bin, name: imp.name, lines: imp.lines });
    expect(hit?.value_usd).toBeCloseTo(imp.cents / 100, 2);
    expect(body.data.every((d) => d.bin.startsWith(imp.bin.slice(0, 6)))).toBe(true);
    const values = body.data.map((d) => d.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const [prov] = await query<{ demo: boolean }>(sql`SELECT bool_or(demo) AS demo FROM trade_declarations WHERE flow = 'import' AND bin = ${imp.bin}`);
    if (prov?.demo) {
      expect(body.demo).toBe(true);
      expect(body.demo_note).toMatch(/Demo data/);
    }
    expect(body.source.length).toBeGreaterThan(0);
  });

  it("finds it by parts of its name in any order, case and quotes ignored", async () => {
    const imp = await someImporter();
    const parts = words(imp.name);
    const reversed = parts.reverse().map((w, i) => (i === 0 ? `«${w.toUpperCase()}»` : w.toLowerCase())).join(" ");
    const body = importerSearchBody.parse(await ok(`/api/v1/importers/search?q=${encodeURIComponent(reversed)}&limit=20`));
    expect(body.data.map((d) => d.bin)).toContain(imp.bin);
    const prefix = importerSearchBody.parse(await ok(`/api/v1/importers/search?q=${encodeURIComponent(parts[0]!.slice(0, 3))}&limit=5`));
    expect(prefix.data.length).toBeGreaterThan(0);
    expect(prefix.data.length).toBeLessThanOrEqual(5);
  });

  it("answers an empty list for a name nobody has", async () => {
    const body = importerSearchBody.parse(await ok("/api/v1/importers/search?q=zzqxw%20nobody"));
    expect(body).toMatchObject({ data: [], demo: false, demo_note: null });
  });

  it("a short or missing q and a wrong limit are 422 with a translated message naming them", async () => {
    for (const [url, field] of [["?q=a", "q"], ["", "q"], ["?q=%20%20x%20", "q"], ["?q=ab&limit=21", "limit"], ["?q=ab&limit=x", "limit"]] as const) {
      const res = await get(`/api/v1/importers/search${url}`, "en");
      expect(res.statusCode, url).toBe(422);
      expect(errorBody.parse(res.json()).message, url).toContain(field);
    }
    const ru = errorBody.parse((await get("/api/v1/importers/search?q=a")).json());
    expect(ru.message).toMatch(/БИН/);
  });
});

describe("GET /api/v1/importers/{bin}/scope", () => {
  it("lists the importer's codes and partners with values and its months, recomputed from the lines", async () => {
    const imp = await someImporter();
    const body = importerScopeBody.parse(await ok(`/api/v1/importers/${imp.bin}/scope`, "en"));
    expect(body.data.importer).toEqual({ id: imp.bin, name: imp.name });
    const codes = await query<{ code: string; cents: number }>(sql`
      SELECT code, sum(value_cents)::float8 AS cents FROM trade_declarations WHERE flow = 'import' AND bin = ${imp.bin} GROUP BY code`);
    expect(body.data.codes.map((c) => c.code).sort()).toEqual(codes.map((c) => c.code).sort());
    for (const c of codes) expect(body.data.codes.find((x) => x.code === c.code)?.value_usd).toBeCloseTo(c.cents / 100, 2);
    const partners = await query<{ iso2: string; cents: number }>(sql`
      SELECT partner_iso2 AS iso2, sum(value_cents)::float8 AS cents FROM trade_declarations WHERE flow = 'import' AND bin = ${imp.bin} GROUP BY partner_iso2`);
    expect(body.data.partners.map((p) => p.iso2).sort()).toEqual(partners.map((p) => p.iso2).sort());
    const total = body.data.partners.reduce((s, p) => s + p.value_usd, 0);
    expect(total).toBeCloseTo(imp.cents / 100, 1);
    const months = await query<{ period: string }>(sql`
      SELECT DISTINCT period FROM trade_declarations WHERE flow = 'import' AND bin = ${imp.bin} ORDER BY period`);
    expect(body.data.months).toEqual(months.map((m) => m.period));
    const values = body.data.codes.map((c) => c.value_usd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Names in the asked locale: the partner names are those of the countries table.
    const [first] = body.data.partners;
    const [country] = await query<{ name_en: string }>(sql`SELECT name_en FROM countries WHERE iso2 = ${first!.iso2}`);
    if (country) expect(first!.name).toBe(country.name_en);
  });

  it("an unknown BIN is 404 and a malformed one 422, both translated", async () => {
    const unknown = await get("/api/v1/importers/000000000000/scope", "en");
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).message).toContain("000000000000");
    const bad = await get("/api/v1/importers/12ab/scope", "kk");
    expect(bad.statusCode).toBe(422);
    const ru = errorBody.parse((await get("/api/v1/importers/12ab/scope")).json()).message;
    expect(errorBody.parse(bad.json()).message).not.toBe(ru);
  });
});

it("describes both calls in the OpenAPI document", () => {
  const paths = openApiDocument().paths;
  expect(Object.keys(paths["/api/v1/importers/search"] ?? {})).toEqual(["get"]);
  expect(Object.keys(paths["/api/v1/importers/{bin}/scope"] ?? {})).toEqual(["get"]);
});
