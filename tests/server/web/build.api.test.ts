import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import type { Database } from "../../../server/db/connect.ts";
import { UNBUILT, readBuildId } from "../../../server/web/build-id.ts";
import { buildBody } from "../../../core/contract/index.ts";
import { openTestDatabase } from "../../support/test-db.ts";

let app: FastifyInstance;
let database: Database;
let dist: string;
const builds: string[] = [];

/** A stand-in build: an index.html naming its entry chunk, and Vite's manifest. */
function standInBuild(entry: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  builds.push(dir);
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="ru"><head><title>t</title></head><body><script src="/assets/${entry}"></script></body></html>`);
  writeFileSync(path.join(dir, "assets", entry), "console.log(1)");
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: `assets/${entry}` } }));
  return dir;
}

beforeAll(async () => {
  dist = standInBuild("app-abc123.js");
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, distDir: dist, logger: false });
});
afterAll(async () => { await app.close(); await database.close(); for (const dir of builds) rmSync(dir, { recursive: true, force: true }); });

describe("GET /api/v1/build", () => {
  it("answers the served build's id, by the contract, never cached", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/build" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = buildBody.parse(res.json());
    expect(body.data.build).toMatch(/^[0-9a-f]{16}$/);
    expect(body.data.build).toBe(readBuildId(dist));
  });

  it("writes the same id into every page as <meta name=\"build\">", async () => {
    const { build } = buildBody.parse((await app.inject({ method: "GET", url: "/api/v1/build" })).json()).data;
    for (const url of ["/", "/en/flows", "/kk/no-such-page"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.body, url).toContain(`<meta name="build" content="${build}"></head>`);
    }
  });

  it("changes with the build, and is stable for the same build", () => {
    expect(readBuildId(standInBuild("app-abc123.js"))).toBe(readBuildId(dist));
    expect(readBuildId(standInBuild("app-def456.js"))).not.toBe(readBuildId(dist));
    expect(readBuildId(path.join(dist, "missing"))).toBe(UNBUILT);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/v1/build"].get.responses).toHaveProperty("200");
  });
});
