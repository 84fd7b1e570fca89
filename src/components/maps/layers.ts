import { type GeoProjection, geoConicEqualArea, geoNaturalEarth1 } from "d3-geo";
import type { MessageDescriptor } from "@lingui/core";
import type { WorldMap } from "../../../core/contract/containers.ts";
import type { MapLayer } from "../../../machines/map-loading/map-loading.machine.ts";

type Feature = WorldMap["features"][number];

/** How a choropleth reads the shapes of its layer. */
export interface LayerSpec {
  width: number;
  height: number;
  projection: () => GeoProjection;
  /** The key the figures are joined on (ISO 3166-2 for regions, ISO alpha-2 for countries), null: not joinable. */
  idOf: (feature: Feature) => string | null;
  /** The feature's own name in the locale (when the figures carry none). */
  nameOf: (feature: Feature, locale: string) => string;
  /** Shapes left out of the drawing. */
  keep: (feature: Feature) => boolean;
  /** The reporter itself on a partners' map (drawn apart, never a partner). */
  home: string | null;
  attribution: MessageDescriptor;
}

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const localName = (f: Feature, locale: string) =>
  text(f.properties[`name_${locale}`]) ?? text(f.properties.name_ru) ?? text(f.properties.name_en) ?? f.id ?? "";

export const LAYERS: Record<MapLayer, LayerSpec> = {
  "kz-regions": {
    width: 800,
    height: 440,
    // Albers-like conic centred on Kazakhstan: areas true, the north not stretched as in Mercator.
    projection: () => geoConicEqualArea().parallels([44, 52]).rotate([-67, 0]),
    idOf: (f) => f.id ?? null,
    nameOf: localName,
    keep: () => true,
    home: null,
    attribution: /*i18n*/ { id: "maps.attribution.osm", message: "© участники OpenStreetMap, ODbL 1.0" },
  },
  world: {
    width: 960,
    height: 470,
    projection: () => geoNaturalEarth1(),
    idOf: (f) => text(f.properties.iso_alpha2),
    nameOf: localName,
    // No trade with Antarctica, and it would take a fifth of the height.
    keep: (f) => f.properties.iso_alpha2 !== "AQ",
    home: "KZ",
    attribution: /*i18n*/ { id: "maps.attribution.naturalEarth", message: "Natural Earth; world-atlas © Michael Bostock (ISC)" },
  },
};
