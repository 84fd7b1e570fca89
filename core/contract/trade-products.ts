import { z } from "zod";
import { errorBody, type Endpoint } from "./common.ts";
import { filters, flow, provenance } from "./trade.ts";

// Goods analytics (issue 8): sums over declaration lines by ТН ВЭД code, section, region, partner, year and
// month. The lines are the seeded demo set until an operator loads real ones, so every answer carries
// `source`, `demo` and `demo_note` (the official BNS figures have no split by goods).

/** A ТН ВЭД code of `min`–`max` digits, spaces and dots ignored. */
const codeOf = (min: number, max: number) =>
  z.string().transform((s) => s.replace(/[\s.]+/g, "")).pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`)));

const lineFilters = { ...filters, flow: flow.default("import") };
const { code: _code, ...withoutCode } = lineFilters;

/** Value, weight and counts of the lines behind one row. */
const sums = {
  value_usd: z.number(),
  /** Of the total of every row of the answer (of the parent code for `subcategory`). */
  share: z.number().min(0).max(1),
  net_weight_kg: z.number(),
  companies: z.number().int(),
  lines: z.number().int(),
};

// ---------- GET /v1/products ----------
export const PRODUCTS_MAX_LIMIT = 100;
/**
 * `level`: digits the codes are grouped by. Default: the level below the `code` filter (none or 2 digits → 4,
 * 4 → 6, 6 or more → 10); never shorter than the code filter.
 */
export const productsQuery = z.object({
  ...lineFilters,
  level: z.coerce.number().pipe(z.union([z.literal(2), z.literal(4), z.literal(6), z.literal(10)])).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PRODUCTS_MAX_LIMIT).default(20),
  order: z.enum(["desc", "asc"]).default("desc"),
});
export const productRow = z.object({
  code: z.string(),
  /** The ТН ВЭД name in the `lang` header's locale (Russian where no translation is published; HS 2022 English for a 6-digit subheading the ТН ВЭД does not print). */
  name: z.string().nullable(),
  ...sums,
  partners: z.number().int(),
});
export const productsBody = z.object({
  data: z.array(productRow),
  meta: z.object({
    flow, level: z.number().int(), page: z.number().int(), limit: z.number().int(),
    /** Codes of the level with lines matching the filters. */
    total: z.number().int(),
    total_usd: z.number(),
  }),
  ...provenance,
});
export type ProductsBody = z.infer<typeof productsBody>;

// ---------- GET /v1/products/filters/{regions,countries,importers,years} ----------
/** What one filter can take given the others: each value with the value and lines behind it, largest first. */
const { region: _region, ...noRegion } = lineFilters;
const { country: _country, ...noCountry } = lineFilters;
const { year: _year, ...noYear } = lineFilters;
export const filterRegionsQuery = z.object(noRegion);
export const filterCountriesQuery = z.object(noCountry);
export const filterYearsQuery = z.object(noYear);
export const FILTER_IMPORTERS_MAX = 20;
export const filterImportersQuery = z.object({
  ...lineFilters,
  /** Part of the company name or the start of its BIN (case-insensitive). */
  q: z.string().trim().min(2).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(FILTER_IMPORTERS_MAX).default(FILTER_IMPORTERS_MAX),
});

const filterSums = { value_usd: z.number(), lines: z.number().int() };
const filterMeta = z.object({ flow });
export const filterRegionsBody = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), ...filterSums })), meta: filterMeta, ...provenance,
});
export const filterCountriesBody = z.object({
  data: z.array(z.object({ iso2: z.string(), name: z.string(), ...filterSums })), meta: filterMeta, ...provenance,
});
export const filterImportersBody = z.object({
  data: z.array(z.object({ bin: z.string(), name: z.string(), ...filterSums })), meta: filterMeta, ...provenance,
});
/** Years in calendar order (not by value). */
export const filterYearsBody = z.object({
  data: z.array(z.object({ year: z.number().int(), ...filterSums })), meta: filterMeta, ...provenance,
});
export type FilterRegionsBody = z.infer<typeof filterRegionsBody>;
export type FilterCountriesBody = z.infer<typeof filterCountriesBody>;
export type FilterImportersBody = z.infer<typeof filterImportersBody>;
export type FilterYearsBody = z.infer<typeof filterYearsBody>;

// ---------- GET /v1/products/subcategory ----------
export const subcategoryQuery = z.object({ ...withoutCode, code: codeOf(2, 9) });
const treeNode = { code: z.string(), name: z.string(), kind: z.string() };
export const subcategoryBody = z.object({
  data: z.object({
    ...treeNode,
    /** The next coded level of the ТН ВЭД under the code, as printed; a child with no lines shows 0. */
    children: z.array(z.object({ ...treeNode, has_children: z.boolean(), ...sums })),
  }),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  ...provenance,
});
export type SubcategoryBody = z.infer<typeof subcategoryBody>;

// ---------- GET /v1/products/category/info ----------
/**
 * One code (2–10 digits, `item_code` as the old API names it) as a category of the goods analytics, under the
 * other filters. The old API's `token` is the caller's access token: here it travels in the Authorization header.
 */
export const categoryInfoQuery = z.object({ ...withoutCode, item_code: codeOf(2, 10) });
export const categoryInfoBody = z.object({
  data: z.object({
    ...treeNode,
    /** The code's name with its parents' (the short name of a line is often just "прочие"). */
    full_name: z.string(),
    section: z.object({ id: z.string(), name: z.string() }),
    /** The coded levels above it, chapter first. */
    path: z.array(z.object(treeNode)),
    /** Coded children in the tariff (0: a ten-digit line). */
    children: z.number().int(),
    /** `share`: of all lines under the other filters. */
    ...sums,
    partners: z.number().int(),
    /** Years with lines of the code, in calendar order. */
    years: z.array(z.object({ year: z.number().int(), value_usd: z.number(), lines: z.number().int() })),
  }),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  ...provenance,
});
export type CategoryInfoBody = z.infer<typeof categoryInfoBody>;

// ---------- GET /v1/products/groups and /v1/products/tree-statistics ----------
export const groupsQuery = z.object(withoutCode);
const sectionSums = { section: z.string(), name: z.string(), value_usd: z.number(), share: z.number().min(0).max(1) };
/** The 21 sections of the ТН ВЭД (sections and chapters as the tariff prints them, `tariff_nodes`), in order, with their value: the structure doughnut. */
export const groupsBody = z.object({
  data: z.array(z.object({ ...sectionSums, companies: z.number().int(), lines: z.number().int() })),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  ...provenance,
});
export type GroupsBody = z.infer<typeof groupsBody>;

/**
 * `section` (I–XXI): that section alone, its chapters with their headings. Absent: every section with its
 * chapters, no headings (the whole tree with names is too heavy for an overview: drill down by section).
 */
export const treeStatisticsQuery = z.object({ ...withoutCode, section: z.string().trim().toUpperCase().regex(/^[IVX]{1,5}$/).optional() });
const leaf = { code: z.string(), name: z.string(), value_usd: z.number(), share: z.number().min(0).max(1) };
/** Sections → every chapter (zero where no line) → with `section`, the headings with lines, largest first; shares of the whole. */
export const treeStatisticsBody = z.object({
  data: z.array(z.object({ ...sectionSums, chapters: z.array(z.object({ ...leaf, headings: z.array(z.object(leaf)).optional() })) })),
  meta: z.object({ flow, year: z.number().int().nullable(), total_usd: z.number() }),
  ...provenance,
});
export type TreeStatisticsBody = z.infer<typeof treeStatisticsBody>;

// ---------- GET /v1/products/prices and /v1/products/prices/countries ----------
export const pricesQuery = z.object({ ...withoutCode, code: codeOf(4, 10) });
/** US dollars per kilogram: the lines' value over their weight, and the spread of the lines' own prices. */
const usdPerKg = z.object({ mean: z.number(), median: z.number(), min: z.number(), max: z.number() }).nullable();
const priceSums = {
  lines: z.number().int(), value_usd: z.number(), net_weight_kg: z.number(),
  /** Null when no line gives a weight. */
  usd_per_kg: usdPerKg,
};
export const pricesBody = z.object({
  data: z.array(z.object({
    /** YYYY-MM, in order. */
    period: z.string(),
    ...priceSums,
    /** Where lines give a quantity in a unit of the ТН ВЭД: the value over the quantity, per unit. */
    per_unit: z.array(z.object({ unit: z.string(), lines: z.number().int(), quantity: z.number(), usd_per_unit: z.number() })),
  })),
  meta: z.object({ flow, code: z.string() }),
  ...provenance,
});
export type PricesBody = z.infer<typeof pricesBody>;
export const priceCountriesBody = z.object({
  /** Partners, largest value first. */
  data: z.array(z.object({ iso2: z.string(), name: z.string(), ...priceSums })),
  meta: z.object({ flow, code: z.string() }),
  ...provenance,
});
export type PriceCountriesBody = z.infer<typeof priceCountriesBody>;

const responses = <B extends z.ZodType>(body: B) => ({ 200: body, 422: errorBody });
export const tradeProductsEndpoints = {
  tradeProducts: {
    method: "GET", path: "/api/v1/products", tag: "api", access: "access_to_ved",
    summary: "Goods ranking from declaration lines, grouped by the first `level` digits of the code (demo-labelled)",
    query: productsQuery, responses: responses(productsBody),
  },
  tradeProductsFilterRegions: {
    method: "GET", path: "/api/v1/products/filters/regions", tag: "api", access: "access_to_ved",
    summary: "Regions with lines under the other filters, with their value", query: filterRegionsQuery, responses: responses(filterRegionsBody),
  },
  tradeProductsFilterCountries: {
    method: "GET", path: "/api/v1/products/filters/countries", tag: "api", access: "access_to_ved",
    summary: "Partner countries with lines under the other filters, with their value", query: filterCountriesQuery, responses: responses(filterCountriesBody),
  },
  tradeProductsFilterImporters: {
    method: "GET", path: "/api/v1/products/filters/importers", tag: "api", access: "access_to_ved",
    summary: "The largest companies under the filters (at most 20), searchable by name or BIN", query: filterImportersQuery, responses: responses(filterImportersBody),
  },
  tradeProductsFilterYears: {
    method: "GET", path: "/api/v1/products/filters/years", tag: "api", access: "access_to_ved",
    summary: "Years with lines under the other filters, with their value", query: filterYearsQuery, responses: responses(filterYearsBody),
  },
  tradeProductsSubcategory: {
    method: "GET", path: "/api/v1/products/subcategory", tag: "api", access: "access_to_ved",
    summary: "The next level of the ТН ВЭД under a code with each child's trade value (0 where no line)",
    query: subcategoryQuery, responses: { ...responses(subcategoryBody), 404: errorBody },
  },
  tradeProductsCategoryInfo: {
    method: "GET", path: "/api/v1/products/category/info", tag: "api", access: "access_to_ved",
    summary: "One code as a category: its place in the ТН ВЭД and its trade under the filters (value, share, companies, partners, years)",
    query: categoryInfoQuery, responses: { ...responses(categoryInfoBody), 404: errorBody },
  },
  tradeProductsTreeStatistics: {
    method: "GET", path: "/api/v1/products/tree-statistics", tag: "api", access: "access_to_ved",
    summary: "Trade by section → chapter of the ТН ВЭД, and → heading within one `section`", query: treeStatisticsQuery, responses: responses(treeStatisticsBody),
  },
  tradeProductsGroups: {
    method: "GET", path: "/api/v1/products/groups", tag: "api", access: "access_to_ved",
    summary: "Trade by the 21 sections of the ТН ВЭД (the structure doughnut)", query: groupsQuery, responses: responses(groupsBody),
  },
  tradeProductsPrices: {
    method: "GET", path: "/api/v1/products/prices", tag: "api", access: "access_to_ved",
    summary: "Unit prices of a code per month: USD per kg (mean, median, min, max) and per unit of quantity",
    query: pricesQuery, responses: responses(pricesBody),
  },
  tradeProductsPriceCountries: {
    method: "GET", path: "/api/v1/products/prices/countries", tag: "api", access: "access_to_ved",
    summary: "Unit prices of a code per partner country, largest value first", query: pricesQuery, responses: responses(priceCountriesBody),
  },
} as const satisfies Record<string, Endpoint>;
