import { asc, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { countries, kzRegions, tradeAnnualTotals, tradeDeclarations, tradePartnerAnnual } from "../../db/schema.ts";
import { rows } from "../ai/score.ts";

export interface LineFilters {
  flow: "import" | "export";
  year?: number | undefined;
  region?: string | undefined;
  country?: string | undefined;
  code?: string | undefined;
}

export interface CompanyAgg {
  bin: string;
  name: string;
  region: string;
  cents: number;
  kg: number;
  lines: number;
  partners: number;
  codes: number;
}

/** Lines of the flow matching the filters. */
export function lineWhere(f: LineFilters): SQL {
  const parts: SQL[] = [sql`flow = ${f.flow}`];
  if (f.year !== undefined) parts.push(sql`year = ${f.year}`);
  if (f.region !== undefined) parts.push(sql`region = ${f.region}`);
  if (f.country !== undefined) parts.push(sql`partner_iso2 = ${f.country}`);
  if (f.code !== undefined) parts.push(sql`code LIKE ${f.code + "%"}`);
  return sql.join(parts, sql` AND `);
}

/** What an answer built from the lines is made of: their sources and whether any is demo. */
interface Provenance {
  sources: string[];
  demo: boolean;
}

/** The database side of the trade calls: official partner figures and sums over declaration lines. */
export function tradeRepo(db: Db) {
  return {
    partnerYears: () => db.selectDistinct({ year: tradePartnerAnnual.year }).from(tradePartnerAnnual).orderBy(asc(tradePartnerAnnual.year)),
    partners: (year: number) =>
      db.select({
        iso2: tradePartnerAnnual.partnerIso2, iso3: tradePartnerAnnual.partnerIso3, exports: tradePartnerAnnual.exportsMusd,
        imports: tradePartnerAnnual.importsMusd, source: tradePartnerAnnual.source,
      }).from(tradePartnerAnnual).where(sql`${tradePartnerAnnual.year} = ${year}`),
    annualTotal: async (year: number) => (await db.select().from(tradeAnnualTotals).where(sql`${tradeAnnualTotals.year} = ${year}`))[0] ?? null,
    countries: () => db.select().from(countries),
    regions: () => db.select().from(kzRegions).orderBy(asc(kzRegions.iso)),

    /** One page of companies by value, with the count and total of all matching. */
    async companies(f: LineFilters, page: { offset: number; limit: number; order: "desc" | "asc" }) {
      const dir = page.order === "asc" ? sql`ASC` : sql`DESC`;
      const result = await db.execute(sql`
        WITH c AS (
          SELECT bin, min(company_name) AS name, (array_agg(region ORDER BY value_cents DESC))[1] AS region,
                 sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg, count(*)::int AS lines,
                 count(DISTINCT partner_iso2)::int AS partners, count(DISTINCT code)::int AS codes
          FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY bin
        )
        SELECT *, count(*) OVER ()::int AS total, sum(cents) OVER ()::float8 AS total_cents
        FROM c ORDER BY cents ${dir}, bin LIMIT ${page.limit} OFFSET ${page.offset}`);
      const list = rows<CompanyAgg & { total: number; total_cents: number }>(result);
      // A page past the end has no rows to carry the totals: ask for them alone.
      if (list.length === 0 && page.offset > 0) {
        const [t] = rows<{ total: number; total_cents: number }>(await db.execute(sql`
          SELECT count(DISTINCT bin)::int AS total, coalesce(sum(value_cents), 0)::float8 AS total_cents FROM ${tradeDeclarations} WHERE ${lineWhere(f)}`));
        return { list, total: t?.total ?? 0, totalCents: t?.total_cents ?? 0 };
      }
      return { list, total: list[0]?.total ?? 0, totalCents: list[0]?.total_cents ?? 0 };
    },

    /** Value, companies and lines per region. */
    async regionTotals(f: LineFilters) {
      const result = await db.execute(sql`
        SELECT region, sum(value_cents)::float8 AS cents, count(DISTINCT bin)::int AS companies, count(*)::int AS lines
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY region`);
      return rows<{ region: string; cents: number; companies: number; lines: number }>(result);
    },

    /** The sources of the matching lines and whether any is demo. */
    async provenance(f: LineFilters): Promise<Provenance> {
      const result = await db.execute(sql`
        SELECT source, bool_or(demo) AS demo FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY source ORDER BY source`);
      const list = rows<{ source: string; demo: boolean }>(result);
      return { sources: list.map((r) => r.source), demo: list.some((r) => r.demo) };
    },
  };
}
export type TradeRepo = ReturnType<typeof tradeRepo>;
