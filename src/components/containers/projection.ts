import type { RoutePoint, WorldMap } from "../../contract/containers.ts";

// The built-in map's drawing: a Mercator projection fitted around the route, countries as SVG paths
// straight from the shipped GeoJSON (the SVG viewport clips what lies outside).

export interface Frame {
  width: number;
  height: number;
  project: (lon: number, lat: number) => [number, number];
}

const RAD = Math.PI / 180;
const LAT_LIMIT = 80;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-LAT_LIMIT, Math.min(LAT_LIMIT, lat)) * RAD) / 2));

/** A frame of `width`×`height` showing the points with a margin, at least `minSpanDeg` degrees wide. */
export function fitFrame(points: readonly { lat: number; lon: number }[], width: number, height: number, minSpanDeg = 24): Frame {
  const xs = points.map((p) => p.lon * RAD);
  const ys = points.map((p) => mercatorY(p.lat));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  // Radians per pixel: the route's extent plus 50 % margin (room for the labels), never tighter than the minimum span.
  const perPx = Math.max(((x1 - x0) * 1.5) / width, ((y1 - y0) * 1.5) / height, (minSpanDeg * RAD) / width);
  return {
    width,
    height,
    project: (lon, lat) => [width / 2 + (lon * RAD - cx) / perPx, height / 2 - (mercatorY(lat) - cy) / perPx],
  };
}

type Ring = [number, number][];

/** One SVG path per country (`M…Z` per ring). */
export function countryPaths(world: WorldMap, frame: Frame): { id: string; d: string }[] {
  return world.features.map((f, i) => {
    const polygons = (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
    const d = polygons
      .flatMap((rings) => rings.map((ring) => `M${ring.map(([lon, lat]) => frame.project(lon, lat).map((v) => v.toFixed(1)).join(",")).join("L")}Z`))
      .join("");
    return { id: f.id ?? String(i), d };
  });
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
