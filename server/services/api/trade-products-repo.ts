import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { tradeDeclarations } from "../../db/schema.ts";
import { rows } from "../ai/score.ts";
import { lineWhere, type LineFilters } from "./trade-repo.ts";

/** A name in the three locales as `localName` takes it. */
export interface Names {
  nameRu: string;
  nameKk: string | null;
  nameEn: string | null;
}

/** Sums of the lines behind one group (value in US cents). */
export interface LineSums {
  cents: number;
  kg: number;
  companies: number;
  lines: number;
}

export interface CodeGroup extends LineSums {
  code: string;
  partners: number;
  names: Names | null;
}

export interface PriceGroup {
  key: string;
  lines: number;
  cents: number;
  kg: number;
  /** Value and weight of the lines that give a weight, and the spread of their own prices (cents per kg). */
  weighedCents: number | null;
  weighedKg: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

type NameColumns = { name_ru: string | null; name_kk: string | null; name_en: string | null; hs_ru: string | null; hs_en: string | null };

/** The ТН ВЭД name where the tariff prints the code, else the HS 2022 one (English; Russian for chapters). */
function namesOf(r: NameColumns): Names | null {
  const nameRu = r.name_ru ?? r.hs_ru ?? r.hs_en;
  return nameRu === null ? null : { nameRu, nameKk: r.name_kk, nameEn: r.name_en ?? r.hs_en };
}

/** The value column a filter's values are listed by. */
const FILTER_COLUMNS = { region: "region", country: "partner_iso2", year: "year", company: "bin" } as const;
export type FilterColumn = keyof typeof FILTER_COLUMNS;

/** The database side of the goods calls: sums over declaration lines joined to the ТН ВЭД. */
export function tradeProductsRepo(db: Db) {
  return {
    /** Every code of `level` digits with lines matching the filters, with its sums and name. */
    async codes(f: LineFilters, level: number): Promise<CodeGroup[]> {
      const result = await db.execute(sql`
        WITH g AS (
          SELECT left(code, ${level}) AS code, sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg,
                 count(DISTINCT bin)::int AS companies, count(DISTINCT partner_iso2)::int AS partners, count(*)::int AS lines
          FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY 1
        )
        SELECT g.*, t.name_ru, t.name_kk, t.name_en, h.name_ru AS hs_ru, h.name_en AS hs_en
        FROM g LEFT JOIN tariff_nodes t ON t.code = g.code LEFT JOIN hs_nomenclature h ON h.hs_code = g.code`);
      return rows<Omit<CodeGroup, "names"> & NameColumns>(result).map((r) => ({
        code: r.code, cents: r.cents, kg: r.kg, companies: r.companies, partners: r.partners, lines: r.lines, names: namesOf(r),
      }));
    },

    /** Value and lines per value of one filter column (companies with their name), largest first. */
    async filterValues(f: LineFilters, column: FilterColumn) {
      const col = sql.identifier(FILTER_COLUMNS[column]);
      const result = await db.execute(sql`
        SELECT ${col}::text AS key, min(company_name) AS name, sum(value_cents)::float8 AS cents, count(*)::int AS lines
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY ${col} ORDER BY cents DESC, key`);
      return rows<{ key: string; name: string; cents: number; lines: number }>(result);
    },

    /** The 21 sections in printed order and each chapter's section, named. */
    async sections() {
      const result = await db.execute(sql`
        SELECT kind, section, code, name_ru, name_kk, name_en FROM tariff_nodes WHERE kind IN ('section', 'chapter') ORDER BY position`);
      return rows<{ kind: "section" | "chapter"; section: string; code: string | null; name_ru: string; name_kk: string | null; name_en: string | null }>(result)
        .map((r) => ({ kind: r.kind, section: r.section, code: r.code, names: { nameRu: r.name_ru, nameKk: r.name_kk, nameEn: r.name_en } }));
    },

    /** Sums per section (a company counted once per section). */
    async sectionSums(f: LineFilters) {
      const result = await db.execute(sql`
        WITH d AS (SELECT left(code, 2) AS chapter, value_cents, bin FROM ${tradeDeclarations} WHERE ${lineWhere(f)})
        SELECT c.section, sum(d.value_cents)::float8 AS cents, count(DISTINCT d.bin)::int AS companies, count(*)::int AS lines
        FROM d JOIN tariff_nodes c ON c.kind = 'chapter' AND c.code = d.chapter GROUP BY c.section`);
      return rows<{ section: string; cents: number; companies: number; lines: number }>(result);
    },

    /** A coded node of the ТН ВЭД, or null. */
    async node(code: string) {
      const result = await db.execute(sql`SELECT code, kind, name_ru, name_kk, name_en FROM tariff_nodes WHERE code = ${code} LIMIT 1`);
      const [r] = rows<{ code: string; kind: string; name_ru: string; name_kk: string | null; name_en: string | null }>(result);
      return r ? { code: r.code, kind: r.kind, names: { nameRu: r.name_ru, nameKk: r.name_kk, nameEn: r.name_en } } : null;
    },

    /**
     * A coded node with its full names, its coded ancestors (chapter first; printed text lines have no code)
     * and how many coded children it has; null when the tariff does not print the code.
     */
    async category(code: string) {
      const result = await db.execute(sql`
        SELECT n.code, n.kind, n.section, n.name_ru, n.name_kk, n.name_en, n.full_ru, n.full_kk, n.full_en,
               (SELECT count(*)::int FROM tariff_nodes c WHERE c.parent_code = n.code AND c.code IS NOT NULL) AS children
        FROM tariff_nodes n WHERE n.code = ${code} LIMIT 1`);
      type Row = { code: string; kind: string; section: string; name_ru: string; name_kk: string | null; name_en: string | null; full_ru: string | null; full_kk: string | null; full_en: string | null; children: number };
      const [r] = rows<Row>(result);
      if (!r) return null;
      const above = await db.execute(sql`
        SELECT DISTINCT ON (code) code, kind, name_ru, name_kk, name_en FROM tariff_nodes
        WHERE code IS NOT NULL AND code <> ${code} AND ${code} LIKE code || '%' ORDER BY code, position`);
      return {
        code: r.code, kind: r.kind, section: r.section, children: r.children,
        names: { nameRu: r.name_ru, nameKk: r.name_kk, nameEn: r.name_en, fullRu: r.full_ru, fullKk: r.full_kk, fullEn: r.full_en },
        ancestors: rows<{ code: string; kind: string; name_ru: string; name_kk: string | null; name_en: string | null }>(above)
          .sort((a, b) => a.code.length - b.code.length)
          .map((a) => ({ code: a.code, kind: a.kind, names: { nameRu: a.name_ru, nameKk: a.name_kk, nameEn: a.name_en } })),
      };
    },

    /** The coded children of a code as printed, and whether each has coded children of its own. */
    async children(code: string) {
      const result = await db.execute(sql`
        SELECT c.code, c.kind, c.name_ru, c.name_kk, c.name_en,
               c.code IN (SELECT g.parent_code FROM tariff_nodes g WHERE g.parent_code LIKE ${code + "%"}) AS has_children
        FROM tariff_nodes c WHERE c.parent_code = ${code} AND c.code IS NOT NULL ORDER BY c.position`);
      return rows<{ code: string; kind: string; has_children: boolean; name_ru: string; name_kk: string | null; name_en: string | null }>(result)
        .map((r) => ({ code: r.code, kind: r.kind, hasChildren: r.has_children, names: { nameRu: r.name_ru, nameKk: r.name_kk, nameEn: r.name_en } }));
    },

    /** Sums per full code and company of the matching lines: children's sums and distinct companies add up from these. */
    async byCodeAndCompany(f: LineFilters) {
      const result = await db.execute(sql`
        SELECT code, bin, sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg, count(*)::int AS lines
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY code, bin`);
      return rows<{ code: string; bin: string; cents: number; kg: number; lines: number }>(result);
    },

    /** Unit prices per month or per partner: value over weight and the spread of each line's own price. */
    async prices(f: LineFilters, by: "period" | "partner_iso2"): Promise<PriceGroup[]> {
      const col = sql.identifier(by);
      const weighed = sql`FILTER (WHERE net_weight_kg > 0)`;
      const price = sql`value_cents / net_weight_kg`;
      const result = await db.execute(sql`
        SELECT ${col} AS key, count(*)::int AS lines, sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg,
               (sum(value_cents) ${weighed})::float8 AS "weighedCents", (sum(net_weight_kg) ${weighed})::float8 AS "weighedKg",
               (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${price}) ${weighed})::float8 AS median,
               (min(${price}) ${weighed})::float8 AS min, (max(${price}) ${weighed})::float8 AS max
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} GROUP BY ${col} ORDER BY ${by === "period" ? sql`key` : sql`cents DESC, key`}`);
      return rows<PriceGroup>(result);
    },

    /** Value over quantity per month and unit, where lines give both. */
    async unitPrices(f: LineFilters) {
      const result = await db.execute(sql`
        SELECT period, unit, count(*)::int AS lines, sum(quantity)::float8 AS quantity, sum(value_cents)::float8 AS cents
        FROM ${tradeDeclarations} WHERE ${lineWhere(f)} AND quantity > 0 AND unit IS NOT NULL
        GROUP BY period, unit ORDER BY period, unit`);
      return rows<{ period: string; unit: string; lines: number; quantity: number; cents: number }>(result);
    },
  };
}
export type TradeProductsRepo = ReturnType<typeof tradeProductsRepo>;
