import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { countries, tariffNodes, tradeDeclarations } from "../../../db/schema.ts";
import { rows } from "../../ai/score.ts";

// Every importer once, for the wizard's company search: a few thousand rows held in memory and
// searched there, so a search costs no query (names in any word order need no trigram index).

export interface DirectoryEntry {
  bin: string;
  name: string;
  /** kz_regions id of most of the importer's value. */
  region: string | null;
  cents: number;
  lines: number;
  demo: boolean;
  sources: string[];
  /** The name as searched: see `searchWords`. */
  words: string;
}

/** Lower case, ё as е, quotes and punctuation as spaces: «Альфа» and "альфа" are one word. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, "е")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export async function loadDirectory(db: Db): Promise<DirectoryEntry[]> {
  const result = await db.execute(sql`
    SELECT bin, (array_agg(company_name ORDER BY period DESC, id DESC))[1] AS name,
           (array_agg(region ORDER BY value_cents DESC))[1] AS region,
           sum(value_cents)::float8 AS cents, count(*)::int AS lines, bool_or(demo) AS demo,
           array_agg(DISTINCT source) AS sources
    FROM ${tradeDeclarations} WHERE flow = 'import' GROUP BY bin`);
  return rows<Omit<DirectoryEntry, "words">>(result)
    .map((r) => ({ ...r, cents: Number(r.cents), words: ` ${searchWords(r.name).join(" ")}` }))
    .sort((a, b) => b.cents - a.cents || a.bin.localeCompare(b.bin));
}

/**
 * Importers whose BIN starts with the query's digits, or whose name holds every word of the query as
 * the start of one of its words, in any order; the directory's order (largest first) is kept.
 */
export function searchDirectory(directory: DirectoryEntry[], query: string, limit: number): DirectoryEntry[] {
  const digits = query.replace(/\s+/g, "");
  const byBin = /^\d+$/.test(digits) ? digits : null;
  const words = searchWords(query).map((w) => ` ${w}`);
  const hits: DirectoryEntry[] = [];
  for (const entry of directory) {
    const matches = (byBin !== null && entry.bin.startsWith(byBin)) || (words.length > 0 && words.every((w) => entry.words.includes(w)));
    if (matches && hits.push(entry) >= limit) break;
  }
  return hits;
}

/** A row's names as `localName` reads them (null where the reference has none). */
interface Names {
  nameRu: string | null;
  nameKk: string | null;
  nameEn: string | null;
}

/** An importer's codes, partners (by value) and months, for the scope step. */
export async function importerScope(db: Db, bin: string) {
  const where = sql`d.bin = ${bin} AND d.flow = 'import'`;
  const [codes, partners, months, meta] = await Promise.all([
    db.execute(sql`
      SELECT d.code, sum(d.value_cents)::float8 AS cents, min(n.name_ru) AS "nameRu", min(n.name_kk) AS "nameKk", min(n.name_en) AS "nameEn"
      FROM ${tradeDeclarations} d LEFT JOIN ${tariffNodes} n ON n.code = d.code AND n.kind = 'code10'
      WHERE ${where} GROUP BY d.code ORDER BY cents DESC, d.code`),
    db.execute(sql`
      SELECT d.partner_iso2 AS iso2, sum(d.value_cents)::float8 AS cents, min(c.name_ru) AS "nameRu", min(c.name_kk) AS "nameKk", min(c.name_en) AS "nameEn"
      FROM ${tradeDeclarations} d LEFT JOIN ${countries} c ON c.iso2 = d.partner_iso2
      WHERE ${where} GROUP BY d.partner_iso2 ORDER BY cents DESC, iso2`),
    db.execute(sql`SELECT DISTINCT d.period FROM ${tradeDeclarations} d WHERE ${where} ORDER BY d.period`),
    db.execute(sql`SELECT d.source, bool_or(d.demo) AS demo FROM ${tradeDeclarations} d WHERE ${where} GROUP BY d.source ORDER BY d.source`),
  ]);
  return {
    codes: rows<{ code: string; cents: number } & Names>(codes),
    partners: rows<{ iso2: string; cents: number } & Names>(partners),
    months: rows<{ period: string }>(months).map((r) => r.period),
    sources: rows<{ source: string; demo: boolean }>(meta),
  };
}
