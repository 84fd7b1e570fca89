import { i18n } from "@lingui/core";
import type { KyInstance } from "ky";
import type { z } from "zod";
import type { endpoints } from "../../core/contract/index.ts";
import { loadContract } from "./contract.ts";

/** Where the client finds the bearer token and whom it tells about a 401 (the session, once it runs). */
interface SessionLink {
  token: () => string | null;
  unauthorized: () => void;
}
let session: SessionLink = { token: () => null, unauthorized: () => undefined };

/** The session host connects itself here; until then calls go without a bearer. */
export function connectSession(link: SessionLink): void {
  session = link;
}

/**
 * Makes the one HTTP client: same origin with credentials (the auth service's session cookie), the
 * `lang` header on every call (the server answers in that locale), the bearer token when one
 * exists, a 401 to a call that carried it resets the session (spec §7), and the spec's retry
 * rule (idempotent methods, once, on these statuses).
 */
function createClient(ky: KyInstance, transport: Transport): KyInstance {
  return ky.create({
    prefixUrl: transport.prefixUrl,
    fetch: transport.fetch,
    credentials: "include",
    retry: { limit: 1, methods: ["get", "head", "options"], statusCodes: [408, 409, 425, 429, 500, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set("lang", i18n.locale || "ru");
          const token = session.token();
          if (token && !request.headers.has("authorization")) request.headers.set("authorization", `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && request.headers.has("authorization")) session.unauthorized();
        },
      ],
    },
  });
}

/** Where calls go: the page's own origin in the browser; the server's renderer answers them in-process. */
export interface Transport {
  prefixUrl: string;
  fetch?: typeof globalThis.fetch;
}

let transport: Transport = { prefixUrl: "/" };
let client: Promise<KyInstance> | null = null;

/**
 * The HTTP client, made at the first call: ky loads then rather than with the page, since a page the
 * server rendered arrives with its answers and calls nothing until the reader acts.
 */
export function http(): Promise<KyInstance> {
  client ??= import("ky").then(
    ({ default: ky }) => createClient(ky, transport),
    (err: unknown) => {
      client = null; // let the next call try again
      throw err;
    },
  );
  return client;
}

/** The server-side renderer points the client at the server itself (no socket, no second origin). */
export function setTransport(to: Transport): void {
  transport = to;
  client = null;
}

type Endpoints = typeof endpoints;
/** The calls that answer JSON with 200 (social sign-in answers redirects). */
type Key = { [K in keyof Endpoints]: Endpoints[K]["responses"] extends { 200: z.ZodType } ? K : never }[keyof Endpoints];
type Ok<K extends Key> = Endpoints[K]["responses"] extends { 200: infer S extends z.ZodType } ? z.output<S> : never;
type Query<K extends Key> = Endpoints[K] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
type Body<K extends Key> = Endpoints[K] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
type Params<K extends Key> = Endpoints[K] extends { params: infer P extends z.ZodType } ? z.input<P> : never;

/** The contract's path with its `{name}` segments filled in (encoded), without the leading slash ky's prefix wants. */
function pathOf(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/^\//, "").replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? "")));
}

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
  const [contract, api] = await Promise.all([loadContract(), http()]);
  const endpoint = contract.endpoints[key];
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

interface CallOptions<K extends Key> {
  params?: Params<K>;
  query?: Query<K>;
  body?: Body<K>;
  /** A bearer token to send instead of the session's (the session start passes its own). */
  token?: string | null;
  signal?: AbortSignal;
}

/** An answer of any status: the body checked against the contract's schema for that status. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Calls a contract endpoint and resolves for every HTTP status (the sign-in flows decide on the
 * status themselves, spec §4, §8); it rejects only when the server could not be reached or the
 * answer breaks the contract.
 */
export async function call<K extends Key>(key: K, options: CallOptions<K> = {}): Promise<Answer> {
  const [contract, api] = await Promise.all([loadContract(), http()]);
  const endpoint = contract.endpoints[key] as { method: string; path: string; responses: Record<number, z.ZodType> };
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await api(pathOf(endpoint.path, options.params), {
    method: endpoint.method,
    searchParams: searchParams(options.query),
    json: options.body,
    headers,
    signal: options.signal,
    throwHttpErrors: false,
    retry: endpoint.method === "GET" ? undefined : 0,
  });
  const text = await response.text();
  const raw: unknown = text ? JSON.parse(text) : null;
  const schema = endpoint.responses[response.status];
  return { status: response.status, body: schema ? schema.parse(raw) : raw };
}

/** The `message` of an answer when it is one text (most failures), else null. */
export function messageOf(body: unknown): string | null {
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === "string") return message;
  }
  return null;
}
