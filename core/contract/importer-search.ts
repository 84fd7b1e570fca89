import { z } from "zod";
import { errorBody, wordsIn, type Endpoint } from "./common.ts";

// The importer-card wizard's own calls (issue 8): finding an importer and what its card can be scoped to.
// Importers are BINs with import declaration lines, which are the seeded demo set until real ones are loaded.

export const IMPORTER_SEARCH_MAX = 20;

export const IMPORTER_SEARCH_MAX_WORDS = 12;
/** `q`: a name (at most 12 words, in any order, quotes ignored) or the start of a BIN, two characters or more. */
export const importerSearchQuery = z.object({
  q: z.string().trim().min(2).max(200, { error: "too_long" }).refine((s) => wordsIn(s) <= IMPORTER_SEARCH_MAX_WORDS, { error: "too_many_words", params: { max: IMPORTER_SEARCH_MAX_WORDS } }),
  limit: z.coerce.number().int().min(1).max(IMPORTER_SEARCH_MAX).default(10),
});

const provenance = {
  source: z.string(),
  demo: z.boolean(),
  /** A translated "demo data" notice when `demo`, else null. */
  demo_note: z.string().nullable(),
};

export const importerHit = z.object({
  /** The BIN. */
  id: z.string(),
  bin: z.string(),
  /** The name on the importer's latest line. */
  name: z.string(),
  /** The region of most of the importer's value, in the `lang` header's locale. */
  region: z.string().nullable(),
  value_usd: z.number().nonnegative(),
  lines: z.number().int().positive(),
});
export type ImporterHit = z.infer<typeof importerHit>;

export const importerSearchBody = z.object({
  /** Largest importers first. */
  data: z.array(importerHit),
  ...provenance,
});

/** The BIN in the path: 12 digits. */
export const importerBinParams = z.object({ bin: z.string().regex(/^\d{12}$/) });

export const importerScopeBody = z.object({
  data: z.object({
    importer: z.object({ id: z.string(), name: z.string() }),
    /** 10-digit codes with names in the `lang` locale, largest first. */
    codes: z.array(z.object({ code: z.string(), name: z.string().nullable(), value_usd: z.number().nonnegative() })),
    /** Partner countries (ISO 3166-1 alpha-2), largest first. */
    partners: z.array(z.object({ iso2: z.string(), name: z.string().nullable(), value_usd: z.number().nonnegative() })),
    /** YYYY-MM, oldest first. */
    months: z.array(z.string()),
  }),
  ...provenance,
});
export type ImporterScope = z.infer<typeof importerScopeBody>;

export const importerSearchEndpoints = {
  importersSearch: {
    method: "GET", path: "/api/v1/importers/search", tag: "api", access: "card_opening_ved",
    summary: "Importers by the start of their BIN or by name (words in any order, quotes and case ignored), largest first; `demo` when any is demo data",
    query: importerSearchQuery, responses: { 200: importerSearchBody, 422: errorBody },
  },
  importerScope: {
    method: "GET", path: "/api/v1/importers/{bin}/scope", tag: "api", access: "card_opening_ved",
    summary: "What an importer's card can be scoped to: its imported 10-digit codes and partners (with values) and its months",
    params: importerBinParams, responses: { 200: importerScopeBody, 404: errorBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
