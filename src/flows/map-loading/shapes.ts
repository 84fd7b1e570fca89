import type { WorldMap } from "../../../core/contract/containers.ts";
import type { MapLayer } from "../../../machines/map-loading/map-loading.machine.ts";
import { getJson } from "../../api/client.ts";

/**
 * The shipped shapes as files of the build (named by their hash, cached for good), not API calls: a map
 * page then loads neither the contract nor zod (39 KB of script) to draw its first screen. The API serves
 * the same files at /api/v1/maps/* for its other users. The world ships gzipped, as data/ keeps it.
 */
const WORLD_GZ = new URL("../../../data/geo/world_countries_110m.geojson.gz", import.meta.url);
const KZ_REGIONS = new URL("../../../data/geo/kz_regions.geojson", import.meta.url);

/**
 * The shapes of `layer`. In the browser, the build's file; on the server that renders the page, the same
 * file from the API in-process (a build file has no address there).
 */
export async function shapesOf(layer: MapLayer, signal?: AbortSignal): Promise<WorldMap> {
  if (typeof window === "undefined") return getJson(layer === "kz-regions" ? "mapsKzRegions" : "mapsWorld", { signal });
  const response = await fetch(layer === "kz-regions" ? KZ_REGIONS : WORLD_GZ, { signal });
  if (!response.ok || !response.body) throw new Error(`map shapes: HTTP ${response.status}`);
  const body = layer === "kz-regions" ? response.body : response.body.pipeThrough(new DecompressionStream("gzip"));
  return (await new Response(body).json()) as WorldMap;
}

const pending = new Map<MapLayer, Promise<WorldMap | null>>();

/**
 * The shapes of `layer` for a map the server draws whole, for React's `use`: one download per layer and
 * process (the server keeps them for every later page, and React, having seen the promise settle in a first
 * pass, reads it at once in the next). A failure gives null and is forgotten, so the map's statechart
 * downloads again and shows its error with Retry if that fails too.
 */
export function preloadedShapes(layer: MapLayer): Promise<WorldMap | null> {
  const known = pending.get(layer);
  if (known) return known;
  const download = shapesOf(layer).catch(() => {
    pending.delete(layer);
    return null;
  });
  pending.set(layer, download);
  return download;
}
