import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

// Kazakhstan's foreign trade (issue 8). The official BNS / NBK figures of data/trade are kept as the files
// give them (their units, one row per file row, each with its source); declaration lines are either an
// operator's real declarations or the seeded demo set (`demo = true`), never mixed up.

/** National goods trade per month, thousand USD (BNS). */
export const tradeMonthlyTotals = pgTable("trade_monthly_totals", {
  period: text("period").primaryKey(),
  exportsThousandUsd: doublePrecision("exports_thousand_usd").notNull(),
  importsThousandUsd: doublePrecision("imports_thousand_usd").notNull(),
  turnoverThousandUsd: doublePrecision("turnover_thousand_usd").notNull(),
  balanceThousandUsd: doublePrecision("balance_thousand_usd").notNull(),
  source: text("source").notNull(),
});

/** Per calendar year, million USD: the sum of the monthly file (2026: January–June only). */
export const tradeAnnualTotals = pgTable("trade_annual_totals", {
  year: integer("year").primaryKey(),
  monthsCovered: integer("months_covered").notNull(),
  exportsMillionUsd: doublePrecision("exports_million_usd").notNull(),
  importsMillionUsd: doublePrecision("imports_million_usd").notNull(),
  turnoverMillionUsd: doublePrecision("turnover_million_usd").notNull(),
  balanceMillionUsd: doublePrecision("balance_million_usd").notNull(),
  completeYear: boolean("complete_year").notNull(),
  source: text("source").notNull(),
});

/** The 39 main partners per year, million USD; NULL = not reported. */
export const tradePartnerAnnual = pgTable(
  "trade_partner_annual",
  {
    partnerIso2: text("partner_iso2").notNull(),
    partnerIso3: text("partner_iso3").notNull(),
    year: integer("year").notNull(),
    exportsMusd: doublePrecision("exports_musd"),
    importsMusd: doublePrecision("imports_musd"),
    /** The file's `source_basis`: WITS (2015–2019) or BNS (2020–2025). */
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerIso2, t.year] })],
);

/** Every partner (200): mean annual trade 2023–2025, million USD. */
export const tradePartnerAvg = pgTable("trade_partner_avg", {
  partnerIso2: text("partner_iso2").primaryKey(),
  partnerIso3: text("partner_iso3").notNull(),
  exportsMusd: doublePrecision("exports_musd_avg").notNull(),
  importsMusd: doublePrecision("imports_musd_avg").notNull(),
  turnoverMusd: doublePrecision("turnover_musd_avg").notNull(),
  eaeuMember: boolean("eaeu_member").notNull(),
  source: text("source").notNull(),
});

/** HS 2022 at 2, 4 and 6 digits (English names; Russian for chapters only, as BNS names them). */
export const hsNomenclature = pgTable("hs_nomenclature", {
  hsCode: text("hs_code").primaryKey(),
  level: integer("level").notNull(),
  parent: text("parent"),
  chapter: text("chapter").notNull(),
  section: text("section").notNull(),
  nameEn: text("name_en").notNull(),
  nameRu: text("name_ru"),
  source: text("source").notNull(),
});

/** HS sections I–XXI with the chapters BNS groups under each. */
export const hsSections = pgTable("hs_sections", {
  section: text("section").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameRu: text("name_ru").notNull(),
  chapters: text("chapters").array().notNull(),
  source: text("source").notNull(),
});

/** NBK yearly means of the monthly average rates, KZT per unit. */
export const exchangeRatesAnnual = pgTable(
  "exchange_rates_annual",
  {
    year: integer("year").notNull(),
    currency: text("currency").notNull(),
    kztPerUnit: doublePrecision("kzt_per_unit").notNull(),
    monthsCovered: integer("months_covered").notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.currency] })],
);

/** One declaration line (format: server/trade/declaration-format.ts, README "Declarations"). */
export const tradeDeclarations = pgTable(
  "trade_declarations",
  {
    id: serial("id").primaryKey(),
    /** YYYY-MM-DD when the file gives the day, else NULL. */
    date: text("date"),
    /** YYYY-MM. */
    period: text("period").notNull(),
    year: integer("year").notNull(),
    /** `import` or `export`. */
    flow: text("flow").notNull(),
    bin: text("bin").notNull(),
    companyName: text("company_name").notNull(),
    /** kz_regions.iso (`KZ-75`). */
    region: text("region").notNull(),
    partnerIso2: text("partner_iso2").notNull(),
    code: text("code").notNull(),
    /** Customs value in US cents (exact sums). */
    valueCents: bigint("value_cents", { mode: "number" }).notNull(),
    netWeightKg: doublePrecision("net_weight_kg"),
    quantity: doublePrecision("quantity"),
    unit: text("unit"),
    /** transport_modes.code (the mode at the border), when the file gives it. */
    transportMode: text("transport_mode"),
    /** delivery_terms.code (Incoterms 2020), when the file gives it. */
    deliveryTerms: text("delivery_terms"),
    /** customs_posts.code, when the file gives it. */
    customsPost: text("customs_post"),
    /** The seeded demo set (true) or an operator's declarations (false). */
    demo: boolean("demo").notNull(),
    /** The file the line was loaded from. */
    source: text("source").notNull(),
  },
  (t) => [
    index("trade_declarations_flow_year_idx").on(t.flow, t.year),
    index("trade_declarations_bin_idx").on(t.bin),
    index("trade_declarations_source_idx").on(t.source),
    // Goods calls filter by code prefix (LIKE '84%'): pattern ops so the index serves LIKE on any collation.
    index("trade_declarations_code_flow_idx").on(t.code.op("text_pattern_ops"), t.flow),
  ],
);
