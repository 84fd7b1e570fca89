import { index, pgTable, serial, text } from "drizzle-orm/pg-core";

// Measures by code prefix (trade remedies, non-tariff measures, marking), loaded from data/measures/
// by server/import/measures.ts; every row carries the act and the address of the text it was read from.

/** One measure, as `Measure` in server/import/measure-rows.ts describes it. */
export const measures = pgTable(
  "measures",
  {
    id: serial("id").primaryKey(),
    /** One of MEASURE_TYPES (core/contract/measures.ts). */
    type: text("type").notNull(),
    codePrefix: text("code_prefix").notNull(),
    excludedPrefixes: text("excluded_prefixes").array().notNull(),
    /** ISO alpha-2 countries or group names; empty means every origin. */
    origins: text("origins").array().notNull(),
    /** Named exporter; NULL means "all other exporters". */
    exporter: text("exporter"),
    rate: text("rate").notNull(),
    document: text("document"),
    actNumber: text("act_number").notNull(),
    actDate: text("act_date").notNull(),
    actBody: text("act_body").notNull(),
    sourceUrl: text("source_url").notNull(),
    validFrom: text("valid_from").notNull(),
    validTo: text("valid_to"),
  },
  (t) => [index("measures_code_prefix_idx").on(t.codePrefix)],
);
