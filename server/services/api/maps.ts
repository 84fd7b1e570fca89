import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { DATA_DIR_DEFAULT } from "../../import/index.ts";

const WORLD = path.join(DATA_DIR_DEFAULT, "geo/world_countries_110m.geojson.gz");

/** GET /v1/maps/world: the shipped world map (Natural Earth 1:110m GeoJSON) for the built-in map; no tile service. */
export function mapRoutes(app: FastifyInstance) {
  // Read once; sent gzipped as stored to the browsers that take it (all do), unpacked to the rest.
  const gz = readFileSync(WORLD);
  let plain: Buffer | null = null;
  app.get("/v1/maps/world", async (request, reply) => {
    void reply.header("cache-control", "public, max-age=86400").header("vary", "accept-encoding").type("application/geo+json");
    if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) return reply.header("content-encoding", "gzip").send(gz);
    plain ??= gunzipSync(gz);
    return reply.send(plain);
  });
}
