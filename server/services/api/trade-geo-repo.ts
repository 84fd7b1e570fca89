import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { preferenceCountries } from "../../db/fiscal-schema.ts";
import { tariffNodes, tradeDeclarations, tradeMonthlyTotals, tradePartnerAnnual, tradePartnerAvg } from "../../db/schema.ts";
import { rows } from "../ai/score.ts";
import { lineWhere, type LineFilters } from "./trade-repo.ts";

// The geography calls' own sums over declaration lines and the official tables they show; company pages,
// region totals and provenance are trade-repo.ts's.

/** Lines of the flow under region/country/code in a range of years. */
export type RangeFilters = Omit<LineFilters, "year"> & { from: number; to: number };

export interface Top {
  key: string;
  cents: number;
  /** Names of the 10-digit code (code tops only). */
  nameRu: string | null;
  nameKk: string | null;
  nameEn: string | null;
}

interface FlowSummary {
  flow: "import" | "export";
  cents: number;
  lines: number;
  partners: number;
  codes: number;
  first: string;
  last: string;
  name: string;
  demo: boolean;
  sources: string[];
}

export function tradeGeoRepo(db: Db) {
  return {
    /** The official monthly totals of the years, oldest first. */
    officialMonths: (from: number, to: number) =>
      db.select().from(tradeMonthlyTotals)
        .where(sql`${tradeMonthlyTotals.period} >= ${`${from}-01`} AND ${tradeMonthlyTotals.period} <= ${`${to}-12`}`)
        .orderBy(asc(tradeMonthlyTotals.period)),

    async officialYears() {
      const result = await db.execute(sql`SELECT DISTINCT left(period, 4)::int AS year FROM ${tradeMonthlyTotals} ORDER BY year`);
      return rows<{ year: number }>(result).map((r) => r.year);
    },

    /** Declared value and lines per month and source (the sources make the answer's provenance). */
    async declaredMonths(f: RangeFilters) {
      const result = await db.execute(sql`
        SELECT period, source, bool_or(demo) AS demo, sum(value_cents)::float8 AS cents, count(*)::int AS lines
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} AND year BETWEEN ${f.from} AND ${f.to}
        GROUP BY period, source ORDER BY period`);
      return rows<{ period: string; source: string; demo: boolean; cents: number; lines: number }>(result);
    },

    /** The largest partners or 10-digit codes of the lines (codes with their ТН ВЭД names). */
    async top(f: LineFilters, by: "partner" | "code", limit: number): Promise<Top[]> {
      const result = by === "partner"
        ? await db.execute(sql`
            SELECT partner_iso2 AS key, sum(value_cents)::float8 AS cents, NULL AS "nameRu", NULL AS "nameKk", NULL AS "nameEn"
            FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY partner_iso2 ORDER BY cents DESC, key LIMIT ${limit}`)
        : await db.execute(sql`
            SELECT t.key, t.cents, n.name_ru AS "nameRu", n.name_kk AS "nameKk", n.name_en AS "nameEn"
            FROM (SELECT code AS key, sum(value_cents)::float8 AS cents FROM ${tradeDeclarations} WHERE ${lineWhere(f)}
                  GROUP BY code ORDER BY cents DESC, key LIMIT ${limit}) t
            LEFT JOIN ${tariffNodes} n ON n.code = t.key AND n.kind = 'code10'
            ORDER BY t.cents DESC, t.key`);
      return rows<Top>(result);
    },

    /** Value, lines and companies of the lines. */
    async summary(f: LineFilters) {
      const [s] = rows<{ cents: number; lines: number; companies: number }>(await db.execute(sql`
        SELECT coalesce(sum(value_cents), 0)::float8 AS cents, count(*)::int AS lines, count(DISTINCT bin)::int AS companies
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)}`));
      return s ?? { cents: 0, lines: 0, companies: 0 };
    },

    /** Per company of `bins`, how many distinct codes of the lines it shares with `reference`. */
    async sharedCodes(f: LineFilters, reference: string, bins: string[]) {
      if (bins.length === 0) return new Map<string, number>();
      const result = await db.execute(sql`
        SELECT bin, count(DISTINCT code)::int AS shared FROM ${tradeDeclarations}
        WHERE ${lineWhere(f)} AND bin IN (${sql.join(bins.map((b) => sql`${b}`), sql`, `)})
          AND code IN (SELECT code FROM ${tradeDeclarations} WHERE ${lineWhere(f)} AND bin = ${reference})
        GROUP BY bin`);
      return new Map(rows<{ bin: string; shared: number }>(result).map((r) => [r.bin, r.shared]));
    },

    /** Distinct codes of the lines of one company. */
    async companyCodes(f: LineFilters, bin: string) {
      const [r] = rows<{ n: number }>(await db.execute(sql`
        SELECT count(DISTINCT code)::int AS n FROM ${tradeDeclarations} WHERE ${lineWhere(f)} AND bin = ${bin}`));
      return r?.n ?? 0;
    },

    /** A company's lines per flow, with the name on its latest line and its region of most value; null when none. */
    async counterparty(bin: string) {
      const [flows, regions] = await Promise.all([
        db.execute(sql`
          SELECT flow, sum(value_cents)::float8 AS cents, count(*)::int AS lines, count(DISTINCT partner_iso2)::int AS partners,
                 count(DISTINCT code)::int AS codes, min(period) AS first, max(period) AS last,
                 (array_agg(company_name ORDER BY period DESC, id DESC))[1] AS name, bool_or(demo) AS demo,
                 array_agg(DISTINCT source) AS sources
          FROM ${tradeDeclarations} WHERE bin = ${bin} GROUP BY flow`),
        db.execute(sql`
          SELECT region FROM ${tradeDeclarations} WHERE bin = ${bin} GROUP BY region ORDER BY sum(value_cents) DESC, region LIMIT 1`),
      ]);
      const list = rows<FlowSummary>(flows);
      const region = rows<{ region: string }>(regions)[0]?.region;
      return region === undefined ? null : { flows: list, region };
    },

    /** Years and partner countries with lines (of the flow, or both), with the sources behind them. */
    async lineValues(flow: "import" | "export" | undefined) {
      const where = flow === undefined ? sql`TRUE` : sql`flow = ${flow}`;
      const result = await db.execute(sql`
        SELECT year, partner_iso2 AS country, source, bool_or(demo) AS demo FROM ${tradeDeclarations} WHERE ${where}
        GROUP BY year, partner_iso2, source`);
      return rows<{ year: number; country: string; source: string; demo: boolean }>(result);
    },

    partnerAnnual: (iso2: string) =>
      db.select().from(tradePartnerAnnual).where(eq(tradePartnerAnnual.partnerIso2, iso2)).orderBy(asc(tradePartnerAnnual.year)),
    partnerAverage: async (iso2: string) => (await db.select().from(tradePartnerAvg).where(eq(tradePartnerAvg.partnerIso2, iso2)))[0] ?? null,
    preference: async (iso2: string) => (await db.select().from(preferenceCountries).where(eq(preferenceCountries.iso2, iso2)))[0] ?? null,
  };
}
export type TradeGeoRepo = ReturnType<typeof tradeGeoRepo>;
