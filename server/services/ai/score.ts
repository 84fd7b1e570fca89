import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import type { SearchPlan, TermPlan } from "../../search/plan.ts";

// How the documents are scored: full-text matches of the query words (russian and english
// configurations, own name above ancestors' names), synonym and code hits, a phrase bonus and a small
// lift for broader nodes. One statement per query.

/** A scored search document, before names are attached. */
export interface ScoredDoc {
  nodeId: string;
  code: string;
  kind: string;
  heading: string;
  ancestors: string[];
  position: number;
  score: number;
}

/** Candidates read per query before ranking (the answer is at most 50). */
const POOL = 150;
/** A word in more documents than this is too common to gather candidates alone (машины, parts). */
const COMMON = 600;
/** A query of nothing but words this common (прочие) is answered from headings and HS-6 lines only. */
const VERY_COMMON = 3000;
/**
 * A match in the node's own name counts fully; in its own Kazakh name (weight B, through the russian
 * stemmer, which can merge unrelated Kazakh words) this much, still above an ancestor's name.
 */
const OWN_KAZAKH_MATCH = 0.85;
/** A match in an ancestor's name counts this much. */
const ANCESTOR_MATCH = 0.6;
/** A node under the one a synonym names counts this much of the synonym. */
const DESCENDANT_HIT = 0.75;
/** The rest of its heading (the heading, sibling lines) this much: context for a hit on one line. */
const HEADING_HIT = 0.35;
/** Score = TEXT × name match + SYNONYM × synonym match + a small lift for broader nodes. */
const TEXT = 0.6;
const SYNONYM = 0.8;
/** Extra for a name holding the typed words as a phrase ("spark plugs" in "spark-plugs", not "plug-in … spark"). */
const PHRASE = 0.1;
/**
 * How much of the score depends on the share of the query a document explains at all (by its names or a
 * synonym or code naming it): a node one word's synonym names ("тауық" → live poultry) must not outrank the
 * lines that hold every word of "мұздатылған тауық сирақтары" in their names.
 */
const COVERAGE = 0.5;

/** Lexicon words are letters and digits only (normalize()), so they are safe inside a tsquery. */
const tsWord = (w: string) => (/^[\p{L}\p{N}]+$/u.test(w) ? w : null);
function tsquery(words: string[], suffix = ""): string {
  return words.map(tsWord).filter((w): w is string => w !== null).map((w) => w + suffix).join(" | ");
}

/**
 * The tsquery that gathers candidates: each rare word alone, common words only in pairs (a name
 * about "parts of motor vehicles" holds two of them), or the rarest word when that is all there is.
 * Scoring still counts every word; this only keeps the candidate set small.
 */
function reachQuery(terms: TermPlan[]): string {
  const rare = terms.filter((t) => t.ndoc <= COMMON).map((t) => `(${tsquery(t.words)})`);
  const common = terms.filter((t) => t.ndoc > COMMON).map((t) => `(${tsquery(t.words)})`);
  const pairs = common.flatMap((a, i) => common.slice(i + 1).map((b) => `(${a} & ${b})`));
  const parts = [...rare, ...pairs];
  if (parts.length === 0 && terms.length > 0) {
    const rarest = [...terms].sort((a, b) => a.ndoc - b.ndoc)[0]!;
    return tsquery(rarest.words);
  }
  return parts.join(" | ");
}

/** The rows of a raw query, typed as the caller knows them to be. */
export const rows = <T>(result: { rows: unknown[] }) => result.rows as T[];

