import { z } from "zod";
import { queryText } from "./common.ts";

// Sanctions (main API): EU 833/2014 and CHPL measures by code, the lists and regimes with their
// versions, statistics of designations against Russia, and screening of names against the lists.

/** Digits with spaces and dots ignored (`8471 30` → `847130`); 2 to 10 of them. */
const codeLike = z
  .string()
  .transform((s) => s.replace(/[\s.]+/g, ""))
  .pipe(z.string().regex(/^\d{2,10}$/));

// ---------- GET /v1/products/sanctions ----------
export const sanctionsCodeQuery = z.object({ code: codeLike });


export const sanctionMeasure = z.object({
  /** Imposing jurisdiction (`EU`). */
  jurisdiction: z.string(),
  legal_act: z.string(),
  /** Annex number (`XXIII`). */
  annex: z.string(),
  annex_title: z.string().nullable(),
  articles: z.string().nullable(),
  /** `export_ban`, `import_ban`, `export_ban_third_country`, `maritime_services_price_cap`, `port_access_derogation`, `no_russia_clause_due_diligence`, `due_diligence_obligation`, `see_article`. */
  measure: z.string(),
  measure_description: z.string().nullable(),
  /** `export` (to Russia), `import` (from Russia) or `other` (not a goods ban). */
  direction: z.enum(["export", "import", "other"]),
  /** "ex" code: only part of the annex code is covered (read the annex text). */
  is_ex: z.boolean(),
  /** The code as the annex writes it (2/4/6/8 digits). */
  matched_prefix: z.string(),
  /**
   * `covers`: the annex code is the asked code or a prefix of it, so it covers every code below;
   * `below`: the annex code is longer than the asked one, so it covers only part of the asked code.
   */
  scope: z.enum(["covers", "below"]),
  /** Consolidated version of the act, YYYY-MM-DD. */
  version: z.string().nullable(),
  /** EUR-Lex address of the annex. */
  source_url: z.string().nullable(),
});
export type SanctionMeasure = z.infer<typeof sanctionMeasure>;

export const chplEntry = z.object({
  hs6: z.string(),
  /** `1`, `2`, `3.A`, `3.B`, `4.A`, `4.B`. */
  tier: z.string(),
  tier_name: z.string(),
  jurisdictions: z.array(z.string()),
  version: z.string().nullable(),
  legal_reference: z.string().nullable(),
});

export const codeSanctions = z.object({
  /** The code asked, digits only. */
  code: z.string(),
  /** Measures covering the code (`scope: covers`), then the ones below it, shortest annex code first. */
  measures: z.array(sanctionMeasure),
  /** CHPL entry of the code's HS-6 (codes of 6 digits or more), or null. */
  chpl: chplEntry.nullable(),
  /** CHPL entries below a code shorter than 6 digits (they cover part of it). */
  chpl_below: z.array(chplEntry),
  /** A export ban, a due-diligence duty or a CHPL tier touches the code: selling it on to Russia is risky. */
  reexport_risk: z.boolean(),
});
export type CodeSanctions = z.infer<typeof codeSanctions>;
export const codeSanctionsBody = z.object({ data: codeSanctions });

// ---------- GET /v1/products/directories/sanctions ----------
export const sanctionAnnex = z.object({
  annex: z.string(),
  title: z.string().nullable(),
  articles: z.string().nullable(),
  measure: z.string(),
  /** CN codes the annex lists in our data. */
  codes: z.number().int().nonnegative(),
  url: z.string().nullable(),
});
export const sanctionRegime = z.object({
  id: z.string(),
  jurisdiction: z.string(),
  legal_act: z.string(),
  version: z.string().nullable(),
  source_url: z.string().nullable(),
  annexes: z.array(sanctionAnnex),
});
export const sanctionList = z.object({
  /** `ofac_sdn`, `ofac_cons`, `un`, `uk`, `eu`. */
  id: z.string(),
  jurisdiction: z.string(),
  title: z.string(),
  /** Date of the snapshot (YYYY-MM-DD, or YYYY-MM when only the month is known); null when not recorded. */
  version: z.string().nullable(),
  /** Listed entries, and names with aliases. */
  entries: z.number().int().nonnegative(),
  names: z.number().int().nonnegative(),
  publisher_url: z.string(),
  source: z.string(),
  licence: z.string(),
  limitations: z.string(),
});
export type SanctionListInfo = z.infer<typeof sanctionList>;
export const sanctionsDirectoryBody = z.object({ data: z.object({ regimes: z.array(sanctionRegime), lists: z.array(sanctionList) }) });

// ---------- GET /v1/sanctions/statistics/against-russia ----------
export const statsSeries = z.object({
  jurisdiction: z.string(),
  /** The list the counts were made from, as the data names it. */
  source: z.string(),
  /** `designations_added` (per month) or `active_listings` (listed at a date). */
  metric: z.string(),
  /** `individual`, `entity`, `vessel`, `aircraft` or `all`. */
  target_type: z.string(),
  /** `month` (periods YYYY-MM) or `snapshot` (periods are dates). */
  period_type: z.string(),
  /** Date of the data the series was counted from (YYYY-MM-DD or YYYY-MM). */
  as_of: z.string(),
  scope: z.string().nullable(),
  /** The series counts Russia designations only (UK Russia regime, US Russia-related programmes), not a whole list. */
  russia_scope: z.boolean(),
  notes: z.string().nullable(),
  points: z.array(z.object({ period: z.string(), value: z.number().int().nonnegative() })),
});
export type StatsSeries = z.infer<typeof statsSeries>;
export const russiaStatsBody = z.object({
  data: z.object({
    series: z.array(statsSeries),
    /** What the figures do not count, in the `lang` header's locale. */
    not_counted: z.array(z.string()),
  }),
});
export type RussiaStats = z.infer<typeof russiaStatsBody>["data"];

// ---------- GET /v1/sanctions/screen ----------
export const SCREEN_MAX_LENGTH = 200;
/** Each word is matched by trigrams on its own: a name of 100 one-letter words took up to a second. */
export const SCREEN_MAX_WORDS = 12;
export const SCREEN_MAX_LIMIT = 50;
/** `q`: a name in any script (1–200 characters, not only spaces, at most 12 words); `limit` 1–50, default 10. */
export const screenQuery = z.object({
  q: queryText(SCREEN_MAX_LENGTH, SCREEN_MAX_WORDS),
  limit: z.coerce.number().int().min(1).max(SCREEN_MAX_LIMIT).default(10),
});
export const screenHit = z.object({
  /** The entry's primary name. */
  name: z.string(),
  /** The name or alias that matched. */
  matched: z.string(),
  /** `ofac_sdn`, `ofac_cons`, `un`, `uk`, `eu`. */
  list: z.string(),
  list_title: z.string(),
  jurisdiction: z.string(),
  /** `individual`, `entity`, `vessel`, `aircraft` or `unknown`. */
  type: z.string(),
  /** Programmes (OFAC) or regimes (UK, UN); empty when the list gives none. */
  programs: z.array(z.string()),
  /** 0..1: 1 is the same name; below about 0.6 the likeness is weak. */
  score: z.number().min(0).max(1),
  /** Date of the list snapshot; null when not recorded. */
  list_date: z.string().nullable(),
  /** Designation date when the list gives one. */
  listed_on: z.string().nullable(),
});
export type ScreenHit = z.infer<typeof screenHit>;
/** Best first; empty when nothing is alike or the query has fewer than 3 letters or digits. */
export const screenBody = z.object({ data: z.array(screenHit) });
