import { useLingui } from "@lingui/react";
import type { RoutePoint } from "../../../core/contract/containers.ts";
import type { MapError } from "../../../machines/map-loading/map-loading.machine.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { useMapLoading } from "../../flows/map-loading/live.ts";
import { WorldRouteSvg } from "./WorldRouteSvg.tsx";
import { YandexRoute } from "./YandexRoute.tsx";

/** The spec's map errors (§8) in the reader's language. */
function errorText(i18n: ReturnType<typeof useLingui>["i18n"], error: MapError): string {
  switch (error.code) {
    case "keyNotSet":
      return i18n._({ id: "map.error.keyNotSet", message: "Ключ карт не задан: поставщику {provider} нужен ключ API", values: { provider: error.provider } });
    case "unknownOptions":
      return i18n._({ id: "map.error.unknownOptions", message: "Неизвестные параметры карты: {unknown}. Допустимые: {allowed}", values: { unknown: error.unknown.join(", "), allowed: error.allowed.join(", ") } });
    case "notInBrowser":
      return i18n._({ id: "map.error.notInBrowser", message: "Карта загружается только в браузере" });
    case "loadFailed":
      return i18n._({ id: "map.error.loadFailed", message: "Карта не загрузилась. Проверьте соединение и повторите." });
  }
}

/** The route on a map: whatever the map-loading statechart is in, drawn. */
export function RouteMap({ route }: { route: RoutePoint[] }) {
  const { i18n } = useLingui();
  const { state, map, error, retry } = useMapLoading();
  return (
    <div className="track-map" data-testid="track-map" data-map-state={state}>
      {state === "loaded" && map ? (
        <div data-testid="map-drawn">
          {map.kind === "builtin" ? <WorldRouteSvg world={map.world} route={route} /> : <YandexRoute api={map.api} route={route} />}
        </div>
      ) : state === "error" && error ? (
        <ErrorState text={errorText(i18n, error)} {...(error.code === "loadFailed" ? { onRetry: retry } : {})} testId="map-error" />
      ) : (
        <SkeletonLines count={6} label={i18n._({ id: "track.map.loading", message: "Загружаем карту…" })} testId="map-loading" />
      )}
      <ol className="track-legend">
        {route.map((p, i) => (
          <li key={`${p.locode ?? p.name}-${i}`} className={`track-legend__item track-legend__item--${p.state}`}>
            <span className="track-legend__mark" aria-hidden="true" />
            {p.name}
            {p.state === "current" ? <strong> · {i18n._({ id: "track.route.current", message: "контейнер здесь" })}</strong> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
