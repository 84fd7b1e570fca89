import {
  exciseItems, exportDutyItems, fiscalReference, preferenceCountries, preferenceRules, tariffActs, vatItems,
} from "../db/fiscal-schema.ts";
import type { Fields } from "./fields.ts";
import { parseHsScope } from "./hs-scope.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";
import { factsByScope, validity } from "./scope-facts.ts";

// The Kazakhstan fiscal reference of the code card (data/tariff/SOURCE.md, "Added 2026-11-21"). Small,
// hand-compiled, partial files: every row keeps its legal basis, source address and verification note.

/** The provenance columns every fiscal file has. */
export const sources = (f: Fields) => ({
  legalBasis: f.text("legal_basis"),
  sourceUrl: f.text("source_url"),
  sourceType: f.text("source_type"),
  verification: f.text("verification"),
});

/** A number, or null for words (`exempt`) and empty fields. */
const numOrNull = (v: string | null) => (v !== null && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);

const FISCAL_FILE = "tariff/kz_fiscal_reference.csv";
export const fiscalReferenceDataset: Dataset = {
  name: "fiscal_reference",
  table: fiscalReference,
  files: [FISCAL_FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FISCAL_FILE)).map((f, k): typeof fiscalReference.$inferInsert => ({
      id: k + 1,
      topic: f.req("topic"),
      item: f.req("item"),
      value: numOrNull(f.text("value")),
      unit: f.text("unit"),
      validFrom: f.text("valid_from"),
      validTo: f.text("valid_to"),
      ...sources(f),
    }));
    return replaceRows(db, fiscalReference, rows);
  },
};

const VAT_FILE = "tariff/kz_vat_2026.csv";
export const vatItemsDataset: Dataset = {
  name: "vat_items",
  table: vatItems,
  files: [VAT_FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, VAT_FILE)).map((f): typeof vatItems.$inferInsert => ({
      item: f.req("item"),
      value: f.req("value"),
      unit: f.text("unit"),
      validFrom: f.text("valid_from"),
      validTo: f.text("valid_to"),
      scope: f.text("scope"),
      note: f.text("note"),
      ...sources(f),
    }));
    return replaceRows(db, vatItems, rows);
  },
};

const EXCISE_FILE = "tariff/kz_excise_2026.csv";
export const exciseItemsDataset: Dataset = {
  name: "excise_items",
  table: exciseItems,
  files: [EXCISE_FILE],
  // Per line: each excise item covering it, its rate and when it applies.
  facts: {
    field: "excise",
    async read(db) {
      const items = await db.select().from(exciseItems).orderBy(exciseItems.itemId);
      return factsByScope(db, items.map((i) => ({
        scope: i.scope,
        text: `${i.goodsRu}: ${i.rateValue ?? i.rateType}${i.rateUnit ? ` ${i.rateUnit}` : ""}${validity(i.validFrom, i.validTo)}`,
      })));
    },
  },
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, EXCISE_FILE)).map((f): typeof exciseItems.$inferInsert => {
      const hsScope = f.text("hs_scope") ?? "";
      const basis = f.text("hs_scope_basis");
      return {
        itemId: f.req("item_id"),
        goodsRu: f.req("goods_ru"),
        goodsEn: f.text("goods_en"),
        hsScope,
        hsScopeBasis: basis,
        scope: parseHsScope(hsScope, basis).ranges,
        taxableEvent: f.text("taxable_event"),
        rateValue: f.num("rate_value"),
        rateUnit: f.text("rate_unit"),
        rateType: f.req("rate_type"),
        validFrom: f.text("valid_from"),
        validTo: f.text("valid_to"),
        note: f.text("note"),
        ...sources(f),
      };
    });
    return replaceRows(db, exciseItems, rows);
  },
};

