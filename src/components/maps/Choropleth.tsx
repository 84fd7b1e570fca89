import { useLingui } from "@lingui/react";
import { type KeyboardEvent, use, useMemo, useState } from "react";
import type { MapLayer } from "../../../machines/map-loading/map-loading.machine.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { fittedShapes, placedPoints, type Place } from "../containers/projection.ts";
import { useMapLoading } from "../../flows/map-loading/live.ts";
import { preloadedShapes } from "../../flows/map-loading/shapes.ts";
import { classOf, valueClasses } from "./classes.ts";
import { ChoroplethLegend } from "./ChoroplethLegend.tsx";
import { LAYERS } from "./layers.ts";

/** A figure of the map: `id` as the layer joins it (`KZ-75`, `CN`). */
export interface MapFigure {
  id: string;
  name: string;
  value: number;
  /** A second figure for the tooltip and screen readers (e.g. the weight beside a value). */
  detail?: string;
}

// One empty list for every map without points, so the fitted shapes are not recomputed on each render.
const NO_POINTS: readonly Place[] = [];

interface Props {
  layer: MapLayer;
  figures: readonly MapFigure[];
  format: (value: number) => string;
  /** The legend's ranges (compact figures). */
  formatShort: (value: number) => string;
  /** Places with published coordinates, drawn as points over the shapes (none: no points). */
  points?: readonly Place[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** What the map shows, for screen readers. */
  label: string;
  testId: string;
  /** The server draws this map, or the browser takes over the server's drawing. */
  awaitShapes?: boolean;
}

/**
 * A choropleth on the built-in shapes of `layer`: filled by class of value, a tooltip on hover and focus, a
 * click or Enter selects. Drawn only when the map-loading statechart has the shapes (skeleton, error with retry).
 * With `awaitShapes` it waits for its layer's shapes before its first render (suspends), so the server sends
 * the map drawn and the browser brings that drawing to life with the very same shapes; otherwise (a map the
 * browser mounts itself), and if that download failed, the statechart loads them and shows its states.
 */
export function Choropleth({ layer, figures, format, formatShort, points = NO_POINTS, selected, onSelect, label, testId, awaitShapes = false }: Props) {
  const { i18n } = useLingui();
  const { state, map, retry } = useMapLoading(layer, awaitShapes ? use(preloadedShapes(layer)) : undefined);
  const spec = LAYERS[layer];
  const world = map?.kind === "builtin" && map.layer === layer ? map.world : null;
  // fittedShapes fits the projection to the shapes, so the points are placed with the very same fit.
  const { shapes, placed } = useMemo(() => {
    if (!world) return { shapes: [], placed: [] };
    const projection = spec.projection();
    const fitted = fittedShapes(world.features.filter(spec.keep), projection, spec.width, spec.height);
    return { shapes: fitted, placed: placedPoints(points, projection, spec.width, spec.height) };
  }, [world, spec, points]);
  const byId = useMemo(() => new Map(figures.map((f) => [f.id, f])), [figures]);
  const classes = useMemo(() => valueClasses(figures.map((f) => f.value)), [figures]);
  // The pointer's shape wins over the focused one while the pointer is on the map.
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const active = hovered ?? focused;
  const attr = layer === "kz-regions" ? "data-region" : "data-country";
  // "No figure" is in the legend only when some shape has none.
  const missing = shapes.some((s) => {
    const id = spec.idOf(s.feature);
    return id !== spec.home && (id === null || !byId.has(id));
  });

  if (state !== "loaded" || !world) {
    return (
      <div className={`choropleth choropleth--${layer}`} data-testid={testId} data-map-state={state}>
        {state === "error" ? (
          <ErrorState text={i18n._({ id: "map.error.loadFailed", message: "Карта не загрузилась. Проверьте соединение и повторите." })} onRetry={retry} testId="map-error" />
        ) : (
          <SkeletonLines count={6} label={i18n._({ id: "maps.loading", message: "Загружаем карту…" })} testId="map-loading" />
        )}
      </div>
    );
  }

  const key = (e: KeyboardEvent, id: string) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onSelect(id);
  };
  const tip = active ? shapes.find((s) => spec.idOf(s.feature) === active) : undefined;
  const tipFigure = active ? byId.get(active) : undefined;
  const noData = i18n._({ id: "maps.noData", message: "нет данных" });

  return (
    <div className={`choropleth choropleth--${layer}`} data-testid={testId} data-map-state={state}>
      <div className="choropleth__frame" data-testid="map-drawn">
        <svg viewBox={`0 0 ${spec.width} ${spec.height}`} role="group" aria-label={label} className="choropleth__svg">
          <defs>
            <pattern id={`choro-none-${layer}`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className="choro-none-bg" />
              <line x1="0" y1="0" x2="0" y2="6" className="choro-none-line" />
            </pattern>
          </defs>
          {shapes.map((s, i) => {
            const id = spec.idOf(s.feature);
            const figure = id ? byId.get(id) : undefined;
            const cls = id !== null && id === spec.home ? "home" : classOf(figure?.value, classes);
            const name = figure?.name ?? spec.nameOf(s.feature, i18n.locale);
            const interactive = id !== null && figure !== undefined;
            return (
              <path
                key={id ?? `shape-${i}`}
                d={s.d}
                className={`choro-shape choro-shape--${cls}${id !== null && id === selected ? " choro-shape--selected" : ""}`}
                data-class={cls}
                {...(figure ? { [attr]: id } : {})}
                {...(cls === "none" ? { fill: `url(#choro-none-${layer})` } : {})}
                {...(interactive
                  ? {
                      tabIndex: 0,
                      role: "button",
                      "aria-pressed": id === selected,
                      "aria-label": `${name}: ${format(figure.value)}${figure.detail ? `; ${figure.detail}` : ""}`,
                      onClick: () => onSelect(id),
                      onKeyDown: (e: KeyboardEvent) => key(e, id),
                      onFocus: () => setFocused(id),
                      onBlur: () => setFocused(null),
                    }
                  : {})}
                onMouseEnter={() => setHovered(id)}
                onMouseLeave={() => setHovered(null)}
              />
            );
          })}
          {placed.length > 0 ? (
            // The places are listed in the page's tables; here they only show where they are.
            <g aria-hidden="true">
              {placed.map((p) => (
                <circle key={p.id} cx={p.x} cy={p.y} r={4} className="choro-point" data-point={p.id}>
                  <title>{p.name}</title>
                </circle>
              ))}
            </g>
          ) : null}
        </svg>
        {tip && active ? (
          <div
            className="choropleth__tip"
            role="tooltip"
            data-testid={`${testId}-tip`}
            style={{ left: `${(tip.centroid[0] / spec.width) * 100}%`, top: `${(tip.centroid[1] / spec.height) * 100}%` }}
          >
            <strong>{tipFigure?.name ?? spec.nameOf(tip.feature, i18n.locale)}</strong>
            <span>{tipFigure ? format(tipFigure.value) : active === spec.home ? i18n._({ id: "maps.home", message: "Казахстан — страна-отчётчик" }) : noData}</span>
            {tipFigure?.detail ? <span>{tipFigure.detail}</span> : null}
          </div>
        ) : null}
      </div>
      <ChoroplethLegend classes={classes} format={formatShort} home={spec.home !== null} zero={figures.some((f) => f.value <= 0)} missing={missing} layer={layer} />
      <p className="choropleth__credit">{i18n._(spec.attribution)}</p>
    </div>
  );
}
