import { useLingui } from "@lingui/react";
import type { MapLayer } from "../../../machines/map-loading/map-loading.machine.ts";
import type { ValueClass } from "./classes.ts";

/** The classes of the map, each with its range; zero, "no figure" and the reporter apart. */
export function ChoroplethLegend({ classes, format, zero, missing, home, layer }: {
  classes: readonly ValueClass[];
  format: (value: number) => string;
  zero: boolean;
  missing: boolean;
  home: boolean;
  layer: MapLayer;
}) {
  const { i18n } = useLingui();
  return (
    <ul className="choropleth__legend" aria-label={i18n._({ id: "maps.legend", message: "Легенда карты" })}>
      {classes.map((c) => (
        <li key={c.index} data-class={`c${c.index}`} data-from={c.from} data-to={c.to}>
          <span className={`choro-swatch choro-shape--c${c.index}`} aria-hidden="true" />
          {c.from === c.to ? format(c.from) : `${format(c.from)} – ${format(c.to)}`}
        </li>
      ))}
      {zero ? (
        <li data-class="zero">
          <span className="choro-swatch choro-shape--zero" aria-hidden="true" />
          {format(0)}
        </li>
      ) : null}
      {missing ? (
        <li data-class="none">
          <svg className="choro-swatch" viewBox="0 0 14 14" aria-hidden="true"><rect width="14" height="14" fill={`url(#choro-none-${layer})`} /></svg>
          {i18n._({ id: "maps.noDataLegend", message: "Нет данных" })}
        </li>
      ) : null}
      {home ? (
        <li data-class="home">
          <span className="choro-swatch choro-shape--home" aria-hidden="true" />
          {i18n._({ id: "maps.homeLegend", message: "Казахстан" })}
        </li>
      ) : null}
    </ul>
  );
}