const EXPORT_FILE = "tariff/kz_export_duties.csv";
export const exportDutyItemsDataset: Dataset = {
  name: "export_duty_items",
  table: exportDutyItems,
  files: [EXPORT_FILE],
  // Per line: each export duty item covering it, its rate as written and when it applies.
  facts: {
    field: "export_duty",
    async read(db) {
      const items = await db.select().from(exportDutyItems).orderBy(exportDutyItems.itemId);
      return factsByScope(db, items.map((i) => ({ scope: i.scope, text: `${i.goodsRu}: ${i.rateRaw ?? i.rateType}${validity(i.validFrom, i.validTo)}` })));
    },
  },
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, EXPORT_FILE)).map((f): typeof exportDutyItems.$inferInsert => {
      const hsScope = f.text("hs_scope") ?? "";
      const basis = f.text("hs_scope_basis");
      return {
        itemId: f.req("item_id"),
        goodsRu: f.req("goods_ru"),
        goodsEn: f.text("goods_en"),
        hsScope,
        hsScopeBasis: basis,
        scope: parseHsScope(hsScope, basis).ranges,
        rateRaw: f.text("rate_raw"),
        rateType: f.req("rate_type"),
        advalPct: f.num("adval_pct"),
        specAmount: f.num("spec_amount"),
        specCurrency: f.text("spec_currency"),
        specPerQty: f.num("spec_per_qty"),
        specPerUnit: f.text("spec_per_unit"),
        seasonFrom: f.text("season_from_mmdd"),
        seasonTo: f.text("season_to_mmdd"),
        validFrom: f.text("valid_from"),
        validTo: f.text("valid_to"),
        note: f.text("note"),
        ...sources(f),
      };
    });
    return replaceRows(db, exportDutyItems, rows);
  },
};

const RULES_FILE = "tariff/eaeu_preference_rules.csv";
export const preferenceRulesDataset: Dataset = {
  name: "preference_rules",
  table: preferenceRules,
  files: [RULES_FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, RULES_FILE)).map((f): typeof preferenceRules.$inferInsert => ({
      ruleId: f.req("rule_id"),
      beneficiaryCategory: f.req("beneficiary_category"),
      dutyTreatment: f.req("duty_treatment"),
      dutyFactorOfEtt: f.num("duty_factor_of_ett"),
      goodsScope: f.text("goods_scope"),
      conditions: f.text("conditions"),
      validFrom: f.text("valid_from"),
      note: f.text("note"),
      ...sources(f),
    }));
    return replaceRows(db, preferenceRules, rows);
  },
};

const COUNTRIES_FILE = "tariff/preference_countries.csv";
export const preferenceCountriesDataset: Dataset = {
  name: "preference_countries",
  table: preferenceCountries,
  files: [COUNTRIES_FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, COUNTRIES_FILE)).map((f): typeof preferenceCountries.$inferInsert => ({
      iso2: f.req("iso_alpha2"),
      iso3: f.req("iso_alpha3"),
      nameEn: f.req("name_en"),
      nameRu: f.req("name_ru"),
      status: f.req("status"),
      statusSince: f.text("status_since"),
      previousStatus: f.text("previous_status"),
      legalAct: f.text("legal_act"),
      sourceUrl: f.text("source_url"),
      verification: f.text("verification"),
      note: f.text("note"),
    }));
    return replaceRows(db, preferenceCountries, rows);
  },
};

const ACTS_FILE = "tariff/tariff_acts.csv";
export const tariffActsDataset: Dataset = {
  name: "tariff_acts",
  table: tariffActs,
  files: [ACTS_FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, ACTS_FILE)).map((f): typeof tariffActs.$inferInsert => ({
      actId: f.req("act_id"),
      jurisdiction: f.req("jurisdiction"),
      body: f.text("body"),
      actType: f.text("act_type"),
      number: f.text("number"),
      date: f.text("date"),
      title: f.req("title_ru"),
      titleKk: f.req("title_kk"),
      titleEn: f.req("title_en"),
      topic: f.text("topic"),
      inForceFrom: f.text("in_force_from"),
      status: f.text("status"),
      relatedActs: f.text("related_acts"),
      sourceUrl: f.text("source_url"),
      sourceType: f.text("source_type"),
      verification: f.text("verification"),
    }));
    return replaceRows(db, tariffActs, rows);
  },
};
