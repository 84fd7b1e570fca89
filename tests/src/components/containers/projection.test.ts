import { describe, expect, it } from "vitest";
import type { RoutePoint } from "../../../../core/contract/containers.ts";
import { geoConicEqualArea } from "d3-geo";
import { countryPaths, fitFrame, fittedShapes, placedPoints, routeLegs } from "../../../../src/components/containers/projection.ts";

const point = (lon: number, lat: number, state: RoutePoint["state"]): RoutePoint => ({ locode: null, name: `${lon},${lat}`, lat, lon, state, mode: null });
const ROUTE = [point(122.07, 30.63, "past"), point(119.45, 34.74, "current"), point(80.4, 44.22, "planned"), point(76.95, 43.34, "planned")];

describe("the built-in map's projection", () => {
  it("fits every route point inside the frame, west to the left and north up", () => {
    const frame = fitFrame(ROUTE, 800, 480);
    const xy = ROUTE.map((p) => frame.project(p.lon, p.lat));
    for (const [x, y] of xy) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(800);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(480);
    }
    expect(xy[3]![0]).toBeLessThan(xy[0]![0]); // Almaty west of Shanghai
    expect(xy[2]![1]).toBeLessThan(xy[0]![1]); // Khorgos north of Shanghai
  });

  it("never zooms closer than the minimum span for a one-place route", () => {
    const frame = fitFrame([point(51.2, 43.6, "current")], 800, 480, 24);
    const [xa] = frame.project(51.2 - 12, 43.6);
    const [xb] = frame.project(51.2 + 12, 43.6);
    expect(xb - xa).toBeCloseTo(800, 0);
  });

  it("draws past legs solid and the rest dashed", () => {
    const legs = routeLegs(ROUTE, fitFrame(ROUTE, 800, 480));
    expect(legs.map((l) => l.done)).toEqual([true, false, false]);
  });

  it("turns polygons and multipolygons into one path per country", () => {
    const frame = fitFrame(ROUTE, 800, 480);
    const paths = countryPaths(
      {
        type: "FeatureCollection",
        features: [
          { type: "Feature", id: "A", properties: {}, geometry: { type: "Polygon", coordinates: [[[70, 40], [80, 40], [80, 45], [70, 40]]] } },
          { type: "Feature", id: "B", properties: {}, geometry: { type: "MultiPolygon", coordinates: [[[[0, 0], [1, 0], [1, 1], [0, 0]]], [[[2, 2], [3, 2], [3, 3], [2, 2]]]] } },
        ],
      },
      frame,
    );
    expect(paths.map((p) => p.id)).toEqual(["A", "B"]);
    expect(paths[0]!.d.match(/M/g)).toHaveLength(1);
    expect(paths[1]!.d.match(/M/g)).toHaveLength(2);
    expect(paths[0]!.d.endsWith("Z")).toBe(true);
    // RFC 7946 winding is turned for d3: the country is drawn as itself, not as the whole world around it.
    const xs = [...paths[0]!.d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[1]));
    const [west] = frame.project(70, 40);
    const [east] = frame.project(80, 40);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(west - 0.5);
    expect(Math.max(...xs)).toBeLessThanOrEqual(east + 0.5);
  });
});

describe("points over a fitted choropleth", () => {
  const square = (lon: number, lat: number, id: string) => ({
    type: "Feature" as const, id, properties: {},
    geometry: { type: "Polygon" as const, coordinates: [[[lon, lat], [lon + 4, lat], [lon + 4, lat + 4], [lon, lat + 4], [lon, lat]]] },
  });
  const features = [square(60, 44, "W"), square(72, 44, "E")];

  it("places a point with the very fit of the shapes, west to the left, and leaves out one off the frame", () => {
    const projection = geoConicEqualArea().parallels([44, 52]).rotate([-67, 0]);
    fittedShapes(features, projection, 800, 440);
    const placed = placedPoints([
      { id: "in-w", name: "W", lon: 62, lat: 46 },
      { id: "in-e", name: "E", lon: 74, lat: 46 },
      { id: "far", name: "far away", lon: -70, lat: -30 },
    ], projection, 800, 440);
    expect(placed.map((p) => p.id)).toEqual(["in-w", "in-e"]);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(440);
    }
    expect(placed[0]!.x).toBeLessThan(placed[1]!.x);
    // The same place as the projection puts it: nothing shifted between shapes and points.
    const [x, y] = projection([62, 46])!;
    expect(placed[0]).toMatchObject({ x, y });
  });
});
