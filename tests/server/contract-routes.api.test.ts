import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { endpoints } from "../../core/contract/index.ts";
import { startTestApp } from "../support/test-app.ts";

/** Routes that are no API call of the contract: the OpenAPI document itself and the admin CLI's loopback call. */
const INFRASTRUCTURE = ["GET /api/openapi.json", "POST /auth/api/admin/grant"];
/** The four services' prefixes, and /healthz, which the contract declares (tag system). */
const SERVICE = /^\/(api|auth\/api|user\/api|ai)\/|^\/healthz$/;

const registered: string[] = [];
const onInit = ({ fastify }: { fastify: FastifyInstance }) => {
  fastify.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) if (method !== "HEAD") registered.push(`${method} ${r.url}`);
  });
};

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  // Fastify announces each new instance before any route is added: every route of the app is seen.
  diagnostics.subscribe("fastify.initialization", onInit as (message: unknown) => void);
  try { t = await startTestApp(); } finally { diagnostics.unsubscribe("fastify.initialization", onInit as (message: unknown) => void); }
});
afterAll(async () => { await t.close(); });

const declared = Object.values(endpoints).map((e) => `${e.method} ${e.path.replace(/\{(\w+)\}/g, ":$1")}`);

it("registers a handler for every call of the contract", () => {
  expect(declared.filter((call) => !registered.includes(call))).toEqual([]);
});

it("registers no call under the four services that the contract does not declare, besides the listed infrastructure", () => {
  const undeclared = registered.filter((r) => SERVICE.test(r.split(" ")[1] ?? "") && !declared.includes(r));
  expect(undeclared.sort()).toEqual([...INFRASTRUCTURE].sort());
});

it("describes every call of the contract in the served OpenAPI document, under its service's tag", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const misfiled = Object.values(endpoints)
    .filter((e) => doc.paths[e.path]?.[e.method.toLowerCase()]?.tags?.[0] !== e.tag)
    .map((e) => `${e.method} ${e.path}`);
  expect(misfiled).toEqual([]);
});
