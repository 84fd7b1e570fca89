import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

// Sanctions name lists (OFAC SDN and non-SDN, UN, UK, EU) for counterparty screening, and the
// statistics of designations against Russia. Both are loaded from data/sanctions/.

/** One name or alias of a listed person, entity, vessel or aircraft: what screening matches. */
export const sanctionNames = pgTable(
  "sanction_names",
  {
    id: serial("id").primaryKey(),
    /** `<list>:<the list's own id>`: the aliases of one entry share it. */
    entryId: text("entry_id").notNull(),
    /** `ofac_sdn`, `ofac_cons`, `un`, `uk`, `eu` (server/sanctions/lists.ts). */
    list: text("list").notNull(),
    /** `individual`, `entity`, `vessel`, `aircraft` or `unknown`. */
    type: text("type").notNull(),
    /** The entry's primary name. */
    name: text("name").notNull(),
    /** This row's name: the primary name or one alias, as the list writes it. */
    matched: text("matched").notNull(),
    isAlias: boolean("is_alias").notNull(),
    programs: text("programs").array().notNull(),
    /** Designation date when the list gives one (ISO date), else NULL. */
    listedOn: text("listed_on"),
    /** Latin search form (server/sanctions/name-key.ts) for trigram matching. */
    key: text("key").notNull(),
  },
  (t) => [index("sanction_names_key_trgm_idx").using("gin", t.key.op("gin_trgm_ops")), index("sanction_names_entry_idx").on(t.entryId)],
);

/** Counts of Russia-related designations (long format, as russia-sanctions-stats.csv). */
export const sanctionStats = pgTable("sanction_stats", {
  id: serial("id").primaryKey(),
  jurisdiction: text("jurisdiction").notNull(),
  sourceList: text("source_list").notNull(),
  /** `month` (period YYYY-MM) or `snapshot` (period a date). */
  periodType: text("period_type").notNull(),
  period: text("period").notNull(),
  targetType: text("target_type").notNull(),
  /** `designations_added` or `active_listings`. */
  metric: text("metric").notNull(),
  value: integer("value").notNull(),
  scope: text("scope"),
  notes: text("notes"),
});
