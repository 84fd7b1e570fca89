import { customType, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

// Tables of the smart search (/ai/ved/tnved/search). All are derived at import time: from the tariff
// tree (search_docs, search_words) and from data/search/synonyms.csv (search_synonyms).

/** PostgreSQL full-text document; written by SQL (`to_tsvector`), never read as a JS value. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** One searchable node of the tree: chapter, heading, subheading or 10-digit code. */
export const searchDocs = pgTable(
  "search_docs",
  {
    nodeId: text("node_id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    digits: integer("digits").notNull(),
    /** The 4-digit heading the node belongs to (results are spread over headings). */
    heading: text("heading").notNull(),
    /** Ids of the ancestors from the chapter down to the parent, for the result's path. */
    ancestors: text("ancestors").array().notNull(),
    position: integer("position").notNull(),
    /** Russian text: own name weighted A, own Kazakh name (where present) B, the ancestors' names C. */
    tsvRu: tsvector("tsv_ru").notNull(),
    /** English HS text: own or nearest HS name A, the ancestors' C. */
    tsvEn: tsvector("tsv_en").notNull(),
    /** Normalised own names (ru, en, kk) for trigram similarity. */
    trgm: text("trgm").notNull(),
  },
  (t) => [
    index("search_docs_tsv_ru_idx").using("gin", t.tsvRu),
    index("search_docs_tsv_en_idx").using("gin", t.tsvEn),
    index("search_docs_trgm_idx").using("gin", t.trgm.op("gin_trgm_ops")),
    index("search_docs_code_idx").on(t.code.op("text_pattern_ops")),
  ],
);

/** Every word of the searchable names with its stem and document frequency: the typo lexicon. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    stem: text("stem").notNull(),
    /** Spelling-blind key (server/search/skeleton.ts): finds misspellings trigrams miss. */
    skeleton: text("skeleton").notNull(),
    /** Number of search documents holding the stem. */
    ndoc: integer("ndoc").notNull(),
  },
  (t) => [
    index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
    index("search_words_stem_idx").on(t.stem),
    index("search_words_skeleton_idx").on(t.skeleton),
  ],
);

/** Everyday names of goods (colloquial, brands, trade slang) in ru, kk and en, each pointing at a code. */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    /** As written in synonyms.csv. */
    term: text("term").notNull(),
    /** Normalised like a query (lower case, ё→е, Kazakh letters folded): what queries are matched with. */
    termKey: text("term_key").notNull(),
    /** Spelling-blind key of term_key. */
    skeleton: text("skeleton").notNull(),
    lang: text("lang").notNull(),
    /** The code prefix as written (digits only): the node and everything under it. */
    prefix: text("prefix").notNull(),
    /** The code of the node the prefix names (the shortest code starting with it). */
    code: text("code").notNull(),
  },
  (t) => [
    index("search_synonyms_key_trgm_idx").using("gin", t.termKey.op("gin_trgm_ops")),
    index("search_synonyms_skeleton_idx").on(t.skeleton),
  ],
);
