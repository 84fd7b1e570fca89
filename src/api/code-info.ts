import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/**
 * The whole code card on a date (names in the current locale). A new date keeps the previous
 * card on screen until the new one arrives, so the page never blanks while the user picks dates.
 */
export function useCodeInformation(code: string, date: string, enabled = true) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["codeInformation", i18n.locale, code, date],
    enabled,
    queryFn: ({ signal }) => getJson("productsInformation", { query: { code, date }, signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000, // the tariff changes only with a data import
  });
}

/** The countries whose preference status is known (one list for every code), fetched when first shown. */
export function usePreferenceCountries(enabled: boolean) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["preferenceCountries", i18n.locale],
    enabled,
    queryFn: ({ signal }) => getJson("directoriesPreferenceCountries", { signal }),
    select: (body) => body.data,
    staleTime: 60 * 60_000,
  });
}
