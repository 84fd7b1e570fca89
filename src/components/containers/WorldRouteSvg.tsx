import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { RoutePoint, WorldMap } from "../../../core/contract/containers.ts";
import { countryPaths, fitFrame, routeLegs } from "./projection.ts";

const WIDTH = 800;
const HEIGHT = 480;

/** The built-in map: countries from the shipped GeoJSON, past legs solid, planned legs dashed, the container marked. */
export function WorldRouteSvg({ world, route }: { world: WorldMap; route: RoutePoint[] }) {
  const { i18n } = useLingui();
  const frame = useMemo(() => fitFrame(route, WIDTH, HEIGHT), [route]);
  const countries = useMemo(() => countryPaths(world, frame), [world, frame]);
  const legs = routeLegs(route, frame);
  const current = route.find((p) => p.state === "current");
  const label = i18n._({ id: "track.map.label", message: "Карта маршрута: {points}", values: { points: route.map((p) => p.name).join(" → ") } });
  return (
    <svg className="track-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="track-svg">
      <rect className="track-svg__sea" width={WIDTH} height={HEIGHT} />
      <g className="track-svg__land">
        {countries.map((c) => (
          <path key={c.id} d={c.d} />
        ))}
      </g>
      {legs.map((l, i) => (
        <line key={i} className={l.done ? "track-svg__leg track-svg__leg--done" : "track-svg__leg track-svg__leg--planned"} x1={l.from[0]} y1={l.from[1]} x2={l.to[0]} y2={l.to[1]} data-done={l.done} />
      ))}
      {route.map((p, i) => {
        const [x, y] = frame.project(p.lon, p.lat);
        return (
          <g key={`${p.locode ?? p.name}-${i}`} className={`track-svg__point track-svg__point--${p.state}`}>
            <circle cx={x} cy={y} r={p.state === "current" ? 9 : 5} />
            {/* Labels go left of points in the right part of the map, so they stay inside it; every other one below, so neighbours do not overlap. */}
            <text x={x > WIDTH * 0.7 ? x - 10 : x + 10} y={i % 2 ? y + 24 : y - 8} textAnchor={x > WIDTH * 0.7 ? "end" : "start"}>
              {p.name}
            </text>
          </g>
        );
      })}
      {current
        ? (() => {
            const [x, y] = frame.project(current.lon, current.lat);
            return <circle className="track-svg__here" cx={x} cy={y} r={16} data-testid="track-current" />;
          })()
        : null}
    </svg>
  );
}
