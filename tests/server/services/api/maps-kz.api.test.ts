import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kzRegionsMapBody, regionsBody } from "../../../../core/contract/index.ts";
import { kzRegions } from "../../../../server/db/schema.ts";
import { planBearer } from "../../../support/plan-bearer.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
/** A paid plan's bearer: the importer search and the regions' trade are paid calls. */
let paid: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  paid = await planBearer(t.app, t.database);
});
afterAll(async () => { await t.close(); });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/v1/maps/kz-regions", () => {
  it("gives the 20 regions of the kz_regions table, ids as ISO 3166-2, names in three languages", async () => {
    const res = await get("/api/v1/maps/kz-regions");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/geo\+json/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    const map = kzRegionsMapBody.parse(res.json());
    const table = await t.database.db.select({ iso: kzRegions.iso, nameRu: kzRegions.nameRu }).from(kzRegions);
    expect(map.features).toHaveLength(table.length);
    expect(map.features.map((f) => f.id).sort()).toEqual(table.map((r) => r.iso).sort());
    const names = new Map(table.map((r) => [r.iso, r.nameRu]));
    for (const f of map.features) {
      expect(f.properties.iso_3166_2).toBe(f.id);
      expect(f.properties.name_ru).toBe(names.get(f.id));
    }
  });

  it("the map's regions are the ones /api/v1/regions answers for", async () => {
    const map = kzRegionsMapBody.parse((await get("/api/v1/maps/kz-regions")).json());
    const regions = regionsBody.parse((await get("/api/v1/regions", paid)).json());
    expect(map.features.map((f) => f.id).sort()).toEqual(regions.data.map((r) => r.id).sort());
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await get("/api/openapi.json")).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(doc.paths["/api/v1/maps/kz-regions"]?.get?.responses).toHaveProperty("200");
  });

  it("is sent gzipped when the client takes gzip, the same file once unpacked, and may be cached", async () => {
    const plain = await get("/api/v1/maps/kz-regions");
    const gz = await get("/api/v1/maps/kz-regions", { "accept-encoding": "gzip, deflate, br" });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/accept-encoding/);
    expect(gz.headers["cache-control"]).toMatch(/max-age=\d+/);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
