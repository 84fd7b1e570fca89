import { z } from "zod";
import { errorBody, type Endpoint } from "./common.ts";
import {
  companiesBody, companiesQuery, COMPANIES_MAX_LIMIT, countryBody, countryQuery, filters, flow, provenance, regionsBody, regionsQuery, year,
} from "./trade.ts";

// Trade analytics by geography and company (issue 8, spec §7): monthly dynamics, region and country references,
// companies by partner, competitors, a counterparty's summary and trade per customs area. Official BNS figures
// are shown as published with their source; everything summed from declaration lines carries `source`/`demo`.

const bin = z.string().trim().regex(/^\d{12}$/);
const named = z.object({ id: z.string(), name: z.string() });
const names = z.object({ ru: z.string(), kk: z.string(), en: z.string() });

// ---------- GET /v1/monitoring/{importers|exporters}/graph ----------
/** `year`: one year (wins over `from`/`to`); else `from`–`to`; default the latest 3 years with official months. */
export const monitoringGraphQuery = z.object({
  year: year.optional(),
  from: year.optional(),
  to: year.optional(),
  region: filters.region,
  country: filters.country,
  code: filters.code,
}).refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ["from"], message: "from after to" });
export const monitoringPoint = z.object({
  /** YYYY-MM. */
  period: z.string(),
  /** Kazakhstan's national total of the month and flow (BNS), whatever the filters; null when not published. */
  official_usd: z.number().nullable(),
  /** Declaration lines of the month matching the filters, summed. */
  declared_usd: z.number(),
  lines: z.number().int(),
});
export const monitoringGraphBody = z.object({
  /** Every month of the range with an official figure or a line, oldest first. */
  data: z.array(monitoringPoint),
  meta: z.object({
    flow,
    from: z.number().int(),
    to: z.number().int(),
    /** Years with official monthly figures. */
    years: z.array(z.number().int()),
  }),
  /** Where `official_usd` comes from (BNS). */
  official_source: z.string(),
  /** `source`/`demo`/`demo_note` describe `declared_usd`. */
  ...provenance,
});
export type MonitoringGraphBody = z.infer<typeof monitoringGraphBody>;

// ---------- shared: top lists of a region's or country's lines ----------
export const topPartner = z.object({ iso2: z.string(), name: z.string(), value_usd: z.number(), share: z.number().min(0).max(1) });
export const topCode = z.object({
  /** 10 digits. */
  code: z.string(),
  /** From the ТН ВЭД ЕАЭС in the `lang` locale (Russian where no translation); null for a code no longer in it. */
  name: z.string().nullable(),
  value_usd: z.number(),
  share: z.number().min(0).max(1),
});
export const topCompany = z.object({ bin: z.string(), name: z.string(), value_usd: z.number(), share: z.number().min(0).max(1) });
/** `year` absent: every year; `flow` default import. */
export const referenceQuery = z.object({ year: year.optional(), flow: flow.default("import") });
/** The id in a reference's path, read in upper case: a region `KZ-xx`, a country's ISO 3166-1 alpha-2 code. */
const referenceId = (shape: RegExp) => z.object({ id: z.string().trim().toUpperCase().regex(shape) });
export const regionReferenceParams = referenceId(/^KZ-\d{2}$/);
export const countryReferenceParams = referenceId(/^[A-Z]{2}$/);

// ---------- GET /v1/reference/region/{id} ----------
export const regionReferenceBody = z.object({
  data: z.object({
    /** `KZ-75`. */
    id: z.string(),
    name: z.string(),
    names,
    type: z.enum(["region", "city"]),
    /** In the `lang` locale (Russian for kk: no Kazakh names are published). */
    admin_center: z.string().nullable(),
    area_km2: z.number().nullable(),
    /** The first digits of the region's KATO codes. */
    kato_prefix: z.string(),
    trade: z.object({
      flow,
      year: z.number().int().nullable(),
      total_usd: z.number(),
      /** Of every region's declared total of the year and flow. */
      share: z.number().min(0).max(1),
      companies: z.number().int(),
      lines: z.number().int(),
      /** Ten largest each. */
      partners: z.array(topPartner),
      codes: z.array(topCode),
      companies_top: z.array(topCompany),
    }),
  }),
  ...provenance,
});
export type RegionReferenceBody = z.infer<typeof regionReferenceBody>;

// ---------- GET /v1/country/companies ----------
/** `country` required; `flow` default import. */
export const countryCompaniesQuery = companiesQuery.extend({ country: filters.country.unwrap(), flow: flow.default("import") });

