import path from "node:path";
import { z } from "zod";
import { kzRegions } from "../db/schema.ts";
import { readText } from "./csv.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const CSV = "geo/kz_regions.csv";
const GEOJSON = "geo/kz_regions.geojson";

const featureCollection = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.object({
      id: z.string().optional(),
      properties: z.object({ iso_3166_2: z.string() }).passthrough(),
      geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }).passthrough(),
    }),
  ),
});

/** Kazakhstan's 20 regions, joined with their OpenStreetMap shapes (ODbL) by ISO 3166-2 code. */
export const kzRegionsDataset: Dataset = {
  name: "kz_regions",
  table: kzRegions,
  files: [CSV, GEOJSON],
  async load(db, dataDir) {
    const parsed = featureCollection.safeParse(JSON.parse(await readText(path.join(dataDir, GEOJSON))));
    if (!parsed.success) throw new Error(`${GEOJSON}: ${parsed.error.message}`);
    const shapes = new Map(parsed.data.features.map((f) => [f.properties.iso_3166_2, f.geometry]));
    const rows = (await csvFields(dataDir, CSV)).map((f): typeof kzRegions.$inferInsert => {
      const iso = f.req("iso_3166_2");
      const geometry = shapes.get(iso);
      if (!geometry) throw new Error(`${GEOJSON}: no feature for ${iso}`);
      return {
        iso,
        isoLegacy: f.text("iso_3166_2_legacy"),
        katoPrefix: f.req("kato_prefix"),
        type: f.req("type"),
        nameRu: f.req("name_ru"),
        nameKk: f.req("name_kk"),
        nameEn: f.req("name_en"),
        adminCenterRu: f.text("admin_center_ru"),
        adminCenterEn: f.text("admin_center_en"),
        labelLon: f.num("label_lon"),
        labelLat: f.num("label_lat"),
        areaKm2: f.num("area_km2_approx"),
        geometry,
      };
    });
    return replaceRows(db, kzRegions, rows);
  },
};
