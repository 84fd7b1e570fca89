import { z } from "zod";
import { figureSource } from "./figure-source.ts";

// Measures by code (issue #19), modelled as the UK tariff models them: a code prefix (less exclusions), a type,
// the origins it applies to, the rate or condition, the act it comes from and the dates it applies.

/** The kinds of measure a code can carry; the importer (server/import/measure-rows.ts) accepts only these. */
export const MEASURE_TYPES = [
  "kz_wto_rate",
  "antidumping",
  "countervailing",
  "safeguard",
  "ntm_licence",
  "ntm_permit",
  "ntm_notification",
  "marking",
  "tariff_benefit",
] as const;
export const measureType = z.enum(MEASURE_TYPES);
export type MeasureType = z.infer<typeof measureType>;

/** Which call answers which types: the non-tariff measures join the restrictions, the remedies their own call. */
export const NTM_TYPES = ["ntm_licence", "ntm_permit", "ntm_notification"] as const satisfies readonly MeasureType[];
export const REMEDY_TYPES = ["antidumping", "countervailing", "safeguard"] as const satisfies readonly MeasureType[];
export const MARKING_TYPES = ["marking"] as const satisfies readonly MeasureType[];
/** Exemptions from the import duty and lowered duties the EAEU grants for goods (tariff benefits). */
export const BENEFIT_TYPES = ["tariff_benefit"] as const satisfies readonly MeasureType[];

export const measureItem = z.object({
  type: measureType,
  /** The prefix (2 to 10 digits) the measure is written for; it covers the code less `excluded_prefixes`. */
  code_prefix: z.string(),
  excluded_prefixes: z.array(z.string()),
  /** ISO alpha-2 countries (or group names) of origin; empty = every origin. */
  origins: z.array(z.string()),
  /** The same origins named in the asked locale, in the same order (a group or an unknown code as written). */
  origin_names: z.array(z.string()),
  /** The exporter the act names; null = "all other exporters" (or no exporter at all). */
  exporter: z.string().nullable(),
  /** Rate or condition as the act states it ("12.5%", "licence"). */
  rate: z.string(),
  /** The document the importer presents, when the measure asks for one. */
  document: z.string().nullable(),
  /** The act: number, date (YYYY-MM-DD), the body that adopted it and the address of the text read. */
  act: z.object({ number: z.string(), date: z.string(), body: z.string(), url: z.string() }),
  /** The act as every figure of the card cites its source ("body No. number of date" and the link): show it under the measure. */
  source: figureSource,
  /** Applies from this date, up to (not including) `valid_to`; null = open-ended. */
  valid_from: z.string(),
  valid_to: z.string().nullable(),
});
export type MeasureItem = z.infer<typeof measureItem>;

/** One list the answer consulted, so "none found" can be told from "not compiled". */
export const measureList = z.object({
  type: measureType,
  /** The list's name in the asked locale. */
  title: z.string(),
  /** `compiled`: the portal holds `rows` rows of it; `not_compiled`: it holds none, so an empty answer says nothing. */
  state: z.enum(["compiled", "not_compiled"]),
  rows: z.number().int().nonnegative(),
  /** The version of the measures data set (first 12 hex digits of its hash) and when it was imported; null before any import. */
  version: z.string().nullable(),
  imported_at: z.string().nullable(),
});
export type MeasureList = z.infer<typeof measureList>;

/** The measures of some types applying to a code on a date, and every list consulted. */
export const measuresSlice = z.object({
  items: z.array(measureItem),
  lists_checked: z.array(measureList),
});
export type MeasuresSlice = z.infer<typeof measuresSlice>;

/** ISO alpha-2 country of origin, upper case. */
export const originCountry = z.string().regex(/^[A-Z]{2}$/);
