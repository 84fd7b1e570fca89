import { useLingui } from "@lingui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { getJson } from "./client.ts";
import { useGuardedQuery } from "./guarded.ts";
import type { TradeFilters } from "./trade.ts";

// How goods arrive (issue 20): the delivery calls for /fea/logistics and the code card. Names come in the
// `lang` locale, so the locale is part of every key; figures change only on an import of declaration lines.

const common = { staleTime: 10 * 60_000, placeholderData: keepPreviousData } as const;

/** Trade by mode of transport under the filters. */
export function useDeliveryTransports(filters: TradeFilters) {
  const locale = useLingui().i18n.locale;
  return useGuardedQuery("deliveryTransports", {
    queryKey: ["logistics", "transports", locale, filters],
    queryFn: ({ signal }) => getJson("deliveryTransports", { query: filters, signal }),
    ...common,
  });
}

/** Trade by Incoterms 2020 delivery terms under the filters. */
export function useDeliveryBases(filters: TradeFilters) {
  const locale = useLingui().i18n.locale;
  return useGuardedQuery("deliveryBases", {
    queryKey: ["logistics", "bases", locale, filters],
    queryFn: ({ signal }) => getJson("deliveryBases", { query: filters, signal }),
    ...common,
  });
}

/** Every customs post with the trade through it under the filters. */
export function useCustomsPosts(filters: TradeFilters) {
  const locale = useLingui().i18n.locale;
  return useGuardedQuery("deliveryCustomsPosts", {
    queryKey: ["logistics", "posts", locale, filters],
    queryFn: ({ signal }) => getJson("deliveryCustomsPosts", { query: filters, signal }),
    ...common,
  });
}

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
