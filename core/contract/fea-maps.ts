import { z } from "zod";
import type { Endpoint } from "./common.ts";
import { worldMapBody } from "./containers.ts";

// The maps of the trade analytics (issue 8): the KZ regions' boundaries for the regions choropleth; the world
// choropleth draws GET /v1/maps/world.

/** The 20 regions of Kazakhstan (OpenStreetMap boundaries, simplified; RFC 7946 GeoJSON), `id` = ISO 3166-2 (`KZ-75`). */
export const kzRegionsMapBody = worldMapBody.extend({
  features: z.array(worldMapBody.shape.features.element.extend({
    id: z.string(),
    properties: z.object({
      iso_3166_2: z.string(),
      type: z.enum(["region", "city"]),
      name_ru: z.string(),
      name_kk: z.string(),
      name_en: z.string(),
    }).passthrough(),
  })),
});
export type KzRegionsMap = z.infer<typeof kzRegionsMapBody>;

export const feaMapEndpoints = {
  mapsKzRegions: {
    method: "GET", path: "/api/v1/maps/kz-regions", tag: "api", access: "everyone",
    summary: "The 20 regions of Kazakhstan for the regions map (GeoJSON, id = ISO 3166-2; © OpenStreetMap contributors, ODbL 1.0; gzip when accepted)",
    responses: { 200: kzRegionsMapBody },
  },
} as const satisfies Record<string, Endpoint>;
