import { useLingui } from "@lingui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/** Reference data changes only with an import. */
const STALE_MS = 10 * 60_000;

/** Sanctions measures covering a code (and below a short one); off while `code` is "". */
export function useCodeSanctions(code: string) {
  return useQuery({
    queryKey: ["codeSanctions", code],
    enabled: code !== "",
    queryFn: ({ signal }) => getJson("productsSanctions", { query: { code }, signal }),
    select: (body) => body.data,
    staleTime: STALE_MS,
  });
}

/** Screening hits for a name, best first; the previous hits stay while the next query runs. */
export function useScreening(q: string, limit = 10) {
  return useQuery({
    queryKey: ["sanctionsScreen", q, limit],
    enabled: q !== "",
    queryFn: ({ signal }) => getJson("sanctionsScreen", { query: { q, limit }, signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** The regimes and name lists with their versions. */
export function useSanctionsDirectory() {
  return useQuery({
    queryKey: ["sanctionsDirectory"],
    queryFn: ({ signal }) => getJson("directoriesSanctions", { signal }),
    select: (body) => body.data,
    staleTime: STALE_MS,
  });
}

/** Designations against Russia (the "not counted" notes come in the current locale). */
export function useRussiaStats() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["russiaStats", i18n.locale],
    queryFn: ({ signal }) => getJson("sanctionsRussiaStats", { signal }),
    select: (body) => body.data,
    staleTime: STALE_MS,
  });
}
