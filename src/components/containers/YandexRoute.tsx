import { useEffect, useRef } from "react";
import type { RoutePoint } from "../../../core/contract/containers.ts";

/** The parts of Yandex Maps API v3 this map uses. */
interface YMaps3 {
  YMap: new (el: HTMLElement, props: { location: { bounds: [number, number][] } }, children?: unknown[]) => { addChild(c: unknown): void; destroy(): void };
  YMapDefaultSchemeLayer: new (props: object) => unknown;
  YMapDefaultFeaturesLayer: new (props: object) => unknown;
  YMapFeature: new (props: { geometry: { type: "LineString"; coordinates: [number, number][] }; style: object }) => unknown;
}

/** The route on Yandex Maps (when a key is configured): the same legs as the built-in map. */
export function YandexRoute({ api, route }: { api: unknown; route: RoutePoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const y = api as YMaps3;
    if (!box.current) return;
    const coords = route.map((p): [number, number] => [p.lon, p.lat]);
    const lons = coords.map((c) => c[0]);
    const lats = coords.map((c) => c[1]);
    const map = new y.YMap(box.current, { location: { bounds: [[Math.min(...lons) - 2, Math.max(...lats) + 2], [Math.max(...lons) + 2, Math.min(...lats) - 2]] } }, [
      new y.YMapDefaultSchemeLayer({}),
      new y.YMapDefaultFeaturesLayer({}),
    ]);
    route.slice(1).forEach((to, i) => {
      const from = route[i] as RoutePoint;
      const done = from.state !== "planned" && to.state !== "planned";
      map.addChild(new y.YMapFeature({ geometry: { type: "LineString", coordinates: [[from.lon, from.lat], [to.lon, to.lat]] }, style: { stroke: [{ color: "#143f8f", width: 3, dash: done ? undefined : [8, 6] }] } }));
    });
    return () => map.destroy();
  }, [api, route]);
  return <div ref={box} className="track-ymap" data-testid="track-ymap" />;
}
