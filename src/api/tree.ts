import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/** Sections (no parent) or the children of one node, with names in the current locale. */
export function useTreeLevel(parent: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["tree", i18n.locale, parent ?? ""],
    queryFn: ({ signal }) => getJson("productsTree", { query: parent ? { parent } : {}, signal }),
    select: (body) => body.data,
    staleTime: 60 * 60_000, // the nomenclature changes only with a data import
  });
}

/** One 10-digit code with its path from the section down. */
export function useCodePath(code: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["code", i18n.locale, code ?? ""],
    queryFn: ({ signal }) => getJson("productsCode", { query: { code: code ?? "" }, signal }),
    select: (body) => body.data,
    enabled: code !== null,
    staleTime: 60 * 60_000,
  });
}

/** Any node (a section, chapter, heading, subheading or code) with its path from the section down. */
export function useNodePath(id: string | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["node", i18n.locale, id ?? ""],
    queryFn: ({ signal }) => getJson("productsNode", { query: { id: id ?? "" }, signal }),
    select: (body) => body.data,
    enabled: id !== null,
    staleTime: 60 * 60_000,
  });
}

/** The notes of a section or chapter, read when the user opens them (Russian text whatever the locale). */
export function useTariffNotes(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["notes", id],
    queryFn: ({ signal }) => getJson("productsNotes", { query: { id }, signal }),
    select: (body) => body.data,
    enabled,
    staleTime: 60 * 60_000,
  });
}
