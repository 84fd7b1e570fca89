import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ChangesQuery } from "../../core/contract/changes.ts";
import { getJson } from "./client.ts";

/** A page of what the data imports changed (GET /api/v1/changes); the previous page stays on screen while the next loads. */
export function useChanges(query: Partial<ChangesQuery>, enabled = true) {
  const { i18n } = useLingui();
  return useQuery({
    // The rows name their codes in the locale.
    queryKey: ["changes", i18n.locale, query],
    enabled,
    queryFn: ({ signal }) => getJson("changes", { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000, // changes arrive only with a data import
  });
}
