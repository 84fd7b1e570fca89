import { z } from "zod";
import { errorBody, type Endpoint } from "./common.ts";
import { filters, flow, provenance } from "./trade.ts";

// How goods arrive (issue 20): sums over declaration lines by mode of transport, delivery terms and customs
// post, with the goods calls' filters. Lines that do not name a mode, terms or post are counted in
// `meta.unspecified_usd`, not in the rows, so the rows' shares are of the lines that name one.

const lineFilters = { ...filters, flow: flow.default("import") };
export const logisticsQuery = z.object(lineFilters);
/** A customs post id of data/logistics/customs_posts.csv (upper case). */
const postCode = z.string().trim().toUpperCase().regex(/^[A-Z_]{2,40}$/);
export const postAnalyticsQuery = z.object({ ...lineFilters, post: postCode.optional() });

const sums = {
  value_usd: z.number(),
  /** Of the rows' total (lines naming no value of this classifier left out). */
  share: z.number().min(0).max(1),
  net_weight_kg: z.number(),
  lines: z.number().int(),
};
const meta = z.object({
  flow,
  /** Value of the lines behind the rows. */
  total_usd: z.number(),
  /** Value of the lines under the filters that name no value of this classifier. */
  unspecified_usd: z.number(),
});

// ---------- GET /v1/products/delivery/bases ----------
export const deliveryBasesBody = z.object({
  /** Incoterms 2020 terms with lines, largest value first. */
  data: z.array(z.object({
    code: z.string(), name: z.string(),
    /** E, F, C or D. */
    group: z.string(),
    /** `any` mode or `sea` (and inland waterway) only. */
    transport: z.string(),
    ...sums,
  })),
  meta,
  ...provenance,
});
export type DeliveryBasesBody = z.infer<typeof deliveryBasesBody>;

// ---------- GET /v1/products/delivery/transports ----------
const modeRow = z.object({
  /** Code of the EAEU classifier of transport types. */
  code: z.string(), name: z.string(),
  /** road, rail, sea, air, post, pipeline, power, inland_water, own_power or other. */
  group: z.string(),
  ...sums,
});
export const deliveryTransportsBody = z.object({ data: z.array(modeRow), meta, ...provenance });
export type DeliveryTransportsBody = z.infer<typeof deliveryTransportsBody>;

// ---------- GET /v1/products/delivery/transports/analytics and customs-posts/analytics ----------
/** Per month (YYYY-MM, in order): each key's sums, shares of the month. */
const monthly = z.array(z.object({
  period: z.string(),
  total_usd: z.number(),
  items: z.array(z.object({ code: z.string(), ...sums })),
}));
export const transportAnalyticsBody = z.object({
  data: monthly,
  /** The modes named in `data`, with their names. */
  keys: z.array(z.object({ code: z.string(), name: z.string() })),
  meta,
  ...provenance,
});
export type TransportAnalyticsBody = z.infer<typeof transportAnalyticsBody>;
export const postAnalyticsBody = transportAnalyticsBody;
export type PostAnalyticsBody = TransportAnalyticsBody;

// ---------- GET /v1/products/delivery/customs-posts ----------
export const customsPostRow = z.object({
  code: z.string(), name: z.string(),
  /** road, rail, air, sea or inland. */
  type: z.string(),
  region: z.string(), region_name: z.string(),
  /** The neighbour the post faces, ISO 3166-1 alpha-2; null inland. */
  border: z.string().nullable(),
  lat: z.number().nullable(), lon: z.number().nullable(), hours: z.string().nullable(),
  source_url: z.string(),
  ...sums,
});
export const customsPostsBody = z.object({
  /** Every post of the list (0 where no line), largest value first. */
  data: z.array(customsPostRow),
  meta,
  ...provenance,
});
export type CustomsPostsBody = z.infer<typeof customsPostsBody>;

// ---------- GET /v1/products/delivery/customs-posts/regions ----------
export const postRegionsBody = z.object({
  /** Regions where a listed post stands, with the value through their posts, largest first. */
  data: z.array(z.object({ id: z.string(), name: z.string(), posts: z.number().int(), ...sums })),
  meta,
  ...provenance,
});
export type PostRegionsBody = z.infer<typeof postRegionsBody>;

// ---------- GET /v1/products/code-statistic ----------
/** How one code usually arrives: `code` (2–10 digits) is required, the other filters as above. */
export const codeStatisticQuery = z.object({
  ...lineFilters,
  code: z.string().transform((s) => s.replace(/[\s.]+/g, "")).pipe(z.string().regex(/^\d{2,10}$/)),
});
export const CODE_STATISTIC_TOP = 3;
const top = z.array(z.object({ code: z.string(), name: z.string(), value_usd: z.number(), share: z.number().min(0).max(1) }));
export const codeStatisticBody = z.object({
  data: z.object({
    code: z.string(),
    /** Lines of the code under the filters (0: nothing to say). */
    lines: z.number().int(),
    value_usd: z.number(),
    /** The largest modes, terms and posts (at most CODE_STATISTIC_TOP each), shares of the lines naming one. */
    modes: top, terms: top, posts: top,
  }),
  meta: z.object({ flow }),
  ...provenance,
});
export type CodeStatisticBody = z.infer<typeof codeStatisticBody>;

const responses = <B extends z.ZodType>(body: B) => ({ 200: body, 422: errorBody });
export const logisticsEndpoints = {
  deliveryBases: {
    method: "GET", path: "/api/v1/products/delivery/bases", tag: "api", access: "access_to_ved",
    summary: "Trade by delivery terms (Incoterms 2020) from declaration lines", query: logisticsQuery, responses: responses(deliveryBasesBody),
  },
  deliveryTransports: {
    method: "GET", path: "/api/v1/products/delivery/transports", tag: "api", access: "access_to_ved",
    summary: "Trade by mode of transport (EAEU classifier) from declaration lines", query: logisticsQuery, responses: responses(deliveryTransportsBody),
  },
  deliveryTransportsAnalytics: {
    method: "GET", path: "/api/v1/products/delivery/transports/analytics", tag: "api", access: "access_to_ved",
    summary: "Value, weight and share by mode of transport, per month", query: logisticsQuery, responses: responses(transportAnalyticsBody),
  },
  deliveryCustomsPosts: {
    method: "GET", path: "/api/v1/products/delivery/customs-posts", tag: "api", access: "access_to_ved",
    summary: "The customs posts with the trade through each (0 where none)", query: logisticsQuery, responses: responses(customsPostsBody),
  },
  deliveryCustomsPostsAnalytics: {
    method: "GET", path: "/api/v1/products/delivery/customs-posts/analytics", tag: "api", access: "access_to_ved",
    summary: "Value, weight and share by customs post, per month (`post`: that post alone)", query: postAnalyticsQuery, responses: responses(postAnalyticsBody),
  },
  deliveryCustomsPostsRegions: {
    method: "GET", path: "/api/v1/products/delivery/customs-posts/regions", tag: "api", access: "access_to_ved",
    summary: "Trade through the customs posts of each region", query: logisticsQuery, responses: responses(postRegionsBody),
  },
  codeStatistic: {
    method: "GET", path: "/api/v1/products/code-statistic", tag: "api", access: "access_to_ved",
    summary: "How a code usually arrives: its largest modes of transport, delivery terms and customs posts",
    query: codeStatisticQuery, responses: responses(codeStatisticBody),
  },
} as const satisfies Record<string, Endpoint>;
