import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/** Reference tables change only with a data import. */
const REFERENCE_STALE = 60 * 60_000;

export function useUnits() {
  return useQuery({ queryKey: ["reference", "units"], queryFn: ({ signal }) => getJson("referenceUnits", { signal }), select: (b) => b.data, staleTime: REFERENCE_STALE });
}

export function useAbbreviations() {
  return useQuery({
    queryKey: ["reference", "abbreviations"],
    queryFn: ({ signal }) => getJson("referenceAbbreviations", { signal }),
    select: (b) => b.data,
    staleTime: REFERENCE_STALE,
  });
}

export function useInterpretationRules() {
  return useQuery({
    queryKey: ["reference", "gir"],
    queryFn: ({ signal }) => getJson("referenceInterpretationRules", { signal }),
    select: (b) => b.data,
    staleTime: REFERENCE_STALE,
  });
}

export function useEttNotes() {
  return useQuery({ queryKey: ["reference", "ett-notes"], queryFn: ({ signal }) => getJson("referenceEttNotes", { signal }), select: (b) => b.data, staleTime: REFERENCE_STALE });
}

export function useCountries() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["reference", "countries", i18n.locale],
    queryFn: ({ signal }) => getJson("directoriesCountries", { signal }),
    select: (b) => b.data,
    staleTime: REFERENCE_STALE,
  });
}

/** Export duties: the whole list, or with a code the rows that cover it. */
export function useExportDuties(code: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["reference", "export-duties", i18n.locale, code ?? ""],
    queryFn: ({ signal }) => getJson("referenceExportDuties", { query: code ? { code } : {}, signal }),
    select: (b) => b.data,
    staleTime: REFERENCE_STALE,
  });
}

/** Names of many codes in the current locale (one call; unknown codes come back in `missing`). */
export function useCodeNames(codes: readonly string[]) {
  const { i18n } = useLingui();
  const list = [...new Set(codes)].slice(0, 100);
  return useQuery({
    queryKey: ["code-names", i18n.locale, list.join(",")],
    queryFn: ({ signal }) => getJson("codesNames", { query: { codes: list.join(",") }, signal }),
    enabled: list.length > 0,
    staleTime: REFERENCE_STALE,
  });
}
