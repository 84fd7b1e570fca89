import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import type { Database } from "../../../server/db/connect.ts";
import { openTestDatabase } from "../../support/test-db.ts";

let app: FastifyInstance;
let database: Database;
let dist: string;

beforeAll(async () => {
  // A stand-in build: the server's job here is caching, status codes and <html lang>, not the bundle.
  dist = mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="ru"><head></head><body><script src="/assets/app-abc123.js"></script></body></html>');
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, distDir: dist, logger: false });
});
afterAll(async () => { await app.close(); await database.close(); rmSync(dist, { recursive: true, force: true }); });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the SPA", () => {
  it("serves every locale variant of a route with <html lang> and no caching of HTML", async () => {
    for (const [url, lang] of [["/tree", "ru"], ["/kk/tree", "kk"], ["/en/tree", "en"], ["/en", "en"], ["/", "ru"], ["/custom/0101210000", "ru"]] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets immutably", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers unknown paths with 404 and the app (which shows Page Not Found)", async () => {
    const res = await get("/kk/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="kk"');
    expect(res.body).toContain("<script");
  });

  it("gives bots a bare 404 with no page and no script", async () => {
    const res = await get("/no-such-page", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<script");
    expect(res.body).not.toContain("<html");
  });

  it("answers unknown paths under each service with JSON 404 in the asked language", async () => {
    for (const prefix of ["/api", "/auth/api", "/user/api", "/ai"]) {
      const res = await get(`${prefix}/nope`, { lang: "en" });
      expect(res.statusCode, prefix).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
  });

  it("never answers bad input with 5xx", async () => {
    const res = await app.inject({ method: "POST", url: "/api/v1/products/tree", headers: { "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const odd = await get("/%E0%A4%A");
    expect(odd.statusCode).toBeGreaterThanOrEqual(400);
    expect(odd.statusCode).toBeLessThan(500);
  });

  it("reports health and publishes the OpenAPI document from the contract", async () => {
    const health = await get("/healthz");
    expect(health.json()).toMatchObject({ status: "ok", data_version: expect.any(String) });
    const doc = (await get("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/v1/products/tree"].get.responses).toHaveProperty("200");
    expect(doc.paths["/api/v1/products/code"].get.parameters.map((p: { name: string }) => p.name)).toContain("code");
  });

  it("builds the sibling sections' addresses from the mode", async () => {
    const dev = (await get("/api/v1/site")).json();
    expect(dev.data.mode).toBe("development");
    expect(dev.data.services.map((s: { id: string }) => s.id)).toEqual([
      "landing", "pk", "login", "work", "tender", "zakupki", "avto", "analytics", "analytics-new", "tnved", "edo", "compliance",
    ]);
    expect(dev.data.operator).toEqual({ name: "ВЭД портал", bin: null, address: null, email: "support@localhost", phone: null });
  });
});
