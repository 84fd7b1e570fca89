import { asc, sql } from "drizzle-orm";
import { searchDocs, searchWords, tariffNodes } from "../db/schema.ts";
import { normalize, words } from "../search/normalize.ts";
import { skeleton } from "../search/skeleton.ts";
import { csvFields, type Dataset, type Tx } from "./load.ts";
import { settleIndexes } from "./search-indexes.ts";
import { tariffNodesDataset } from "./tariff-nodes.ts";

/** Nodes a search can return: chapters (by code only), headings, subheadings and 10-digit codes. */
const DOC_KINDS = new Set(["chapter", "heading", "subheading6", "subheading8", "subheading9", "code10"]);
/** Ancestors whose names describe goods; sections, chapters and subgroups are too broad to help. */
const PATH_KINDS = new Set(["heading", "subheading6", "subheading8", "subheading9", "text"]);
const BATCH = 1000;
const HS_FILE = "tariff/hs2022_en.csv.gz";

type Node = typeof tariffNodes.$inferSelect;

interface Doc {
  nodeId: string;
  code: string;
  kind: string;
  digits: number;
  heading: string;
  ancestors: string[];
  position: number;
  ruA: string;
  kkB: string;
  ruC: string;
  enA: string;
  enC: string;
  trgm: string;
}

const joined = (parts: (string | null | undefined)[]) => normalize(parts.filter((p) => p).join(" "));

function buildDoc(node: Node, chain: Node[], hs6: ReadonlyMap<string, string>): Doc {
  const path = chain.filter((n) => PATH_KINDS.has(n.kind));
  // The official HS 2022 English weighs most; a national line without one takes its HS 6-digit
  // subheading's. The portal's own short names ("Other", "Legs and cuts thereof") weigh as the path does.
  const officialEn = (n: Node) => (n.nameEnSrc === "portal" ? null : n.nameEn);
  const nearestEn =
    officialEn(node) ?? (node.digits >= 6 ? hs6.get(node.code!.slice(0, 6)) : undefined) ?? [...path].reverse().find((n) => officialEn(n))?.nameEn ?? null;
  const portalEn = node.nameEnSrc === "portal" ? node.nameEn : null;
  return {
    nodeId: node.id,
    code: node.code!,
    kind: node.kind,
    digits: node.digits,
    heading: node.code!.slice(0, 4),
    ancestors: chain.filter((n) => n.kind !== "section").map((n) => n.id),
    position: node.position,
    ruA: joined([node.nameRu]),
    kkB: joined([node.nameKk]),
    ruC: joined(path.flatMap((n) => [n.nameRu, n.nameKk])),
    enA: joined([nearestEn]),
    enC: joined([...path.map((n) => n.nameEn), portalEn]),
    trgm: joined([node.nameRu, node.nameEn, node.nameKk]).slice(0, 400),
  };
}

async function insertDocs(db: Tx, docs: Doc[]) {
  for (let i = 0; i < docs.length; i += BATCH) {
    const b = docs.slice(i, i + BATCH);
    const col = <K extends keyof Doc>(k: K) => sql.param(b.map((d) => d[k]));
    await db.execute(sql`
      INSERT INTO search_docs (node_id, code, kind, digits, heading, ancestors, position, tsv_ru, tsv_en, trgm)
      SELECT id, code, kind, digits, heading, string_to_array(ancestors, ' '), position,
             -- Kazakh names (sections to headings) go through the russian stemmer too, which can merge
             -- unrelated Kazakh words (қысқы "winter" and қысқа "short"): they count below the Russian name.
             setweight(to_tsvector('russian', ru_a), 'A') || setweight(to_tsvector('russian', kk_b), 'B')
               || setweight(to_tsvector('russian', ru_c), 'C'),
             setweight(to_tsvector('english', en_a), 'A') || setweight(to_tsvector('english', en_c), 'C'),
             trgm
      FROM unnest(${col("nodeId")}::text[], ${col("code")}::text[], ${col("kind")}::text[], ${col("digits")}::int[],
                  ${col("heading")}::text[], ${sql.param(b.map((d) => d.ancestors.join(" ")))}::text[], ${col("position")}::int[],
                  ${col("ruA")}::text[], ${col("kkB")}::text[], ${col("ruC")}::text[], ${col("enA")}::text[], ${col("enC")}::text[], ${col("trgm")}::text[])
        AS t(id, code, kind, digits, heading, ancestors, position, ru_a, kk_b, ru_c, en_a, en_c, trgm)`);
  }
}

/** The typo lexicon: every word of the documents with its stem and how many documents hold it. */
async function insertWords(db: Tx, docs: Doc[]) {
  const all = new Set<string>();
  for (const d of docs) {
    for (const w of words(`${d.ruA} ${d.kkB} ${d.ruC} ${d.enA} ${d.enC}`)) if (w.length >= 2 && !/^\d+$/.test(w)) all.add(w);
  }
  const list = [...all].sort();
  await db.execute(sql`CREATE TEMP TABLE search_stats ON COMMIT DROP AS
    SELECT word AS stem, ndoc FROM ts_stat('SELECT tsv_ru || tsv_en FROM search_docs')`);
  for (let i = 0; i < list.length; i += BATCH) {
    await db.execute(sql`
      INSERT INTO search_words (word, stem, skeleton, ndoc)
      SELECT w.word, s.stem, w.skeleton, coalesce(st.ndoc, 0)
      FROM unnest(${sql.param(list.slice(i, i + BATCH))}::text[], ${sql.param(list.slice(i, i + BATCH).map(skeleton))}::text[]) AS w(word, skeleton)
      CROSS JOIN LATERAL (SELECT string_agg(lexeme, ' ') AS stem FROM unnest(to_tsvector('russian', w.word))) s
      LEFT JOIN search_stats st ON st.stem = s.stem
      WHERE s.stem IS NOT NULL`);
  }
}

/**
 * The search documents and the lexicon, derived from the tariff tree (so this runs after tariff_nodes)
 * and the HS 2022 English list.
 */
export const searchDocsDataset: Dataset = {
  name: "search_docs",
  table: searchDocs,
  // Built from the tree: whatever changes tariff_nodes (its files) rebuilds the documents too.
  files: [...tariffNodesDataset.files, HS_FILE],
  async load(db, dataDir) {
    const hs6 = new Map((await csvFields(dataDir, HS_FILE)).filter((f) => f.text("digits") === "6").map((f) => [f.req("code"), f.req("name_en")]));
    const nodes = await db.select().from(tariffNodes).orderBy(asc(tariffNodes.position));
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const chainOf = (n: Node): Node[] => {
      const chain: Node[] = [];
      for (let p = n.parentId ? byId.get(n.parentId) : undefined; p; p = p.parentId ? byId.get(p.parentId) : undefined) chain.unshift(p);
      return chain;
    };
    const docs = nodes.filter((n) => n.code && DOC_KINDS.has(n.kind)).map((n) => buildDoc(n, chainOf(n), hs6));
    await db.delete(searchWords);
    await db.delete(searchDocs);
    await insertDocs(db, docs);
    await insertWords(db, docs);
    await settleIndexes(db, "search_docs");
    await settleIndexes(db, "search_words");
    return docs.length;
  },
};
