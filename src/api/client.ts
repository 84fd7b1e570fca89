import { i18n } from "@lingui/core";
import ky from "ky";
import type { z } from "zod";
import type { endpoints } from "../contract/index.ts";
import { loadContract } from "./contract.ts";

/**
 * The one HTTP client: same origin, the `lang` header on every call (the server answers in
 * that locale), and the spec's retry rule (idempotent methods, once, on these statuses).
 */
export const api = ky.create({
  prefixUrl: "/",
  retry: { limit: 1, methods: ["get", "head", "options"], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set("lang", i18n.locale || "ru");
      },
    ],
  },
});

type Endpoints = typeof endpoints;
/** The calls that answer JSON with 200 (social sign-in answers redirects). */
type Key = { [K in keyof Endpoints]: Endpoints[K]["responses"] extends { 200: z.ZodType } ? K : never }[keyof Endpoints];
type Ok<K extends Key> = Endpoints[K]["responses"] extends { 200: infer S extends z.ZodType } ? z.output<S> : never;
type Query<K extends Key> = Endpoints[K] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

interface GetOptions<K extends Key> {
  query?: Query<K>;
  signal?: AbortSignal;
}

/** Strips undefined values; ky wants strings. */
function searchParams(query: unknown): Record<string, string> | undefined {
  if (typeof query !== "object" || query === null) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** GET a contract endpoint and validate the 200 body with the contract's schema. */
export async function getJson<K extends Key>(key: K, options: GetOptions<K> = {}): Promise<Ok<K>> {
  const endpoint = (await loadContract()).endpoints[key];
  const body: unknown = await api
    .get(endpoint.path.replace(/^\//, ""), { searchParams: searchParams(options.query), signal: options.signal })
    .json();
  const schema = (endpoint.responses as Record<number, z.ZodType>)[200] as z.ZodType;
  return schema.parse(body) as Ok<K>;
}

/** HTTP status of a failed call, when the server answered at all. */
export function statusOf(error: unknown): number | null {
  if (typeof error === "object" && error !== null && "response" in error) {
    const res = (error as { response?: { status?: unknown } }).response;
    if (typeof res?.status === "number") return res.status;
  }
  return null;
}
