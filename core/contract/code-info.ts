import { z } from "zod";
import { localeSchema } from "./common.ts";
import { figureSource } from "./figure-source.ts";
import { measureItem, measureList, measuresSlice, originCountry } from "./measures.ts";
import { nodeKind } from "./products.ts";

// The code card (issue #5): everything known about one 10-digit ТН ВЭД ЕАЭС code on one date.
// GET /api/v1/products/<call>?code=<10 digits>&date=YYYY-MM-DD, names in the `lang` header's locale.
// `information` answers the whole card; every other call answers exactly its slice of it
// (`information.data.<slice>` deep-equals the slice call's `data`; protective-measures narrowed by country or exporter is a part of it).

/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "Invalid date");

export const codeInfoQuery = z.object({
  /** 10 digits, no spaces. */
  code: z.string().regex(/^\d{10}$/),
  /** The date the tariff is wanted for; default today in Asia/Almaty. */
  date: isoDate.optional(),
});
export type CodeInfoQuery = z.infer<typeof codeInfoQuery>;

export { figureSource, type FigureSource } from "./figure-source.ts";

/** A name in the asked locale. */
export const localText = z.object({
  text: z.string(),
  /** Language of `text`. */
  lang: localeSchema,
  /** True when the asked locale has no translation and the Russian text is shown instead: mark it ("на русском"). */
  fallback: z.boolean(),
  /** True when `text` is the portal's own translation, not an official text: say so and link the Russian. */
  by_portal: z.boolean(),
});
export type LocalText = z.infer<typeof localText>;

/** An ETT-style rate (import or export duty). */
export const dutyRate = z.object({
  /** The rate as printed in the source: show this. */
  text: z.string(),
  /** `ad_valorem`, `specific`, `combined_min`, `compound_plus`, `alternative_lower`, `formula` or `unknown`. */
  type: z.string(),
  /** Percent of the customs value, when the rate has an ad valorem part. */
  ad_valorem: z.number().nullable(),
  /** Specific part: amount in currency per per_qty unit. */
  specific: z.object({ amount: z.number(), currency: z.string(), per_qty: z.number(), unit: z.string() }).nullable(),
});
export type DutyRate = z.infer<typeof dutyRate>;

/** Answered when our data has nothing for a part of the card: say "нет данных" with the message and the reference. */
export const noData = z.object({
  /** Translated plain sentence for the UI ("Нет данных: …"). */
  message: z.string(),
  /** The act that would hold the answer (link it), when the data knows one. */
  legal_reference: figureSource.nullable(),
});
export type NoData = z.infer<typeof noData>;

// ---------------------------------------------------------------------------------------------- classifications

export const classificationLevel = z.object({
  /** `section`, `chapter`, `heading`, `hs6` (HS 6-digit subheading) or `code` (the 10-digit code itself). */
  level: z.enum(["section", "chapter", "heading", "hs6", "code"]),
  /** Tree node id (open the tree at it). */
  id: z.string(),
  /** Digits (null for a section). */
  code: z.string().nullable(),
  /** As printed: `0101 21 000 0`; the Roman numeral for a section. */
  code_fmt: z.string().nullable(),
  name: localText,
});

export const classificationsData = z.object({
  code: z.string(),
  code_fmt: z.string(),
  /** The code's own name (its line in the table). */
  name: localText,
  /**
   * The name that reads alone: its own name, then the lines above it up to the heading ("Other: carcasses and
   * half-carcasses; meat of bovine animals…"); for titles and wherever the name is shown without its path.
   */
  full_name: localText,
  /** Supplementary unit (доп. ед. изм.), null when the table prints «–». */
  unit: z.string().nullable(),
  /** The standard levels: section, chapter, heading, HS6, code (HS6 missing only if the tree has no such line). */
  levels: z.array(classificationLevel),
  /** The full printed path from the section down to the code's parent, uncoded lines («– прочие:») included: the full description. */
  path: z.array(z.object({ id: z.string(), code: z.string().nullable(), code_fmt: z.string().nullable(), kind: nodeKind, name: localText })),
  /** The tree's source: ETT/ТН ВЭД chapter PDF with its last amendment date. */
  source: figureSource,
});
export type ClassificationsData = z.infer<typeof classificationsData>;

// ---------------------------------------------------------------------------------------------- import duty