/** Scores the documents the plan can reach; best first. */
export async function scoreDocs(db: Db, plan: SearchPlan): Promise<ScoredDoc[]> {
  const terms = plan.terms.filter((t) => tsquery(t.words) !== "");
  const hits = plan.hits;
  if (terms.length === 0 && hits.length === 0) return [];

  // The tsqueries are parsed once (CTE), not once per candidate row.
  const queries: SQL[] = terms.flatMap((t, i) => {
    const all = tsquery(t.words);
    return [
      sql`to_tsquery('russian', ${all}) AS ${sql.raw(`r${i}`)}`, sql`to_tsquery('russian', ${tsquery(t.words, ":A")}) AS ${sql.raw(`ra${i}`)}`,
      sql`to_tsquery('russian', ${tsquery(t.words, ":B")}) AS ${sql.raw(`rb${i}`)}`,
      sql`to_tsquery('english', ${all}) AS ${sql.raw(`e${i}`)}`, sql`to_tsquery('english', ${tsquery(t.words, ":A")}) AS ${sql.raw(`ea${i}`)}`,
    ];
  });
  // Per word: full weight for a match in the own name (A), less in the own Kazakh name (B), less still in an ancestor's name (C).
  const termMatch = (i: number) => `d.tsv_ru @@ q.r${i} OR d.tsv_en @@ q.e${i}`;
  const termScore: SQL[] = terms.map((t, i) => sql.raw(`${t.weight} * CASE
      WHEN d.tsv_ru @@ q.ra${i} OR d.tsv_en @@ q.ea${i} THEN 1
      WHEN d.tsv_ru @@ q.rb${i} THEN ${OWN_KAZAKH_MATCH}
      WHEN ${termMatch(i)} THEN ${ANCESTOR_MATCH} ELSE 0 END`));
  const hitScore: SQL[] = hits.map(
    (h) => sql`CASE WHEN d.code = ${h.code} THEN ${h.score}::float8
                    WHEN d.code LIKE ${h.prefix + "%"} THEN ${h.score * DESCENDANT_HIT}::float8
                    WHEN d.heading = ${h.prefix.slice(0, 4)} THEN ${h.score * HEADING_HIT}::float8 ELSE 0 END`,
  );
  // The share of the query a document explains, each word as surely as the best of its term in the names or
  // a hit covering it that names the document or a node above it ("winter" read as the synonym "wine"
  // explains less than typed right). Terms without a tsquery were left out above, so they explain nothing.
  const sqlTerm = new Map(terms.map((t, i) => [t, i]));
  const explained: SQL[] = plan.cover.map((c) => {
    const k = c.term === null ? undefined : sqlTerm.get(plan.terms[c.term]!);
    const ways: SQL[] = [
      ...(k === undefined ? [] : [sql`CASE WHEN ${sql.raw(termMatch(k))} THEN ${terms[k]!.weight}::float8 ELSE 0 END`]),
      ...c.hits.map((h) => sql`CASE WHEN d.code LIKE ${hits[h.hit]!.prefix + "%"} THEN ${h.explains}::float8 ELSE 0 END`),
    ];
    return ways.length === 0 ? sql`0` : sql`GREATEST(${sql.join(ways, sql`, `)})`;
  });
  const reach: SQL[] = [];
  const gather = reachQuery(terms);
  if (gather !== "") {
    reach.push(sql`d.tsv_ru @@ to_tsquery('russian', ${gather})`, sql`d.tsv_en @@ to_tsquery('english', ${gather})`);
  }
  for (const h of hits) reach.push(sql`d.code LIKE ${h.prefix.slice(0, 4) + "%"}`);
  const broadOnly = hits.length === 0 && terms.every((t) => t.ndoc > VERY_COMMON);

  if (plan.variant.words.length >= 2) {
    queries.push(sql`phraseto_tsquery('russian', ${plan.variant.text}) AS pr`, sql`phraseto_tsquery('english', ${plan.variant.text}) AS pe`);
    termScore.push(sql.raw(`CASE WHEN d.tsv_ru @@ q.pr OR d.tsv_en @@ q.pe THEN ${PHRASE / TEXT} ELSE 0 END`));
  }
  const text = termScore.length > 0 ? sql.join(termScore, sql` + `) : sql`0`;
  const syn = hitScore.length > 0 ? sql`GREATEST(${sql.join(hitScore, sql`, `)})` : sql`0`;
  const coverage = explained.length > 0 ? sql.join(explained, sql` + `) : sql`1`;
  const result = await db.execute(sql`
    WITH q AS MATERIALIZED (SELECT ${queries.length > 0 ? sql.join(queries, sql`, `) : sql`1 AS none`})
    SELECT node_id AS "nodeId", code, kind, heading, ancestors, position,
           -- On a tie the broader node first: a heading, then its HS-6 lines, then national lines.
           (${TEXT}::float8 * text + ${SYNONYM}::float8 * syn + CASE kind WHEN 'heading' THEN 0.05 WHEN 'subheading6' THEN 0.03
             WHEN 'code10' THEN 0 ELSE 0.01 END) * (${1 - COVERAGE}::float8 + ${COVERAGE}::float8 * coverage) AS score
    FROM (
      SELECT d.node_id, d.code, d.kind, d.heading, d.ancestors, d.position, ${text} AS text, ${syn} AS syn, ${coverage} AS coverage
      FROM search_docs d CROSS JOIN q
      WHERE d.digits >= 4 AND ${broadOnly ? sql`d.digits <= 6 AND ` : sql``}(${sql.join(reach, sql` OR `)})
    ) scored
    ORDER BY score DESC, position
    LIMIT ${POOL}`);
  return rows<ScoredDoc>(result).map((r) => ({ ...r, score: Number(r.score) }));
}
