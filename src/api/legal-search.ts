import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

// The two searches of the reference section (GET /api/v1/search/laws/ and /remedies/). Acts and remedies
// change only with a data import; the answers name lists and measures in the locale, so it is in the key.

type SearchKey = "searchLaws" | "searchRemedies";
type SearchQuery<K extends SearchKey> = NonNullable<NonNullable<Parameters<typeof getJson<K>>[1]>["query"]>;

/** One search as the page's address states it; null = the address holds a parameter the call would refuse. */
export function useLegalSearch<K extends SearchKey>(key: K, query: SearchQuery<K> | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["search", key, i18n.locale, query],
    enabled: query !== null,
    queryFn: ({ signal }) => getJson(key, { query: query ?? undefined, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
