import { type GeoProjection, geoMercator, geoPath } from "d3-geo";
import type { RoutePoint, WorldMap } from "../../../core/contract/containers.ts";

// The built-in maps' drawing with d3-geo: a Mercator projection fitted around the route, countries as SVG
// paths from the shipped GeoJSON (the SVG viewport clips what lies outside); the choropleths' shapes fitted whole.

export interface Frame {
  width: number;
  height: number;
  project: (lon: number, lat: number) => [number, number];
  /** The SVG path of a GeoJSON geometry in this frame. */
  path: (geometry: GeoJSON.Geometry) => string;
}

/** A frame of `width`×`height` showing the points with a 50 % margin (room for labels), at least `minSpanDeg` degrees wide. */
export function fitFrame(points: readonly { lat: number; lon: number }[], width: number, height: number, minSpanDeg = 24): Frame {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const span = (lo: number, hi: number, min: number): [number, number] => {
    const half = Math.max(((hi - lo) * 1.5) / 2, min / 2);
    return [(lo + hi) / 2 - half, (lo + hi) / 2 + half];
  };
  const [west, east] = span(Math.min(...lons), Math.max(...lons), minSpanDeg);
  const [south, north] = span(Math.min(...lats), Math.max(...lats), 0);
  const box: GeoJSON.MultiPoint = { type: "MultiPoint", coordinates: [[west, south], [east, north]] };
  const projection = geoMercator().fitSize([width, height], box);
  const draw = geoPath(projection);
  return {
    width,
    height,
    project: (lon, lat) => projection([lon, lat]) ?? [Number.NaN, Number.NaN],
    path: (geometry) => draw(geometry) ?? "",
  };
}

/** The shipped file keeps RFC 7946 winding (exterior rings counter-clockwise); d3-geo wants the reverse. */
function forD3(geometry: WorldMap["features"][number]["geometry"]): GeoJSON.Geometry {
  if (geometry.type === "Polygon") {
    const rings = geometry.coordinates as [number, number][][];
    return { type: "Polygon", coordinates: rings.map((ring) => [...ring].reverse()) };
  }
  const polygons = geometry.coordinates as [number, number][][][];
  return { type: "MultiPolygon", coordinates: polygons.map((rings) => rings.map((ring) => [...ring].reverse())) };
}

/** A choropleth's shape: its feature, SVG path and the point its tooltip points at. */
export interface Shape<F> {
  feature: F;
  d: string;
  centroid: [number, number];
}

/** Every feature as an SVG path, `projection` fitted so that all of them fill `width`×`height`. */
export function fittedShapes<F extends WorldMap["features"][number]>(features: readonly F[], projection: GeoProjection, width: number, height: number): Shape<F>[] {
  const geometries = features.map((f) => forD3(f.geometry));
  projection.fitSize([width, height], { type: "GeometryCollection", geometries });
  // A tenth of a unit of a viewBox some 900 wide is finer than a phone's pixel; the server sends these paths
  // in the page, and three decimals made them half as long again.
  const draw = geoPath(projection).digits(1);
  return features.map((feature, i) => {
    const geometry = geometries[i] as GeoJSON.Geometry;
    return { feature, d: draw(geometry) ?? "", centroid: draw.centroid(geometry) };
  });
}

/** A named place with published coordinates, drawn as a point over a choropleth's shapes. */
export interface Place {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * The places where `projection` (as fittedShapes left it) puts them inside `width`×`height`; a place it cannot
 * project or that falls outside the frame is left out rather than drawn at an edge.
 */
export function placedPoints<P extends Place>(places: readonly P[], projection: GeoProjection, width: number, height: number): (P & { x: number; y: number })[] {
  return places.flatMap((p) => {
    const xy = projection([p.lon, p.lat]);
    if (!xy || !xy.every(Number.isFinite)) return [];
    const [x, y] = xy;
    return x >= 0 && x <= width && y >= 0 && y <= height ? [{ ...p, x, y }] : [];
  });
}

/** One SVG path per country. */
export function countryPaths(world: WorldMap, frame: Frame): { id: string; d: string }[] {
  return world.features.map((f, i) => ({ id: f.id ?? String(i), d: frame.path(forD3(f.geometry)) }));
}

export interface Leg {
  from: [number, number];
  to: [number, number];
  /** Both ends already passed: drawn solid; otherwise dashed. */
  done: boolean;
}

/** The legs between consecutive route points, in frame coordinates. */
export function routeLegs(route: readonly RoutePoint[], frame: Frame): Leg[] {
  return route.slice(1).map((to, i) => {
    const from = route[i] as RoutePoint;
    return { from: frame.project(from.lon, from.lat), to: frame.project(to.lon, to.lat), done: from.state !== "planned" && to.state !== "planned" };
  });
}