export const ettNoteState = z.enum([
  /** In force on the date and applies in Kazakhstan: its rate replaces the base rate (read its conditions). */
  "in_force",
  /** Starts after the date. */
  "not_yet",
  /** Ended before the date. */
  "expired",
  /** Repealed note (kept for history). */
  "repealed",
  /** Applies only to goods imported into Russia: never to Kazakhstan. */
  "russia_only",
  /** The note's text is not in the newest notes PDF available (106С–117С): show "текст примечания отсутствует в источнике". */
  "text_missing",
  /** The note's start depends on a decision's entry into force, which the data does not date: show the text. */
  "dates_unknown",
]);

export const ettNote = z.object({
  /** `63С` (Cyrillic С). */
  id: z.string(),
  /** The note's Russian text; null when the source lacks it (state `text_missing`). */
  text: z.string().nullable(),
  /** Status in the notes file: `active`, `repealed`, `text_missing_in_source`. */
  status: z.string(),
  state: ettNoteState,
  /** False for Russia-only notes: show "только для России, в Казахстане не применяется". */
  applies_to_kz: z.boolean(),
  /** The note's validity, YYYY-MM-DD (null when open or unknown). */
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** The note's rate, when its text states one. */
  rate: dutyRate.nullable(),
  source: figureSource,
});
export type EttNote = z.infer<typeof ettNote>;

/** A rate that applies, with where it comes from. */
export const appliedRate = dutyRate.extend({
  /** The note whose rate is applied (null = base rate or Kazakhstan's WTO rate). Show "временная ставка, примечание 63С". */
  note_id: z.string().nullable(),
  source: figureSource,
});

export type AppliedRate = z.infer<typeof appliedRate>;

export const importDutyData = z.object({
  /** The ETT base rate. */
  base: dutyRate.extend({ source: figureSource }),
  /** The rate that applies in Kazakhstan on the date: the base rate, an ETT note's temporary rate, or Kazakhstan's lower WTO rate. */
  applied: appliedRate,
  /**
   * Kazakhstan's rate under its WTO commitments (EEC Council Decision No. 59) covering the code on the date, or null.
   * Applied only where the act states a plain percent lower than a plain percent CCT rate; show both and the reason.
   */
  kz_wto: z
    .object({
      measure: measureItem,
      /** The rate's percent when the act states a plain ad valorem rate; null otherwise. */
      ad_valorem: z.number().nullable(),
      /** `applied`: lower than the CCT rate, so it is the applied rate; `not_lower`: the CCT rate is as low or lower; `not_comparable`: one of the two is not a plain percent, compare by hand. */
      outcome: z.enum(["applied", "not_lower", "not_comparable"]),
      /** The CCT rate of the date (base or an ETT note's) it was compared with. */
      cct: appliedRate,
    })
    .nullable(),
  /** Every ETT note on the code, with why it applies or not on the date. */
  notes: z.array(ettNote),
  /** Regimes that can lower the duty and that our data does not hold (Decision No. 59 WTO rates, quotas, trade remedies). */
  not_included: z.array(noData),
});
export type ImportDutyData = z.infer<typeof importDutyData>;

// ---------------------------------------------------------------------------------------------- VAT (НДС)

export const vatRegime = z.object({
  id: z.string(),
  /** `reduced` (lower rate), `exempt`, `offset_method` (import VAT paid by offset, not at the border). */
  kind: z.enum(["reduced", "exempt", "offset_method"]),
  /** Percent, for `reduced`. */
  rate_pct: z.number().nullable(),
  /** What goods the regime covers, in the data's words (English or Russian). */
  scope: z.string(),
  /** Whether the code is known to be on the regime's list. Always `may_apply` now: the lists were not obtained. */
  applies: z.enum(["yes", "no", "may_apply"]),
  /** Translated sentence: "может применяться; перечень кодов не получен". */
  message: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  source: figureSource,
});

export const ndsData = z.object({
  /** The standard VAT rate on the date: 12 % until 2025-12-31, 16 % from 2026-01-01. Null only when no rate is known for the date. */
  standard: z.object({ rate_pct: z.number(), valid_from: z.string().nullable(), valid_to: z.string().nullable(), source: figureSource }).nullable(),
  /** Reduced rates, exemptions and the offset method valid on the date that MAY cover the code. */
  regimes: z.array(vatRegime),
});
export type NdsData = z.infer<typeof ndsData>;

// ---------------------------------------------------------------------------------------------- excise

