import { z } from "zod";
import { errorBody } from "./common.ts";
import { lookupNode, treeSearchQuery } from "./lookups.ts";
import { fullName, pathItem } from "./products.ts";

// Two searches of spec §7 over the tariff's own texts (issue #20). Both match a plain substring,
// case-insensitive, in Russian, Kazakh and English alike, like tree-search.

// ---------- GET /v1/products/structure-search ----------
/** `q`: the phrase; `limit` 1–100, default 20. */
export const structureSearchQuery = treeSearchQuery;
/**
 * Headings and subheadings whose full name holds the phrase: the line read together with the lines above it
 * that it continues ("– прочие" under "Лошади" reads "Лошади: прочие"), so a phrase of a heading also finds the
 * subheadings it governs. In document order, each with its path from the section.
 */
export const structureSearchBody = z.object({
  data: z.array(
    lookupNode.extend({
      full_name: fullName,
      path: z.array(pathItem),
    }),
  ),
  total: z.number().int().nonnegative(),
});

// ---------- GET /v1/products/classifications-search ----------
export const classificationsSearchQuery = treeSearchQuery;
/** The notes that bind classification: the General Interpretation Rules, section and chapter notes, ETT notes. */
export const TARIFF_NOTE_KINDS = ["general_interpretation_rules", "section", "chapter", "ett_note"] as const;
/**
 * Notes whose text holds the phrase, or (section and chapter notes) whose section or chapter is named by it in
 * any language: the note texts are published in Russian only, so a Kazakh or English phrase finds them by name.
 * The rules first, then sections and chapters in document order, then ETT notes by number.
 */
export const classificationsSearchBody = z.object({
  data: z.array(
    z.object({
      /** `GIR`, a section (`SI`) or chapter (`01`) id as GET /v1/products/notes takes it, or the ETT note number (`2С`). */
      id: z.string(),
      kind: z.enum(TARIFF_NOTE_KINDS),
      /** The section or chapter name in the `lang` locale; null for the rules and ETT notes. */
      name: z.string().nullable(),
      /** Where the phrase was found. */
      matched_in: z.enum(["text", "name"]),
      /** About 240 characters of the note around the first match (its start when matched by name). */
      excerpt: z.string(),
      /** The language of `excerpt`: the notes exist only in Russian. */
      text_lang: z.literal("ru"),
    }),
  ),
  total: z.number().int().nonnegative(),
});

export const textSearchEndpoints = {
  productsStructureSearch: {
    method: "GET", path: "/api/v1/products/structure-search", tag: "api", access: "everyone",
    summary: "Headings and subheadings whose full name (with the lines above it) holds a phrase, with their paths",
    query: structureSearchQuery, responses: { 200: structureSearchBody, 422: errorBody, 429: errorBody },
  },
  productsClassificationsSearch: {
    method: "GET", path: "/api/v1/products/classifications-search", tag: "api", access: "everyone",
    summary: "Interpretation rules, section, chapter and ETT notes whose text or section/chapter name holds a phrase",
    query: classificationsSearchQuery, responses: { 200: classificationsSearchBody, 422: errorBody, 429: errorBody },
  },
} as const;
