import {
  boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp,
} from "drizzle-orm/pg-core";

/** One row per imported data set: what version is in the database. */
export const dataVersions = pgTable("data_versions", {
  dataset: text("dataset").primaryKey(),
  version: text("version").notNull(),
  rows: integer("rows").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The ТН ВЭД ЕАЭС tree: sections, chapters, headings, subheadings, codes and uncoded lines. */
export const tariffNodes = pgTable(
  "tariff_nodes",
  {
    id: text("id").primaryKey(),
    code: text("code"),
    codeFmt: text("code_fmt"),
    kind: text("kind").notNull(),
    digits: integer("digits").notNull(),
    parentId: text("parent_id"),
    parentCode: text("parent_code"),
    section: text("section").notNull(),
    chapter: text("chapter"),
    dash: integer("dash"),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en"),
    nameKk: text("name_kk"),
    /** Where `name_en` comes from: `hs2022` or `hs2022_hs6_same_scope` (official HS 2022 text) or `portal` (the project's translation, phrases.md). */
    nameEnSrc: text("name_en_src"),
    /** Self-sufficient display names (server/import/full-names.ts); null where part of the path is untranslated. */
    fullRu: text("full_ru"),
    fullKk: text("full_kk"),
    fullEn: text("full_en"),
    pathRu: text("path_ru"),
    unit: text("unit"),
    unitOkei: text("unit_okei"),
    plus: boolean("plus").notNull().default(false),
    tnvedNotes: text("tnved_notes").array().notNull().default([]),
    synthetic: boolean("synthetic").notNull().default(false),
    /** Order in the printed document, so children list as printed. */
    position: integer("position").notNull(),
    hasChildren: boolean("has_children").notNull().default(false),
  },
  (t) => [index("tariff_nodes_parent_idx").on(t.parentId, t.position), index("tariff_nodes_code_idx").on(t.code)],
);

export const dutyRates = pgTable("duty_rates", {
  code: text("code").primaryKey(),
  rateRaw: text("rate_raw").notNull(),
  rateType: text("rate_type").notNull(),
  advalPct: doublePrecision("adval_pct"),
  specAmount: doublePrecision("spec_amount"),
  specCurrency: text("spec_currency"),
  specPerQty: doublePrecision("spec_per_qty"),
  specPerUnit: text("spec_per_unit"),
  altAdvalPct: doublePrecision("alt_adval_pct"),
  /** ETT footnote ids as ett_notes.note_id spells them (`63С`, Cyrillic С). */
  ettNotes: text("ett_notes").array().notNull().default([]),
  unit: text("unit"),
});

export const ettNotes = pgTable("ett_notes", {
  noteId: text("note_id").primaryKey(),
  textRu: text("text_ru"),
  status: text("status").notNull(),
  rateRaw: text("rate_raw"),
  rateType: text("rate_type"),
  advalPct: doublePrecision("adval_pct"),
  specAmount: doublePrecision("spec_amount"),
  specCurrency: text("spec_currency"),
  specPerQty: doublePrecision("spec_per_qty"),
  specPerUnit: text("spec_per_unit"),
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  memberStateScope: text("member_state_scope"),
});

export const tnvedFootnotes = pgTable("tnved_footnotes", {
  noteId: text("note_id").primaryKey(),
  textRu: text("text_ru").notNull(),
});

/** Section and chapter notes and the General Interpretation Rules. */
export const tariffNotes = pgTable("tariff_notes", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  titleRu: text("title_ru"),
  textRu: text("text_ru").notNull(),
});

export const chapters = pgTable("chapters", {
  chapter: text("chapter").primaryKey(),
  section: text("section").notNull(),
  sourcePdf: text("source_pdf"),
  amendedAsOf: text("amended_as_of"),
});

export const units = pgTable("units", {
  symbol: text("symbol").primaryKey(),
  nameRu: text("name_ru").notNull(),
  okeiCode: text("okei_code"),
  role: text("role").notNull(),
});

export const abbreviations = pgTable("abbreviations", {
  abbr: text("abbr").primaryKey(),
  meaningRu: text("meaning_ru").notNull(),
});

export const countries = pgTable("countries", {
  iso2: text("iso2").primaryKey(),
  iso3: text("iso3").notNull(),
  isoNumeric: text("iso_numeric").notNull(),
  nameRu: text("name_ru").notNull(),
  nameKk: text("name_kk").notNull(),
  nameEn: text("name_en").notNull(),
  eaeuMember: boolean("eaeu_member").notNull(),
  eaeuMemberSince: text("eaeu_member_since"),
  labelLon: doublePrecision("label_lon"),
  labelLat: doublePrecision("label_lat"),
});

export const kzRegions = pgTable("kz_regions", {
  iso: text("iso").primaryKey(),
  isoLegacy: text("iso_legacy"),
  katoPrefix: text("kato_prefix").notNull(),
  type: text("type").notNull(),
  nameRu: text("name_ru").notNull(),
  nameKk: text("name_kk").notNull(),
  nameEn: text("name_en").notNull(),
  adminCenterRu: text("admin_center_ru"),
  adminCenterEn: text("admin_center_en"),
  labelLon: doublePrecision("label_lon"),
  labelLat: doublePrecision("label_lat"),
  areaKm2: doublePrecision("area_km2"),
  /** GeoJSON geometry (OpenStreetMap, ODbL). */
  geometry: jsonb("geometry"),
});

/** National Bank of Kazakhstan average rates, KZT per unit, by month (YYYY-MM). */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    period: text("period").notNull(),
    currency: text("currency").notNull(),
    kztPerUnit: doublePrecision("kzt_per_unit").notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.currency] })],
);

