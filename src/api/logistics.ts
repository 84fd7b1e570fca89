import { useLingui } from "@lingui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { getJson } from "./client.ts";
import { type GuardedKey, useGuardedQuery } from "./guarded.ts";
import type { TradeFilters } from "./trade.ts";

// How goods arrive (issue 20): the delivery calls for /fea/logistics and the code card. Names come in the
// `lang` locale, so the locale is part of every key; figures change only on an import of declaration lines.

const common = { staleTime: 10 * 60_000, placeholderData: keepPreviousData } as const;

/** A call under the analytics filters, keyed by its name, the locale and the filters. */
function useLinesCall<T>(key: GuardedKey, name: string, filters: TradeFilters, fetch: (signal: AbortSignal) => Promise<T>) {
  const locale = useLingui().i18n.locale;
  return useGuardedQuery(key, { queryKey: ["logistics", name, locale, filters], queryFn: ({ signal }) => fetch(signal), ...common });
}

/** Trade by mode of transport under the filters. */
export const useDeliveryTransports = (filters: TradeFilters) =>
  useLinesCall("deliveryTransports", "transports", filters, (signal) => getJson("deliveryTransports", { query: filters, signal }));

/** Trade by Incoterms 2020 delivery terms under the filters. */
export const useDeliveryBases = (filters: TradeFilters) =>
  useLinesCall("deliveryBases", "bases", filters, (signal) => getJson("deliveryBases", { query: filters, signal }));

/** Every customs post with the trade through it under the filters. */
export const useCustomsPosts = (filters: TradeFilters) =>
  useLinesCall("deliveryCustomsPosts", "posts", filters, (signal) => getJson("deliveryCustomsPosts", { query: filters, signal }));

/** The trade through the listed customs posts of each region under the filters (the posts' map). */
export const useCustomsPostRegions = (filters: TradeFilters) =>
  useLinesCall("deliveryCustomsPostsRegions", "post-regions", filters, (signal) => getJson("deliveryCustomsPostsRegions", { query: filters, signal }));

/** How one code usually arrives (the code card); never asked when the plan does not open it. */
export function useCodeArrival(code: string) {
  const locale = useLingui().i18n.locale;
  const query = { code, flow: "import" as const };
  return useGuardedQuery("codeStatistic", {
    queryKey: ["logistics", "code", locale, query],
    queryFn: ({ signal }) => getJson("codeStatistic", { query, signal }),
    ...common,
  });
}
