/**
 * The one contract: every request and response shape, imported by the client
 * (ky) and the server (Fastify), and the source of the OpenAPI document.
 */
import type { z } from "zod";
import { errorBody, healthBody } from "./common.ts";
import { codeBody, codeQuery, treeBody, treeQuery } from "./products.ts";
import { siteBody } from "./site.ts";

export * from "./common.ts";
export * from "./products.ts";
export * from "./site.ts";

export interface Endpoint {
  method: "GET" | "POST";
  /** Full path as served (service prefix included). */
  path: string;
  summary: string;
  tag: "api" | "auth" | "user" | "ai" | "system";
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

export const endpoints = {
  health: { method: "GET", path: "/healthz", tag: "system", summary: "Liveness and data version", responses: { 200: healthBody } },
  site: { method: "GET", path: "/api/v1/site", tag: "api", summary: "Mode and the sibling sections' addresses", responses: { 200: siteBody } },
  productsTree: {
    method: "GET", path: "/api/v1/products/tree", tag: "api",
    summary: "Sections of the ТН ВЭД, or the children of a node (names in the `lang` header's locale)",
    query: treeQuery, responses: { 200: treeBody, 404: errorBody, 422: errorBody },
  },
  productsCode: {
    method: "GET", path: "/api/v1/products/code", tag: "api",
    summary: "One 10-digit code: name, path, unit and ETT import duty",
    query: codeQuery, responses: { 200: codeBody, 404: errorBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