/** МРП: one row per value; a year can change it mid-year (2020, 2022). */
export const mci = pgTable("mci", {
  effectiveFrom: text("effective_from").primaryKey(),
  year: integer("year").notNull(),
  kzt: integer("kzt").notNull(),
});

/** EU Regulation 833/2014 annex entries by CN code. */
export const sanctionCodes = pgTable(
  "sanction_codes",
  {
    id: serial("id").primaryKey(),
    jurisdiction: text("jurisdiction").notNull(),
    legalAct: text("legal_act").notNull(),
    consolidatedVersion: text("consolidated_version"),
    annex: text("annex").notNull(),
    annexTitle: text("annex_title"),
    articles: text("articles"),
    measure: text("measure").notNull(),
    measureDescription: text("measure_description"),
    cnCode: text("cn_code").notNull(),
    codeDigits: integer("code_digits").notNull(),
    isEx: boolean("is_ex").notNull(),
    hsDescription: text("hs_description"),
    sourceUrl: text("source_url"),
  },
  (t) => [index("sanction_codes_cn_idx").on(t.cnCode)],
);

/** Common High Priority List (US, EU, UK, JP) by HS-6. */
export const chpl = pgTable("chpl", {
  hs6: text("hs6").primaryKey(),
  /** `1`, `2`, `3.A`, `3.B`, `4.A`, `4.B` as the list prints them. */
  tier: text("tier").notNull(),
  tierName: text("tier_name").notNull(),
  hsDescription: text("hs_description"),
  jurisdictions: text("jurisdictions").array().notNull(),
  listVersion: text("list_version"),
  euLegalReference: text("eu_legal_reference"),
});

export const unlocodes = pgTable(
  "unlocodes",
  {
    locode: text("locode").primaryKey(),
    country: text("country").notNull(),
    name: text("name").notNull(),
    nameAscii: text("name_ascii"),
    subdivision: text("subdivision"),
    status: text("status"),
    function: text("function"),
    iata: text("iata"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [index("unlocodes_country_idx").on(t.country)],
);

export * from "./auth-schema.ts";
export * from "./search-schema.ts";
export * from "./fiscal-schema.ts";
export * from "./user-data-schema.ts";
export * from "./calculator-schema.ts";
export * from "./sanctions-schema.ts";
export * from "./containers-schema.ts";
export * from "./card-openings-schema.ts";
export * from "./trade-schema.ts";
export * from "./payments-schema.ts";
export * from "./changes-schema.ts";
export * from "./watch-schema.ts";
export * from "./logistics-schema.ts";
export * from "./workspace-schema.ts";
export * from "./measures-schema.ts";
