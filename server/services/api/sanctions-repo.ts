import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { chpl, sanctionCodes, sanctionNames, sanctionStats } from "../../db/schema.ts";
import type { QueryKey } from "../../sanctions/name-key.ts";
import { rows } from "../ai/score.ts";
import { cnPrefixes } from "./code-info-repo.ts";

/** A name whose trigrams cover less of the query than this is not a candidate (pg_trgm word similarity). */
const WORD_THRESHOLD = 0.5;
/** Below this score a hit shares little more than a few letters with the query: not shown. */
const MIN_SCORE = 0.4;
/** Names scored in full per query: the best by plain word similarity. */
const POOL = 300;
/** A reading from the other keyboard layout is a guess: its matches count this much. */
const LAYOUT_WEIGHT = 0.95;
/**
 * Score = WORD × (mean over the query's words of how well the name holds each, in any order)
 *       + (1 − WORD) × (likeness of the whole query and the whole name).
 */
const WORD = 0.8;

export interface ScreenRow {
  entryId: string;
  list: string;
  type: string;
  name: string;
  matched: string;
  programs: string[];
  listedOn: string | null;
  score: number;
}

/** The database side of the sanctions pages: annex entries by code, names by likeness, statistics. */
export function sanctionsRepo(db: Db) {
  return {
    /**
     * Annex entries covering the code (written as one of its prefixes: the prefix rule) and, for a
     * code shorter than 8 digits, the entries written below it (they cover part of it).
     */
    async codeEntries(code: string) {
      const covering = cnPrefixes(code).filter((p) => p.length <= code.length);
      const below = code.length < 8 ? sql` OR ${sanctionCodes.cnCode} LIKE ${code + "_%"}` : sql``;
      const [entries, chplHit] = await Promise.all([
        db.select().from(sanctionCodes)
          .where(sql`${sanctionCodes.cnCode} = ANY(${sql.param(covering)}::text[])${below}`)
          .orderBy(asc(sanctionCodes.codeDigits), asc(sanctionCodes.id)),
        code.length >= 6 ? db.select().from(chpl).where(sql`${chpl.hs6} = ${code.slice(0, 6)}`) : Promise.resolve([]),
      ]);
      return { entries, chpl: chplHit[0] ?? null };
    },

    /** CHPL entries under a code shorter than 6 digits (they cover part of it). */
    async chplBelow(code: string) {
      return db.select().from(chpl).where(sql`${chpl.hs6} LIKE ${code + "%"}`).orderBy(asc(chpl.hs6));
    },

    /** Entries whose name or an alias looks like one of the readings; each entry once, by its best name. */
    async screen(keys: QueryKey[], limit: number): Promise<ScreenRow[]> {
      if (keys.length === 0) return [];
      const texts = keys.map((k) => k.key);
      const weights = keys.map((k) => (k.source === "layout" ? LAYOUT_WEIGHT : 1));
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_THRESHOLD)}, true)`);
        const result = await tx.execute(sql`
          WITH q AS (SELECT * FROM unnest(${sql.param(texts)}::text[], ${sql.param(weights)}::float8[]) AS q(k, w)),
          -- The likeliest names by the cheap measure first; only they are scored word by word.
          pool AS (
            SELECT n.id, q.k, q.w FROM sanction_names n JOIN q ON q.k <% n.key
            ORDER BY q.w * word_similarity(q.k, n.key) DESC LIMIT ${POOL}
          ),
          hits AS (
            SELECT n.entry_id, n.list, n.type, n.name, n.matched, n.programs, n.listed_on,
                   max(p.w * (${WORD}::float8 * (SELECT avg(word_similarity(x, n.key)) FROM unnest(string_to_array(p.k, ' ')) x)
                              + ${1 - WORD}::float8 * similarity(p.k, n.key))) AS score
            FROM pool p JOIN sanction_names n ON n.id = p.id
            GROUP BY n.id
          )
          SELECT * FROM (
            SELECT DISTINCT ON (entry_id) entry_id AS "entryId", list, type, name, matched, programs, listed_on AS "listedOn", score
            FROM hits WHERE score >= ${MIN_SCORE} ORDER BY entry_id, score DESC, matched
          ) best
          ORDER BY score DESC, name LIMIT ${limit}`);
        return rows<ScreenRow>(result).map((r) => ({ ...r, score: Number(r.score) }));
      });
    },

    /** Names per list (for the lists' directory). */
    async listCounts() {
      const result = await db.execute(sql`SELECT list, count(DISTINCT entry_id)::int AS entries, count(*)::int AS names FROM ${sanctionNames} GROUP BY list`);
      return rows<{ list: string; entries: number; names: number }>(result);
    },

    /** The annex versions of EU 833/2014 and the CHPL version. */
    async measureVersions() {
      const [eu, c] = await Promise.all([
        db.selectDistinct({ act: sanctionCodes.legalAct, version: sanctionCodes.consolidatedVersion, jurisdiction: sanctionCodes.jurisdiction }).from(sanctionCodes),
        db.selectDistinct({ version: chpl.listVersion, ref: chpl.euLegalReference }).from(chpl),
      ]);
      return { eu, chpl: c };
    },

    async annexes() {
      const result = await db.execute(sql`
        SELECT annex, min(annex_title) AS title, min(measure) AS measure, min(articles) AS articles, count(*)::int AS codes, min(source_url) AS url
        FROM ${sanctionCodes} GROUP BY annex ORDER BY min(id)`);
      return rows<{ annex: string; title: string | null; measure: string; articles: string | null; codes: number; url: string | null }>(result);
    },

    stats: () => db.select().from(sanctionStats).orderBy(asc(sanctionStats.id)),
  };
}
export type SanctionsRepo = ReturnType<typeof sanctionsRepo>;