export const exciseItem = z.object({
  id: z.string(),
  /** Goods as the source names them. */
  goods: z.string(),
  goods_en: z.string().nullable(),
  /** When the excise is due: import, production, wholesale, retail… */
  taxable_event: z.string().nullable(),
  /** Null when the source gives no rate (`rate_type` unknown): show "ставка не найдена". */
  rate_value: z.number().nullable(),
  /** `KZT per 1000 pcs`, `KZT per 1000 kg`, `% of value`. */
  rate_unit: z.string().nullable(),
  /** `specific`, `ad_valorem`, `unknown`, … */
  rate_type: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** The ТН ВЭД scope as written and whether it is from the source or mapped by us (mapped = indicative). */
  hs_scope: z.string(),
  hs_scope_basis: z.string().nullable(),
  note: z.string().nullable(),
  source: figureSource,
});

export const exciseData = z.object({
  /** True when our data has an excise item (with or without a rate) for the code on the date. */
  known: z.boolean(),
  items: z.array(exciseItem),
  /** When `known` is false: "нет данных" and the Tax Code reference. */
  no_data: noData.nullable(),
});
export type ExciseData = z.infer<typeof exciseData>;

// ---------------------------------------------------------------------------------------------- export duty

export const exportDutyItem = z.object({
  id: z.string(),
  goods: z.string(),
  goods_en: z.string().nullable(),
  rate: dutyRate,
  /** Seasonal rate: applies from/to these MM-DD (inclusive, may wrap the year end); null = all year. */
  season: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Whether the date is inside the season (null when not seasonal). */
  in_season: z.boolean().nullable(),
  /** Validity as the source gives it (year, year-month or full date). */
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  hs_scope: z.string(),
  hs_scope_basis: z.string().nullable(),
  /** `code`: the scope covers the code; `scope_not_parsed`: the scope names the code's heading but not its codes — "may apply". */
  match: z.enum(["code", "scope_not_parsed"]),
  note: z.string().nullable(),
  source: figureSource,
});

export const exportDutiesData = z.object({
  /** True when our data has an export-duty item for the code on the date. */
  known: z.boolean(),
  items: z.array(exportDutyItem),
  /** When `known` is false: "нет данных" with the order that lists all export duties (No. 81 of 17.02.2016). */
  no_data: noData.nullable(),
});
export type ExportDutiesData = z.infer<typeof exportDutiesData>;

// ---------------------------------------------------------------------------------------------- restrictions

export const eu833Entry = z.object({
  /** Annex number (`XXIII`). */
  annex: z.string(),
  annex_title: z.string().nullable(),
  articles: z.string().nullable(),
  /** `export_ban`, `import_ban`, `export_ban_third_country`, `maritime_services_price_cap`, `port_access_derogation`, `no_russia_clause_due_diligence`, `due_diligence_obligation`, `see_article`. */
  measure: z.string(),
  measure_description: z.string().nullable(),
  /** The CN code as listed in the annex (2/4/6/8 digits); it covers every code starting with it. */
  cn_code: z.string(),
  /** "ex" code: only part of the code is covered — show "частично (ex), см. текст приложения". */
  is_ex: z.boolean(),
  source: figureSource,
});

export const restrictionsData = z.object({
  /** True when any EU 833/2014 annex lists the code or a prefix of it. */
  eu_833_listed: z.boolean(),
  eu_833: z.array(eu833Entry),
  /** Common High Priority List entry of the code's HS6, or null. */
  chpl: z
    .object({
      hs6: z.string(),
      /** `1`, `2`, `3.A`, `3.B`, `4.A`, `4.B`. */
      tier: z.string(),
      tier_name: z.string(),
      jurisdictions: z.array(z.string()),
      source: figureSource,
    })
    .nullable(),
  /** The lists screened, for "проверено по: …" (also when nothing was found). */
  screened: z.array(figureSource),
  /** Non-tariff measures of the EAEU (licences, permits, the notification) on the date, with the lists consulted. */
  non_tariff: measuresSlice,
});
export type RestrictionsData = z.infer<typeof restrictionsData>;

// ---------------------------------------------------------------------------------------------- preferences

export const preferenceCountry = z.object({
  iso2: z.string(),
  name: localText,
  /** `developing`, `least_developed`, `excluded`, `not_confirmed`. */
  status: z.string(),
  status_since: z.string().nullable(),
  previous_status: z.string().nullable(),
  source: figureSource,
});
export type PreferenceCountry = z.infer<typeof preferenceCountry>;

