import { z } from "zod";

// Trade analytics (issue 8), first calls. Partner figures are official (BNS / WITS); company and region
// figures come from declaration lines, which are the seeded demo set until an operator loads real ones:
// every answer says where its figures come from (`source`) and whether any of them is demo data (`demo`).

export const year = z.coerce.number().int().min(1990).max(2100);
export const flow = z.enum(["import", "export"]);

// ---------- GET /v1/country ----------
/** `year`: default the latest year with partner figures; `flow`: default import. */
export const countryQuery = z.object({ year: year.optional(), flow: flow.default("import") });

export const countryRow = z.object({
  iso2: z.string(),
  iso3: z.string(),
  /** In the `lang` header's locale. */
  name: z.string(),
  value_usd: z.number().nonnegative(),
  /** Of the national total of the year (BNS) where known, else of the partners listed. */
  share: z.number().min(0).max(1),
  eaeu_member: z.boolean(),
  /** `BNS ASPR RK` (2020–2025) or `WITS (UN Comtrade, KZ reporter)` (2015–2019). */
  source: z.string(),
});
export const countryBody = z.object({
  /** The main partners (39), largest first. */
  data: z.array(countryRow),
  meta: z.object({
    year: z.number().int(),
    flow,
    /** Years with partner figures. */
    years: z.array(z.number().int()),
    /** Kazakhstan's total of the year and flow (BNS, the months summed), null when not published. */
    total_usd: z.number().nullable(),
    /** Partners of the list with no figure for the year (ISO2). */
    not_reported: z.array(z.string()),
  }),
  source: z.string(),
  demo: z.literal(false),
});
export type CountryBody = z.infer<typeof countryBody>;

// ---------- declaration-based calls ----------
export const filters = {
  /** Absent: every year. */
  year: year.optional(),
  /** kz_regions id (`KZ-75`). */
  region: z.string().trim().toUpperCase().regex(/^KZ-\d{2}$/).optional(),
  /** Partner country, ISO 3166-1 alpha-2. */
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).optional(),
  /** ТН ВЭД code prefix, 2–10 digits (spaces and dots ignored). */
  code: z.string().transform((s) => s.replace(/[\s.]+/g, "")).pipe(z.string().regex(/^\d{2,10}$/)).optional(),
};

/** Every answer built from declaration lines says this. */
export const provenance = {
  /** Where the lines come from (the demo generator, or the operator's files). */
  source: z.string(),
  /** Any line behind the answer is demo data. */
  demo: z.boolean(),
  /** A translated "demo data" notice when `demo`, else null. */
  demo_note: z.string().nullable(),
};

// ---------- GET /v1/importers, GET /v1/exporters ----------
export const COMPANIES_MAX_LIMIT = 100;
export const companiesQuery = z.object({
  ...filters,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(COMPANIES_MAX_LIMIT).default(20),
  /** By value: largest first (`desc`, default) or smallest first. */
  order: z.enum(["desc", "asc"]).default("desc"),
});
export const companyRow = z.object({
  /** Business identification number, 12 digits. */
  bin: z.string(),
  name: z.string(),
  /** The region of most of the company's value. */
  region: z.object({ id: z.string(), name: z.string() }),
  value_usd: z.number(),
  /** Of the total of every company matching the filters. */
  share: z.number().min(0).max(1),
  net_weight_kg: z.number(),
  /** Declaration lines. */
  lines: z.number().int(),
  partners: z.number().int(),
  codes: z.number().int(),
});
export const companiesBody = z.object({
  data: z.array(companyRow),
  meta: z.object({
    flow,
    page: z.number().int(),
    limit: z.number().int(),
    /** Companies matching the filters. */
    total: z.number().int(),
    /** Their value together. */
    total_usd: z.number(),
  }),
  ...provenance,
});
export type CompaniesBody = z.infer<typeof companiesBody>;

// ---------- GET /v1/regions ----------
export const regionsQuery = z.object({ year: year.optional(), flow: flow.default("import") });
export const regionRow = z.object({
  id: z.string(),
  name: z.string(),
  value_usd: z.number(),
  share: z.number().min(0).max(1),
  companies: z.number().int(),
  lines: z.number().int(),
});
export const regionsBody = z.object({
  /** All 20 regions, largest first (zero where no line names the region). */
  data: z.array(regionRow),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  ...provenance,
});
export type RegionsBody = z.infer<typeof regionsBody>;
