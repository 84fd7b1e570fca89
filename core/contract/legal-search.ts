import { z } from "zod";
import { isoDate } from "./code-info.ts";
import { errorBody, type Endpoint } from "./common.ts";
import { measureItem, measureList, measureType, originCountry } from "./measures.ts";

// The two searches of spec §7 a broker runs after the rate (issue 19): the acts the portal's figures rest on,
// and the trade remedies in force. Both read what the portal holds (the acts registry of data/tariff and the
// measures of data/measures), so an act or remedy the data lacks is not found here: the answers say how
// many lists were compiled.

const words = z.string().trim().min(2).max(100);
const limit = z.coerce.number().int().min(1).max(100).default(20);

// ---------- GET /v1/search/laws/ ----------
/** `q`: words of the act's title or adopting body, or its number ("568", "833/2014"); absent: every act, newest first. */
export const lawSearchQuery = z.object({ q: words.optional(), limit });
export const lawItem = z.object({
  /** The registry's id (data/tariff/tariff_acts.csv), or `measures:<number>:<date>` for an act only the measures cite. */
  id: z.string(),
  body: z.string().nullable(),
  type: z.string().nullable(),
  number: z.string().nullable(),
  /** YYYY-MM-DD where known. */
  date: z.string().nullable(),
  title: z.string(),
  topic: z.string().nullable(),
  status: z.string().nullable(),
  /** The address of the text read. */
  url: z.string().nullable(),
  /** What the act sets in the measures data: its types, how many code prefixes and which (2 to 10 digits); null when it sets none. */
  measures: z.object({ types: z.array(measureType), codes: z.number().int(), prefixes: z.array(z.string()) }).nullable(),
});
export type LawItem = z.infer<typeof lawItem>;
export const lawSearchBody = z.object({
  data: z.array(lawItem),
  meta: z.object({ total: z.number().int() }),
  /** Every measures list with its state: the acts of a list not yet compiled are found only where the registry holds them. */
  lists_checked: z.array(measureList),
});
export type LawSearchBody = z.infer<typeof lawSearchBody>;

// ---------- GET /v1/search/remedies/ ----------
/**
 * Anti-dumping, countervailing and safeguard duties in force on `date` (today in Kazakhstan by default):
 * `code` matches a remedy written for it, above it or below it; `country` the country of origin; `q` words of
 * the exporter's name or of the goods' name.
 */
export const remedySearchQuery = z.object({
  q: words.optional(),
  code: z.string().transform((s) => s.replace(/[\s.]+/g, "")).pipe(z.string().regex(/^\d{2,10}$/)).optional(),
  country: z.string().trim().toUpperCase().pipe(originCountry).optional(),
  date: isoDate.optional(),
  limit,
});
export const remedySearchBody = z.object({
  /** Each remedy with the name of the code it is written for (null when the tariff does not print that prefix). */
  data: z.array(measureItem.extend({ name: z.string().nullable() })),
  meta: z.object({ date: z.string(), total: z.number().int() }),
  /** The remedy lists searched, with their state: an empty answer over uncompiled lists says nothing. */
  lists_checked: z.array(measureList),
});
export type RemedySearchBody = z.infer<typeof remedySearchBody>;

export const legalSearchEndpoints = {
  searchLaws: {
    method: "GET", path: "/api/v1/search/laws/", tag: "api", access: "everyone",
    summary: "The legal acts behind the portal's figures and measures, by words or number, newest first",
    query: lawSearchQuery, responses: { 200: lawSearchBody, 422: errorBody },
  },
  searchRemedies: {
    method: "GET", path: "/api/v1/search/remedies/", tag: "api", access: "everyone",
    summary: "EAEU trade remedies in force on a date, by code, country of origin or words, with the lists searched",
    query: remedySearchQuery, responses: { 200: remedySearchBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
