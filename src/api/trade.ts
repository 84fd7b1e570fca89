import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";
import { useGuardedQuery } from "./guarded.ts";

// Trade analytics calls (issue 8) for /fea and its child pages. Names come in the `lang` locale, so
// the locale is part of every key; the previous answer stays on screen while a new filter loads.

/** Figures change only with an import of official tables or declaration lines. */
const STALE_MS = 10 * 60_000;

export type Flow = "import" | "export";

/** The analytics filters as the address keeps them (absent = every year / region / country / code). */
export interface TradeFilters {
  year?: number;
  flow: Flow;
  region?: string;
  country?: string;
  code?: string;
}

const common = { staleTime: STALE_MS, placeholderData: keepPreviousData } as const;

function useLocale() {
  return useLingui().i18n.locale;
}

/** Official trade by partner country (BNS / WITS) of a year and flow; also the years and the national total. */
export function useTradeCountries(year: number | undefined, flow: Flow) {
  const locale = useLocale();
  return useQuery({
    queryKey: ["trade", "country", locale, year ?? null, flow],
    queryFn: ({ signal }) => getJson("tradeCountry", { query: { year, flow }, signal }),
    ...common,
  });
}

/** Companies by value under the filters (declaration lines: demo-labelled while the demo set is loaded). */
export function useTradeCompanies(filters: TradeFilters, limit = 10, page = 1) {
  const locale = useLocale();
  const { flow, ...query } = filters;
  return useGuardedQuery(flow === "import" ? "tradeImporters" : "tradeExporters", {
    queryKey: ["trade", "companies", locale, filters, limit, page],
    queryFn: ({ signal }) => getJson(flow === "import" ? "tradeImporters" : "tradeExporters", { query: { ...query, limit, page }, signal }),
    ...common,
  });
}

/** The 20 regions' trade of a year and flow (declaration lines). */
export function useTradeRegions(year: number | undefined, flow: Flow) {
  const locale = useLocale();
  return useGuardedQuery("tradeRegions", {
    queryKey: ["trade", "regions", locale, year ?? null, flow],
    queryFn: ({ signal }) => getJson("tradeRegions", { query: { year, flow }, signal }),
    ...common,
  });
}

/** Monthly dynamics: the official national total and the matching declaration lines (the filters' year, or `from`–`to`). */
export function useMonitoringGraph(filters: TradeFilters, range: { from?: number; to?: number } = {}) {
  const locale = useLocale();
  const { flow, ...query } = filters;
  return useGuardedQuery(flow === "import" ? "importersGraph" : "exportersGraph", {
    queryKey: ["trade", "graph", locale, filters, range],
    queryFn: ({ signal }) => getJson(flow === "import" ? "importersGraph" : "exportersGraph", { query: { ...query, ...range }, signal }),
    ...common,
  });
}

/** Goods ranking grouped by `level` digits (default: the level below the code filter). */
export function useTradeProducts(filters: TradeFilters, options: { level?: 2 | 4 | 6 | 10; limit?: number; page?: number } = {}, enabled = true) {
  const locale = useLocale();
  return useGuardedQuery("tradeProducts", {
    queryKey: ["trade", "products", locale, filters, options],
    enabled,
    queryFn: ({ signal }) => getJson("tradeProducts", { query: { ...filters, ...options }, signal }),
    ...common,
  });
}

/** Trade by the 21 sections of the ТН ВЭД (the code filter does not apply). */
export function useTradeGroups(filters: TradeFilters) {
  const locale = useLocale();
  const { code: _code, ...query } = filters;
  return useGuardedQuery("tradeProductsGroups", {
    queryKey: ["trade", "groups", locale, query],
    queryFn: ({ signal }) => getJson("tradeProductsGroups", { query, signal }),
    ...common,
  });
}

/** The next ТН ВЭД level under a code (2–9 digits) with each child's value; off without a code. */
export function useTradeSubcategory(filters: TradeFilters) {
  const locale = useLocale();
  const { code, ...query } = filters;
  return useGuardedQuery("tradeProductsSubcategory", {
    queryKey: ["trade", "subcategory", locale, filters],
    enabled: code !== undefined && code.length < 10,
    queryFn: ({ signal }) => getJson("tradeProductsSubcategory", { query: { ...query, code: code ?? "" }, signal }),
    ...common,
  });
}

/** The chosen code as a category: its full name, place in the tree and totals under the filters; off without a code. */
export function useTradeCategoryInfo(filters: TradeFilters) {
  const locale = useLocale();
  const { code, ...query } = filters;
  return useGuardedQuery("tradeProductsCategoryInfo", {
    queryKey: ["trade", "category", locale, filters],
    enabled: code !== undefined,
    queryFn: ({ signal }) => getJson("tradeProductsCategoryInfo", { query: { ...query, item_code: code ?? "" }, signal }),
    ...common,
  });
}

/** A code of 4–10 digits: the prices calls refuse shorter ones. */
const priced = (code: string | undefined) => code !== undefined && code.length >= 4;

/** Unit prices of the filters' code per month; off without a code of 4 digits or more. */
export function useTradePrices(filters: TradeFilters) {
  const locale = useLocale();
  const { code, ...query } = filters;
  return useGuardedQuery("tradeProductsPrices", {
    queryKey: ["trade", "prices", locale, filters],
    enabled: priced(code),
    queryFn: ({ signal }) => getJson("tradeProductsPrices", { query: { ...query, code: code ?? "" }, signal }),
    ...common,
  });
}

/** Unit prices of the filters' code per partner country, largest value first; off as `useTradePrices`. */
export function useTradePriceCountries(filters: TradeFilters) {
  const locale = useLocale();
  const { code, ...query } = filters;
  return useGuardedQuery("tradeProductsPriceCountries", {
    queryKey: ["trade", "priceCountries", locale, filters],
    enabled: priced(code),
    queryFn: ({ signal }) => getJson("tradeProductsPriceCountries", { query: { ...query, code: code ?? "" }, signal }),
    ...common,
  });
}

/** The values a filter can take given the others (years in calendar order; regions and countries by value); only the ones asked for load. */
export function useFilterOptions(filters: TradeFilters, wanted: { years: boolean; regions: boolean; countries: boolean }) {
  const locale = useLocale();
  const { year: _y, ...noYear } = filters;
  const { region: _r, ...noRegion } = filters;
  const { country: _c, ...noCountry } = filters;
  const years = useGuardedQuery("tradeProductsFilterYears", {
    queryKey: ["trade", "filters", "years", noYear],
    enabled: wanted.years,
    queryFn: ({ signal }) => getJson("tradeProductsFilterYears", { query: noYear, signal }),
    ...common,
  });
  const regions = useGuardedQuery("tradeProductsFilterRegions", {
    queryKey: ["trade", "filters", "regions", locale, noRegion],
    enabled: wanted.regions,
    queryFn: ({ signal }) => getJson("tradeProductsFilterRegions", { query: noRegion, signal }),
    ...common,
  });
  const countries = useGuardedQuery("tradeProductsFilterCountries", {
    queryKey: ["trade", "filters", "countries", locale, noCountry],
    enabled: wanted.countries,
    queryFn: ({ signal }) => getJson("tradeProductsFilterCountries", { query: noCountry, signal }),
    ...common,
  });
  return { years, regions, countries };
}
