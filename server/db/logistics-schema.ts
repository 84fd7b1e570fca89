import { doublePrecision, pgTable, text } from "drizzle-orm/pg-core";

// How goods reach Kazakhstan (issue 20): the classifiers a declaration line's transport_mode, delivery_terms
// and customs_post are checked against (data/logistics/, each row with its source).

/** EAEU classifier of transport types (EEC Decision No. 378), codes as the declaration writes them. */
export const transportModes = pgTable("transport_modes", {
  code: text("code").primaryKey(),
  nameRu: text("name_ru").notNull(),
  nameKk: text("name_kk").notNull(),
  nameEn: text("name_en").notNull(),
  /** sea, rail, road, air, post, pipeline, power, inland_water, own_power, other: codes 30–32 are all road. */
  group: text("group").notNull(),
  sourceUrl: text("source_url").notNull(),
});

/** Incoterms 2020 delivery terms. */
export const deliveryTerms = pgTable("delivery_terms", {
  code: text("code").primaryKey(),
  /** E, F, C or D: who carries the cost and risk of the main carriage. */
  group: text("group").notNull(),
  nameRu: text("name_ru").notNull(),
  nameKk: text("name_kk").notNull(),
  nameEn: text("name_en").notNull(),
  /** `any` mode, or `sea` and inland waterway only. */
  transport: text("transport").notNull(),
  sourceUrl: text("source_url").notNull(),
});

/** Customs posts at Kazakhstan's border crossings (the verified part of the list: data/logistics/README.md). */
export const customsPosts = pgTable("customs_posts", {
  /** The portal's id (the official post codes are not published in a verified list). */
  code: text("code").primaryKey(),
  nameRu: text("name_ru").notNull(),
  nameKk: text("name_kk").notNull(),
  nameEn: text("name_en").notNull(),
  /** road, rail, air, sea or inland. */
  type: text("type").notNull(),
  /** kz_regions.iso of today's regions. */
  region: text("region").notNull(),
  /** The neighbouring country, ISO 3166-1 alpha-2; null for an inland post. */
  border: text("border"),
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
  hours: text("hours"),
  sourceUrl: text("source_url").notNull(),
});