export const preferenceCategory = z.object({
  /** `eaeu_origin`, `developing`, `least_developed`, `other`. */
  category: z.enum(["eaeu_origin", "developing", "least_developed", "other"]),
  /** Words from the data: "ETT rate × 0.75". */
  treatment: z.string(),
  /** Multiply the ETT rate by this (0 = duty-free); null when not a factor. */
  factor_of_ett: z.number().nullable(),
  /** The resulting ad valorem percent when the applied rate is purely ad valorem, else null. */
  ad_valorem_pct: z.number().nullable(),
  /** Whether the code is on the preference goods list: `may_apply` when the list was not obtained. */
  goods_list: z.enum(["all_goods", "may_apply"]),
  /** Translated sentence for the UI (conditions, "перечень товаров не получен"). */
  message: z.string(),
  conditions: z.string().nullable(),
  source: figureSource,
});

export const preferenceTariffData = z.object({
  categories: z.array(preferenceCategory),
  /** How many countries have a status a source states (the list itself: GET /v1/directories/preference-countries/). */
  countries_known: z.number().int().nonnegative(),
  /** Always false now: say "список стран неполный". */
  countries_complete: z.boolean(),
});
export type PreferenceTariffData = z.infer<typeof preferenceTariffData>;

// ---------------------------------------------------------------------------------------------- the whole card

export const codeInformationData = z.object({
  code: z.string(),
  /** The date the card is for (the asked one or today in Asia/Almaty). */
  date: z.string(),
  classifications: classificationsData,
  import_duty: importDutyData.nullable(),
  nds: ndsData,
  excise_duties: exciseData,
  export_duties: exportDutiesData,
  restrictions: restrictionsData,
  preference_tariff: preferenceTariffData,
  /** Mandatory marking in Kazakhstan: the product groups covering the code, each from its start date. */
  labels: measuresSlice,
  /** Anti-dumping, countervailing and safeguard duties of the EAEU in force, every origin and exporter. */
  protective_measures: measuresSlice,
  /** Tariff benefits (exemptions from the import duty) covering the code on the date. */
  benefits: measuresSlice,
});
export type CodeInformation = z.infer<typeof codeInformationData>;

const body = <T extends z.ZodType>(data: T) => z.object({ data });
export const codeInformationBody = body(codeInformationData);
export const codeClassificationsBody = body(classificationsData);
export const codeNdsBody = body(ndsData);
export const codeExciseBody = body(exciseData);
export const codeExportDutiesBody = body(exportDutiesData);
export const codeRestrictionsBody = body(restrictionsData);
export const codePreferenceBody = body(preferenceTariffData);
/** Countries whose preference status a source states. PARTIAL: a country not listed has unknown status. */
export const preferenceCountriesBody = body(z.array(preferenceCountry));
export const codeLabelsBody = body(measuresSlice);
export const codeProtectiveBody = body(measuresSlice);
/** The CCT import duty of the date (the card's `import_duty`); null when the tariff data holds no rate for the code. */
export const codeEttRateBody = body(importDutyData.nullable());
export const codeBenefitBody = body(measuresSlice);
/**
 * Kazakhstan's WTO rate (EEC Council Decision No. 59) on the date compared with the CCT rate (the card's
 * `import_duty.kz_wto`), and the list checked: `data` null over a list that is `not_compiled` says nothing.
 */
export const codeBtoRateBody = z.object({ data: importDutyData.shape.kz_wto, lists_checked: z.array(measureList) });

/** The protective measures' call: the card's query, narrowed to one origin and exporter when given. */
export const protectiveQuery = codeInfoQuery.extend({
  /** ISO alpha-2 country of origin: only the measures covering it. */
  country: originCountry.optional(),
  /** The exporter's name: its own measures where the act names it, else those for "all other exporters". */
  exporter: z.string().trim().min(1).max(200).optional(),
});

/** The slice calls: path segment → the key of `information.data` it answers. */
export const CODE_INFO_SLICES = {
  classifications: "classifications",
  nds: "nds",
  "excise-duties": "excise_duties",
  "export-duties": "export_duties",
  restrictions: "restrictions",
  "preference-tariff": "preference_tariff",
  labels: "labels",
  "protective-measures": "protective_measures",
  "ett-rate": "import_duty",
  benefit: "benefits",
} as const satisfies Record<string, keyof CodeInformation>;
