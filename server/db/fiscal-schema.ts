import { doublePrecision, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

// Kazakhstan fiscal reference of the code card (issue #5): VAT, excise, export duties, ЕСТП preferences and
// the registry of the acts behind them (data/tariff/*.csv, "Added 2026-11-21" in data/tariff/SOURCE.md).
// None of these files is a complete official table; the `verification` columns say how far each row was checked.

/** A ТН ВЭД scope as inclusive ranges of 10-digit codes: a prefix `2402 20` is `2402200000`–`2402209999`. */
export type CodeRange = { lo: string; hi: string };

const sourceColumns = {
  legalBasis: text("legal_basis"),
  sourceUrl: text("source_url"),
  sourceType: text("source_type"),
  verification: text("verification"),
};

/** kz_fiscal_reference.csv: single facts (VAT rates by period, a few excise rates, fees, МРП); `id` = record number. */
export const fiscalReference = pgTable("fiscal_reference", {
  id: integer("id").primaryKey(),
  topic: text("topic").notNull(),
  item: text("item").notNull(),
  value: doublePrecision("value"),
  unit: text("unit"),
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  ...sourceColumns,
});

/** kz_vat_2026.csv: reduced rates, exemptions, offset method, threshold (the goods lists were not obtained). */
export const vatItems = pgTable("vat_items", {
  item: text("item").primaryKey(),
  /** As written: `5`, `exempt`, `offset method`. */
  value: text("value").notNull(),
  unit: text("unit"),
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  scope: text("scope"),
  note: text("note"),
  ...sourceColumns,
});

/** kz_excise_2026.csv. `scope` null = the hs_scope could not be read as codes (kept out of code matching). */
export const exciseItems = pgTable("excise_items", {
  itemId: text("item_id").primaryKey(),
  goodsRu: text("goods_ru").notNull(),
  goodsEn: text("goods_en"),
  hsScope: text("hs_scope").notNull(),
  hsScopeBasis: text("hs_scope_basis"),
  scope: jsonb("scope").$type<CodeRange[]>(),
  taxableEvent: text("taxable_event"),
  rateValue: doublePrecision("rate_value"),
  rateUnit: text("rate_unit"),
  rateType: text("rate_type").notNull(),
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  note: text("note"),
  ...sourceColumns,
});

/** kz_export_duties.csv (Order No. 81 of 17.02.2016 as amended; partial). */
export const exportDutyItems = pgTable("export_duty_items", {
  itemId: text("item_id").primaryKey(),
  goodsRu: text("goods_ru").notNull(),
  goodsEn: text("goods_en"),
  hsScope: text("hs_scope").notNull(),
  hsScopeBasis: text("hs_scope_basis"),
  scope: jsonb("scope").$type<CodeRange[]>(),
  rateRaw: text("rate_raw"),
  rateType: text("rate_type").notNull(),
  advalPct: doublePrecision("adval_pct"),
  specAmount: doublePrecision("spec_amount"),
  specCurrency: text("spec_currency"),
  specPerQty: doublePrecision("spec_per_qty"),
  specPerUnit: text("spec_per_unit"),
  /** MM-DD, inclusive; the season may wrap the year end. */
  seasonFrom: text("season_from"),
  seasonTo: text("season_to"),
  /** As written: `2023`, `2023-02` or a full date. */
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  note: text("note"),
  ...sourceColumns,
});

/** eaeu_preference_rules.csv: ЕСТП duty treatment by beneficiary category. */
export const preferenceRules = pgTable("preference_rules", {
  ruleId: text("rule_id").primaryKey(),
  beneficiaryCategory: text("beneficiary_category").notNull(),
  dutyTreatment: text("duty_treatment").notNull(),
  dutyFactorOfEtt: doublePrecision("duty_factor_of_ett"),
  goodsScope: text("goods_scope"),
  conditions: text("conditions"),
  validFrom: text("valid_from"),
  note: text("note"),
  ...sourceColumns,
});

/** preference_countries.csv: countries whose ЕСТП status a source states (partial). */
export const preferenceCountries = pgTable("preference_countries", {
  iso2: text("iso2").primaryKey(),
  iso3: text("iso3").notNull(),
  nameEn: text("name_en").notNull(),
  nameRu: text("name_ru").notNull(),
  status: text("status").notNull(),
  statusSince: text("status_since"),
  previousStatus: text("previous_status"),
  legalAct: text("legal_act"),
  sourceUrl: text("source_url"),
  verification: text("verification"),
  note: text("note"),
});

/** tariff_acts.csv: the legal acts behind the fiscal files. */
export const tariffActs = pgTable("tariff_acts", {
  actId: text("act_id").primaryKey(),
  jurisdiction: text("jurisdiction").notNull(),
  body: text("body"),
  actType: text("act_type"),
  number: text("number"),
  date: text("date"),
  /** The act's title in Russian (its official title where it has one); Kazakh and English are the project's wording (null before the first import that has them). */
  title: text("title").notNull(),
  titleKk: text("title_kk"),
  titleEn: text("title_en"),
  topic: text("topic"),
  inForceFrom: text("in_force_from"),
  status: text("status"),
  relatedActs: text("related_acts"),
  sourceUrl: text("source_url"),
  sourceType: text("source_type"),
  verification: text("verification"),
});
