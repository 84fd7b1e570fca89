import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAND_IN_SCRIPT, standInBuild } from "../../support/stand-in-build.ts";
import { startTestApp } from "../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
let dist: Awaited<ReturnType<typeof standInBuild>>;

beforeAll(async () => {
  dist = await standInBuild();
  t = await startTestApp({}, { distDir: dist.dir });
});
afterAll(async () => { await t.close(); rmSync(dist.dir, { recursive: true, force: true }); });

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }), ...headers } });

/** The body as the client reads it after undoing the content encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  expect(encoding ?? "identity").toBe("identity");
  return res.body;
}

const builtFile = (suffix: string) => readFileSync(path.join(dist.dir, STAND_IN_SCRIPT + suffix));

describe("compressed answers", () => {
  it("sends the build's brotli file of a script to a client that accepts br, still cached immutably", async () => {
    const res = await get(STAND_IN_SCRIPT, "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    // Brotli on the fly (quality 4) makes other bytes than the build's quality 11: equal bytes mean the file was sent.
    expect(brotliCompressSync(dist.script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).equals(builtFile(".br"))).toBe(false);
    expect(res.rawPayload.equals(builtFile(".br"))).toBe(true);
    expect(decoded(res)).toBe(dist.script.toString("utf8"));
  });

  it("sends the build's gzip file to a client that accepts only gzip, or refuses br", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const res = await get(STAND_IN_SCRIPT, accept);
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(res.rawPayload.equals(builtFile(".gz")), accept).toBe(true);
    }
  });

  it("sends the script as it is to a client that accepts identity only, or says nothing", async () => {
    for (const accept of ["identity", undefined]) {
      const res = await get(STAND_IN_SCRIPT, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"] ?? "identity", String(accept)).toBe("identity");
      expect(res.rawPayload.equals(dist.script), String(accept)).toBe(true);
    }
  });

  it("compresses the pages, found or not, on the fly by what the client accepts", async () => {
    for (const [url, status, lang] of [["/tree", 200, "ru"], ["/kk/custom/0101210000", 200, "kk"], ["/en/no-such-page", 404, "en"]] as const) {
      for (const [accept, encoding] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", undefined]] as const) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(status);
        expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
        expect(res.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
        expect(decoded(res)).toContain(`<html lang="${lang}"`);
      }
    }
  });

  it("compresses JSON answers", async () => {
    const res = await get("/api/openapi.json", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(res)).openapi).toBe("3.1.0");
    const plain = await get("/api/openapi.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().openapi).toBe("3.1.0");
  });

  it("leaves answers under 1 KB as they are", async () => {
    const res = await get("/healthz", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json().status).toBe("ok");
  });

  it("keeps error answers, redirects and the bots' bare 404 as they were", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/v1/products/tree", headers: { "content-type": "application/json", "accept-encoding": "br" }, payload: "{bad" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(decoded(bad)).message).toEqual(expect.any(String));
    const missing = await get("/api/v1/nope", "br", { lang: "en" });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(decoded(missing)).message).toMatch(/not found/i);
    const redirect = await get("/auth/api/login/social/google/callback", "br");
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/\?/);
    const bot = await get("/no-such-page", "br", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect(bot.statusCode).toBe(404);
    expect(decoded(bot)).not.toContain("<html");
  });
});
