import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { abbreviations, chapters, countries, dutyRates, ettNotes, tariffNodes, tariffNotes, units } from "../../db/schema.ts";
import type { FullNames } from "./names.ts";
import { fullNameColumns, type NodeRow } from "./products-repo.ts";

export type LookupRow = NodeRow & FullNames & { parentId: string | null };

const nodeColumns = {
  id: tariffNodes.id,
  code: tariffNodes.code,
  codeFmt: tariffNodes.codeFmt,
  kind: tariffNodes.kind,
  nameRu: tariffNodes.nameRu,
  nameEn: tariffNodes.nameEn,
  nameKk: tariffNodes.nameKk,
  hasChildren: tariffNodes.hasChildren,
  parentId: tariffNodes.parentId,
  ...fullNameColumns,
};

/** The columns of a LookupRow, for raw queries over `tariff_nodes n`. */
export const NODE_SQL = sql.raw(`n.id, n.code, n.code_fmt AS "codeFmt", n.kind, n.name_ru AS "nameRu", n.name_en AS "nameEn",
  n.name_kk AS "nameKk", n.has_children AS "hasChildren", n.parent_id AS "parentId", n.full_ru AS "fullRu", n.full_kk AS "fullKk",
  n.full_en AS "fullEn"`);

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads behind the look-up and reference calls. */
export function lookupsRepo(db: Db) {
  return {
    /** Nodes whose own name (ru, en or kk) contains the text, in document order, and how many match. */
    async nameContains(text: string, limit: number): Promise<{ rows: LookupRow[]; total: number }> {
      const pattern = `%${likeEscape(text)}%`;
      const result = await db.execute(sql`
        SELECT ${NODE_SQL}, count(*) OVER () AS total FROM tariff_nodes n
        WHERE n.kind <> 'section' AND (n.name_ru ILIKE ${pattern} OR n.name_en ILIKE ${pattern} OR n.name_kk ILIKE ${pattern})
        ORDER BY n.position LIMIT ${limit}`);
      const rows = result.rows as (LookupRow & { total: string | number })[];
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** Every ancestor of the given nodes (sections included), keyed by id, and each node's chain of ids. */
    async ancestorsOf(parentIds: (string | null)[]): Promise<Map<string, LookupRow>> {
      const ids = [...new Set(parentIds.filter((p): p is string => p !== null))];
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        WITH RECURSIVE chain AS (
          SELECT id, parent_id FROM tariff_nodes WHERE id = ANY(${sql.param(ids)}::text[])
          UNION
          SELECT n.id, n.parent_id FROM tariff_nodes n JOIN chain c ON n.id = c.parent_id
        )
        SELECT ${NODE_SQL} FROM chain c JOIN tariff_nodes n ON n.id = c.id`);
      return new Map((result.rows as LookupRow[]).map((r) => [r.id, r]));
    },

    /** Coded nodes whose code starts with the prefix: shortest first, then in document order. */
    async codePrefix(prefix: string, limit: number): Promise<{ rows: LookupRow[]; total: number }> {
      const result = await db.execute(sql`
        SELECT ${NODE_SQL}, count(*) OVER () AS total FROM tariff_nodes n
        WHERE n.code LIKE ${`${prefix}%`} ORDER BY n.digits, n.position LIMIT ${limit}`);
      const rows = result.rows as (LookupRow & { total: string | number })[];
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** The node of a code (the shortest-kind one if a code were printed twice). */
    async byCode(code: string): Promise<LookupRow | null> {
      const rows = await db.select(nodeColumns).from(tariffNodes).where(eq(tariffNodes.code, code)).orderBy(asc(tariffNodes.position)).limit(1);
      return rows[0] ?? null;
    },

    async byCodes(codes: string[]): Promise<LookupRow[]> {
      if (codes.length === 0) return [];
      return db.select(nodeColumns).from(tariffNodes).where(inArray(tariffNodes.code, codes)).orderBy(asc(tariffNodes.position));
    },

    async children(id: string): Promise<LookupRow[]> {
      return db.select(nodeColumns).from(tariffNodes).where(eq(tariffNodes.parentId, id)).orderBy(asc(tariffNodes.position));
    },

    /** Counts under a code: coded descendants by kind, rates among its 10-digit codes. */
    async statistics(code: string) {
      const prefix = `${code}%`;
      const byKind = await db.execute(sql`
        SELECT kind, count(*)::int AS n FROM tariff_nodes WHERE code LIKE ${prefix} AND code <> ${code} GROUP BY kind`);
      const rates = await db.execute(sql`
        SELECT count(*)::int AS codes10, count(r.code)::int AS with_rate,
               count(*) FILTER (WHERE r.rate_type = 'ad_valorem' AND r.adval_pct = 0)::int AS zero_rate
        FROM tariff_nodes n LEFT JOIN duty_rates r ON r.code = n.code
        WHERE n.kind = 'code10' AND n.code LIKE ${prefix}`);
      const totals = (rates.rows[0] ?? {}) as { codes10?: number; with_rate?: number; zero_rate?: number };
      return {
        byKind: Object.fromEntries((byKind.rows as { kind: string; n: number }[]).map((r) => [r.kind, Number(r.n)])),
        codes10: Number(totals.codes10 ?? 0),
        withRate: Number(totals.with_rate ?? 0),
        zeroRate: Number(totals.zero_rate ?? 0),
      };
    },

    rates: (codes: string[]) => (codes.length === 0 ? Promise.resolve([]) : db.select().from(dutyRates).where(inArray(dutyRates.code, codes))),

    /** 10-digit codes under the given prefixes, in document order (for search hits above code level). */
    async codes10Under(prefix: string, limit: number): Promise<LookupRow[]> {
      return db
        .select(nodeColumns)
        .from(tariffNodes)
        .where(and(eq(tariffNodes.kind, "code10"), sql`${tariffNodes.code} LIKE ${`${prefix}%`}`))
        .orderBy(asc(tariffNodes.position))
        .limit(limit);
    },

    countries: () => db.select().from(countries),

    /** Sections and chapters in document order, with the chapters' amendment dates. */
    async sectionsAndChapters() {
      return db
        .select({ ...nodeColumns, section: tariffNodes.section, chapter: tariffNodes.chapter, amendedAsOf: chapters.amendedAsOf })
        .from(tariffNodes)
        .leftJoin(chapters, eq(chapters.chapter, tariffNodes.chapter))
        .where(inArray(tariffNodes.kind, ["section", "chapter"]))
        .orderBy(asc(tariffNodes.position));
    },

    /** Units with the number of 10-digit codes using each as their supplementary unit. */
    async units() {
      const [rows, usage] = await Promise.all([
        db.select().from(units),
        db.execute(sql`SELECT unit, count(*)::int AS n FROM tariff_nodes WHERE kind = 'code10' AND unit IS NOT NULL GROUP BY unit`),
      ]);
      const counts = new Map((usage.rows as { unit: string; n: number }[]).map((r) => [r.unit, Number(r.n)]));
      return rows.map((u) => ({ ...u, codesUsing: counts.get(u.symbol) ?? 0 }));
    },

    abbreviations: () => db.select().from(abbreviations).orderBy(asc(abbreviations.abbr)),

    interpretationRules: async () =>
      (await db.select().from(tariffNotes).where(eq(tariffNotes.kind, "general_interpretation_rules")).limit(1))[0] ?? null,

    /** ETT notes with the number of 10-digit codes that reference each. */
    async ettNotes() {
      const [rows, usage] = await Promise.all([
        db.select().from(ettNotes),
        db.execute(sql`SELECT note, count(*)::int AS n FROM duty_rates, unnest(ett_notes) AS note GROUP BY note`),
      ]);
      const counts = new Map((usage.rows as { note: string; n: number }[]).map((r) => [r.note, Number(r.n)]));
      return rows.map((n) => ({ ...n, codes: counts.get(n.noteId) ?? 0 }));
    },
  };
}
export type LookupsRepo = ReturnType<typeof lookupsRepo>;
