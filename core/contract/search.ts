import { z } from "zod";
import { queryText } from "./common.ts";
import { fullName, nodeKind, pathItem } from "./products.ts";

/** Longest query the smart search reads. */
export const SEARCH_MAX_LENGTH = 200;
/** Most words it reads (a description of goods is rarely longer; 100 one-letter words took a second). */
export const SEARCH_MAX_WORDS = 16;
/** A query of the search and the tariff look-ups: 1–200 characters, not only spaces, at most 16 words. */
export const searchText = queryText(SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS);
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;

const limit = z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT);

/** `q` and `limit` may come in the query string, the JSON body, or both (the body wins). */
export const searchQuery = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH).describe(`At most ${SEARCH_MAX_LENGTH} characters and ${SEARCH_MAX_WORDS} words`).optional(),
  limit: limit.optional(),
});

export const searchRequestBody = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH).describe(`Words in ru, kk or en (at most ${SEARCH_MAX_WORDS}), a code or a code prefix`).optional(),
  limit: limit.optional().describe(`Results wanted, 1 to ${SEARCH_MAX_LIMIT} (default ${SEARCH_DEFAULT_LIMIT})`),
});

/** The request once query and body are merged. */
export const searchRequest = z.object({
  q: searchText,
  limit: limit.default(SEARCH_DEFAULT_LIMIT),
});

export const searchResult = z.object({
  code: z.string(),
  code_fmt: z.string(),
  /** In the `lang` header's locale; Russian where no translation exists. */
  name: z.string(),
  full_name: fullName,
  /** Ancestors from the chapter down to the parent. */
  path: z.array(pathItem),
  /** Relevance, higher is better; comparable within one answer. */
  score: z.number(),
  kind: nodeKind,
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchBody = z.object({ data: z.array(searchResult) });