// ---------- GET /v1/reference/country/{id} ----------
export const countryReferenceBody = z.object({
  data: z.object({
    iso2: z.string(),
    iso3: z.string(),
    iso_numeric: z.string(),
    name: z.string(),
    names,
    eaeu_member: z.boolean(),
    /** YYYY-MM-DD or YYYY, null when not a member. */
    eaeu_member_since: z.string().nullable(),
    /** Its status in the EAEU single system of tariff preferences where a source states it (the list is partial). */
    preference: z.object({
      /** `developing`, `least_developed`, `excluded` or `not_confirmed`, as the source file states it. */
      status: z.string(),
      /** `status` in the `lang` locale. */
      status_label: z.string(),
      since: z.string().nullable(),
      previous_status: z.string().nullable(),
      legal_act: z.string().nullable(),
      source_url: z.string().nullable(),
      /** How the status was verified (English, as the source file gives it). */
      verification: z.string().nullable(),
      note: z.string().nullable(),
    }).nullable(),
    /** Official annual trade of Kazakhstan with the country (the 39 main partners), oldest first; null = not reported. */
    annual: z.array(z.object({ year: z.number().int(), imports_usd: z.number().nullable(), exports_usd: z.number().nullable(), source: z.string() })),
    /** Mean annual trade 2023–2025 (BNS, every partner), null when the country is not among them. */
    average_2023_2025: z.object({ imports_usd: z.number(), exports_usd: z.number(), turnover_usd: z.number(), source: z.string() }).nullable(),
    /** Declaration lines with the country as partner, for `year` and `flow`. */
    trade: z.object({
      flow,
      year: z.number().int().nullable(),
      total_usd: z.number(),
      companies: z.number().int(),
      lines: z.number().int(),
      codes: z.array(topCode),
      companies_top: z.array(topCompany),
    }),
  }),
  ...provenance,
});
export type CountryReferenceBody = z.infer<typeof countryReferenceBody>;

// ---------- GET /v1/competitors ----------
export const competitorsQuery = z.object({
  ...filters,
  /** The goods: a ТН ВЭД code prefix, 2–10 digits (required). */
  code: filters.code.unwrap(),
  flow: flow.default("import"),
  /** The company itself (BIN), left out of the list; `shared_codes` counts the codes it shares with each. */
  exclude: bin.optional(),
  limit: z.coerce.number().int().min(1).max(COMPANIES_MAX_LIMIT).default(20),
});
export const competitorRow = z.object({
  bin: z.string(),
  name: z.string(),
  region: named,
  value_usd: z.number(),
  /** Of every company's value under the filters (the excluded one included). */
  share: z.number().min(0).max(1),
  lines: z.number().int(),
  /** Distinct 10-digit codes under the prefix. */
  codes: z.number().int(),
  /** Of those, the ones the `exclude` company also trades; null without `exclude`. */
  shared_codes: z.number().int().nullable(),
});
export const competitorsBody = z.object({
  /** Largest first. */
  data: z.array(competitorRow),
  meta: z.object({
    flow,
    code: z.string(),
    /** Companies other than `exclude` matching the filters. */
    total: z.number().int(),
    /** Every company's value under the filters. */
    total_usd: z.number(),
    exclude: z.string().nullable(),
    /** The `exclude` company's codes under the prefix (0 without it). */
    exclude_codes: z.number().int(),
  }),
  ...provenance,
});
export type CompetitorsBody = z.infer<typeof competitorsBody>;

// ---------- GET /v1/counterparty/info ----------
export const counterpartyQuery = z.object({ bin });
const counterpartyFlow = z.object({
  value_usd: z.number(),
  lines: z.number().int(),
  partners: z.number().int(),
  codes: z.number().int(),
  /** YYYY-MM. */
  first_period: z.string(),
  last_period: z.string(),
}).nullable();
export const counterpartyBody = z.object({
  success: z.literal(true),
  data: z.object({
    bin: z.string(),
    /** The name on its latest line. */
    name: z.string(),
    /** The region of most of its value. */
    region: named,
    /** Null when it has no line of the flow. */
    import: counterpartyFlow,
    export: counterpartyFlow,
    ...provenance,
  }),
});
export type CounterpartyBody = z.infer<typeof counterpartyBody>;
/** Failures of this call also say `success: false`. */
export const counterpartyError = errorBody.extend({ success: z.literal(false) });

// ---------- GET /v1/customs-area, /directory, /filters ----------
/** Why a region's State Revenue Department stands for the customs area (translated). */
const basis = z.string();
export const customsDepartment = z.object({
  /** The region's id (`KZ-75`): declarations carry no customs-post field, only the region. */
  id: z.string(),
  name: z.string(),
  region: named,
});
export const customsDirectoryBody = z.object({ data: z.array(customsDepartment), basis });
export type CustomsDirectoryBody = z.infer<typeof customsDirectoryBody>;

