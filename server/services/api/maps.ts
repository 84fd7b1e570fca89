import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { route, type EndpointKey } from "../../http/route.ts";
import { DATA_DIR_DEFAULT } from "../../import/index.ts";

const WORLD = path.join(DATA_DIR_DEFAULT, "geo/world_countries_110m.geojson.gz");
const KZ_REGIONS = path.join(DATA_DIR_DEFAULT, "geo/kz_regions.geojson");

/** Serves one shipped GeoJSON file: gzipped to the browsers that take it (all do), plain to the rest; read once. */
function geoFile(app: FastifyInstance, key: EndpointKey, files: { gz: () => Buffer; plain: () => Buffer }) {
  let gz: Buffer | null = null;
  let plain: Buffer | null = null;
  route(app, key, async (request, reply) => {
    void reply.header("cache-control", "public, max-age=86400").header("vary", "accept-encoding").type("application/geo+json");
    if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) return reply.header("content-encoding", "gzip").send((gz ??= files.gz()));
    return reply.send((plain ??= files.plain()));
  });
}

/**
 * The shipped maps, no tile service: GET /v1/maps/world (Natural Earth 1:110m countries) for the built-in
 * world maps; GET /v1/maps/kz-regions (the 20 regions, OpenStreetMap, ODbL) for the regions choropleth.
 */
export function mapRoutes(app: FastifyInstance) {
  const world = readFileSync(WORLD);
  geoFile(app, "mapsWorld", { gz: () => world, plain: () => gunzipSync(world) });
  const regions = readFileSync(KZ_REGIONS);
  geoFile(app, "mapsKzRegions", { gz: () => gzipSync(regions), plain: () => regions });
}
