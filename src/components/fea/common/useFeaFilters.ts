import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import type { TradeFilters } from "../../../api/trade.ts";
import { filtersQuery, parseFilters } from "./filters.ts";

/**
 * The analytics filters of the current address and a setter that writes them back (a new history
 * entry, so Back undoes a filter). Unset a filter by patching it with `undefined`.
 */
export function useFeaFilters() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const filters = useMemo(() => parseFilters(search), [search]);
  const set = useCallback(
    (patch: Partial<TradeFilters>) => navigate(`${location}${filtersQuery({ ...filters, ...patch })}`),
    [filters, location, navigate],
  );
  return { filters, set, query: filtersQuery(filters) };
}