export const customsAreaQuery = z.object({ year: filters.year, flow: flow.default("import"), country: filters.country, code: filters.code });
export const customsAreaBody = z.object({
  /** All 20 departments, largest first. */
  data: z.array(customsDepartment.extend({
    value_usd: z.number(),
    lines: z.number().int(),
    companies: z.number().int(),
    share: z.number().min(0).max(1),
  })),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  basis,
  ...provenance,
});
export type CustomsAreaBody = z.infer<typeof customsAreaBody>;

/** `flow` absent: both. */
export const customsFiltersQuery = z.object({ flow: flow.optional() });
export const customsFiltersBody = z.object({
  data: z.object({
    /** Years with declaration lines, latest first. */
    years: z.array(z.number().int()),
    flows: z.array(flow),
    /** Partner countries with lines, by name. */
    countries: z.array(z.object({ iso2: z.string(), name: z.string() })),
    /** The 20 departments (`id` = region id). */
    regions: z.array(named),
  }),
  ...provenance,
});
export type CustomsFiltersBody = z.infer<typeof customsFiltersBody>;

const byYear = regionsQuery.pick({ year: true });

export const tradeGeoEndpoints = {
  importersGraph: {
    method: "GET", path: "/api/v1/monitoring/importers/graph", tag: "api", access: "access_to_ved",
    summary: "Monthly imports: the official national total (BNS) and the declaration lines under region/country/code summed, over a year range",
    query: monitoringGraphQuery, responses: { 200: monitoringGraphBody, 422: errorBody },
  },
  exportersGraph: {
    method: "GET", path: "/api/v1/monitoring/exporters/graph", tag: "api", access: "access_to_ved",
    summary: "Monthly exports: the official national total (BNS) and the declaration lines under region/country/code summed, over a year range",
    query: monitoringGraphQuery, responses: { 200: monitoringGraphBody, 422: errorBody },
  },
  exportersRegions: {
    method: "GET", path: "/api/exporters/v1/regions", tag: "api", access: "access_to_ved",
    summary: "Exports of the 20 regions from declaration lines (the export variant of /v1/regions)",
    query: byYear, responses: { 200: regionsBody, 422: errorBody },
  },
  regionReference: {
    method: "GET", path: "/api/v1/reference/region/{id}", tag: "api", access: "access_to_ved",
    summary: "A region (KZ-xx): names, admin centre, area, KATO prefix, and its declared trade with top partners, codes and companies",
    params: regionReferenceParams, query: referenceQuery, responses: { 200: regionReferenceBody, 404: errorBody, 422: errorBody },
  },
  countryCompanies: {
    method: "GET", path: "/api/v1/country/companies", tag: "api", access: "access_to_ved",
    summary: "Companies trading with a partner country (required `country`), paged by value like /v1/importers",
    query: countryCompaniesQuery, responses: { 200: companiesBody, 422: errorBody },
  },
  exportersCountry: {
    method: "GET", path: "/api/exporters/v1/country", tag: "api", access: "everyone",
    summary: "Official exports by partner country (the export variant of /v1/country)",
    query: countryQuery.pick({ year: true }), responses: { 200: countryBody, 422: errorBody },
  },
  countryReference: {
    method: "GET", path: "/api/v1/reference/country/{id}", tag: "api", access: "access_to_ved",
    summary: "A country (ISO2): names, EAEU membership, preference status, official annual trade and 2023–2025 mean, and its declared top codes and companies",
    params: countryReferenceParams, query: referenceQuery, responses: { 200: countryReferenceBody, 404: errorBody, 422: errorBody },
  },
  competitors: {
    method: "GET", path: "/api/v1/competitors", tag: "api", access: "access_to_ved",
    summary: "Companies trading goods under a code prefix, by value, with shares and the codes they share with `exclude`",
    query: competitorsQuery, responses: { 200: competitorsBody, 422: errorBody },
  },
  counterpartyInfo: {
    method: "GET", path: "/api/v1/counterparty/info", tag: "api", access: "access_to_ved",
    summary: "A company's declared imports and exports by BIN: value, lines, partners, codes, first and last month",
    query: counterpartyQuery, responses: { 200: counterpartyBody, 404: counterpartyError, 422: counterpartyError },
  },
  customsArea: {
    method: "GET", path: "/api/v1/customs-area", tag: "api", access: "access_to_ved",
    summary: "Declared trade per customs area (each region's State Revenue Department) under year/flow/country/code",
    query: customsAreaQuery, responses: { 200: customsAreaBody, 422: errorBody },
  },
  customsAreaDirectory: {
    method: "GET", path: "/api/v1/customs-area/directory", tag: "api", access: "everyone",
    summary: "The 20 customs areas: each region's State Revenue Department",
    responses: { 200: customsDirectoryBody },
  },
  customsAreaFilters: {
    method: "GET", path: "/api/v1/customs-area/filters", tag: "api", access: "access_to_ved",
    summary: "The values the customs-area filters can take: years and countries with lines, flows, regions",
    query: customsFiltersQuery, responses: { 200: customsFiltersBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
