import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import type { SearchPlan, SynonymRow, WordInfo } from "../../search/plan.ts";
import { kazakhPrefix } from "../../search/kazakh.ts";
import { skeleton } from "../../search/skeleton.ts";
import { rows, scoreDocs, type ScoredDoc } from "./score.ts";

export type { ScoredDoc };

export interface NameRow {
  id: string;
  code: string | null;
  codeFmt: string | null;
  kind: string;
  nameRu: string;
  nameEn: string | null;
  nameKk: string | null;
  fullRu: string | null;
  fullKk: string | null;
  fullEn: string | null;
}

/** A name found only by trigram likeness ranks below anything the words or synonyms found. */
const NEAR_NAME = 0.5;

/** The database side of the smart search. */
export function searchRepo(db: Db) {
  return {
    /**
     * Stem, frequency and look-alikes of each word; completions too for a word still being typed, and the
     * words sharing its Kazakh stem (other endings of the same word) when the lexicon lacks it.
     */
    async words(items: { word: string; partial: boolean }[]): Promise<WordInfo[]> {
      if (items.length === 0) return [];
      const result = await db.execute(sql`
        SELECT t.tok AS word, s.stem, k.ndoc,
               coalesce(f.cands, '[]'::json) AS candidates, coalesce(p.cands, '[]'::json) AS prefixed,
               coalesce(z.cands, '[]'::json) AS kazakh
        FROM unnest(${sql.param(items.map((i) => i.word))}::text[], ${sql.param(items.map((i) => skeleton(i.word)))}::text[],
                    ${sql.param(items.map((i) => i.partial))}::boolean[], ${sql.param(items.map((i) => kazakhPrefix(i.word)))}::text[])
          AS t(tok, sk, partial, kz)
        CROSS JOIN LATERAL (SELECT string_agg(lexeme, ' ') AS stem FROM unnest(to_tsvector('russian', t.tok))) s
        LEFT JOIN LATERAL (SELECT max(w.ndoc)::int AS ndoc FROM search_words w WHERE w.stem = s.stem) k ON true
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('word', c.word, 'ndoc', c.ndoc)) AS cands FROM (
            SELECT word, ndoc FROM search_words
            WHERE s.stem IS NOT NULL AND k.ndoc IS NULL AND (word % t.tok OR skeleton = t.sk)
            ORDER BY similarity(word, t.tok) DESC, ndoc DESC LIMIT 16) c
        ) f ON true
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('word', c.word, 'ndoc', c.ndoc)) AS cands FROM (
            SELECT word, ndoc FROM search_words
            WHERE t.partial AND k.ndoc IS NULL AND length(t.tok) >= 3 AND word LIKE t.tok || '%'
            ORDER BY ndoc DESC LIMIT 5) c
        ) p ON true
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object('word', c.word, 'ndoc', c.ndoc)) AS cands FROM (
            SELECT word, ndoc FROM search_words
            WHERE s.stem IS NOT NULL AND k.ndoc IS NULL AND length(t.kz) >= 4 AND word LIKE t.kz || '%'
            ORDER BY ndoc DESC LIMIT 30) c
        ) z ON true`);
      return rows<WordInfo>(result);
    },

    /** Synonyms whose key looks like a shingle (a run of query words), or begins with it while typed. */
    async synonyms(items: { shingle: string; partial: boolean }[]): Promise<SynonymRow[]> {
      if (items.length === 0) return [];
      const result = await db.execute(sql`
        SELECT s.sh AS shingle, y.term_key AS "termKey", y.lang, y.prefix, y.code
        FROM unnest(${sql.param(items.map((i) => i.shingle))}::text[], ${sql.param(items.map((i) => skeleton(i.shingle)))}::text[],
                    ${sql.param(items.map((i) => i.partial))}::boolean[]) AS s(sh, sk, partial)
        CROSS JOIN LATERAL (
          SELECT term_key, lang, prefix, code FROM search_synonyms
          WHERE term_key % s.sh OR skeleton = s.sk OR (s.partial AND term_key LIKE s.sh || '%')
          ORDER BY similarity(term_key, s.sh) DESC LIMIT 20) y`);
      return rows<SynonymRow>(result);
    },

    /** Scores the documents the plan can reach; best first. */
    score: (plan: SearchPlan) => scoreDocs(db, plan),

    /**
     * Last resort when no word of the query is known: names holding something close to the whole text
     * (pg_trgm word similarity over the documents' own names).
     */
    async nearNames(text: string, limit: number): Promise<ScoredDoc[]> {
      const result = await db.execute(sql`
        SELECT node_id AS "nodeId", code, kind, heading, ancestors, position, word_similarity(${text}, trgm) AS score
        FROM search_docs WHERE digits >= 4 AND ${text} <% trgm
        ORDER BY score DESC, digits, position LIMIT ${limit}`);
      return rows<ScoredDoc>(result).map((r) => ({ ...r, score: Number(r.score) * NEAR_NAME }));
    },

    /** Nodes under a code prefix, the node itself first, in printed order. */
    async byCode(prefix: string, limit: number): Promise<ScoredDoc[]> {
      const result = await db.execute(sql`
        SELECT node_id AS "nodeId", code, kind, heading, ancestors, position, 1.0 AS score
        FROM search_docs WHERE code LIKE ${prefix + "%"}
        -- The node itself, then a chapter's headings or a heading's lines in printed order.
        ORDER BY code = ${prefix} DESC, CASE WHEN ${prefix.length} <= 2 THEN digits ELSE 0 END, position
        LIMIT ${limit}`);
      return rows<ScoredDoc>(result).map((r) => ({ ...r, score: Number(r.score) }));
    },

    /** Names of nodes (results and their ancestors) in every language. */
    async names(ids: string[]): Promise<NameRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT id, code, code_fmt AS "codeFmt", kind, name_ru AS "nameRu", name_en AS "nameEn", name_kk AS "nameKk",
               full_ru AS "fullRu", full_kk AS "fullKk", full_en AS "fullEn"
        FROM tariff_nodes WHERE id = ANY(${sql.param(ids)}::text[])`);
      return rows<NameRow>(result);
    },
  };
}
export type SearchRepo = ReturnType<typeof searchRepo>;
