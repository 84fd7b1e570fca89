import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import type { Tracking } from "../../../core/contract/containers.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { Timeline } from "./Timeline.tsx";
import { TrackingSummary } from "./TrackingSummary.tsx";
import { NoteBox } from "../notes/NoteBox.tsx";

// The map (its statechart, projection and drawing) loads after the answer, never before the first paint.
const RouteMap = lazy(() => import("./RouteMap.tsx").then((m) => ({ default: m.RouteMap })));

export function TrackingResult({ data }: { data: Tracking }) {
  const { i18n } = useLingui();
  return (
    <div className="track-result" data-testid="track-result" data-demo={data.demo}>
      <TrackingSummary data={data} />
      <NoteBox kind="container" subject={data.number} />
      <div className="track-grid">
        <section className="track-panel" aria-labelledby="track-route-title">
          <h2 id="track-route-title" className="track-panel__title">
            {i18n._({ id: "track.route.title", message: "Маршрут" })}
          </h2>
          {data.route.length ? (
            <Suspense fallback={<SkeletonLines count={6} label={i18n._({ id: "track.map.loading", message: "Загружаем карту…" })} />}>
              <RouteMap route={data.route} />
            </Suspense>
          ) : (
            <p className="track-muted">{i18n._({ id: "track.route.none", message: "У событий нет мест с координатами: маршрут не нарисовать." })}</p>
          )}
        </section>
        <section className="track-panel" aria-labelledby="track-events-title">
          <h2 id="track-events-title" className="track-panel__title">
            {i18n._({ id: "track.events.title", message: "События" })}
          </h2>
          <p className="track-muted track-panel__note">
            {i18n._({ id: "track.events.note", message: "Время — по Астане. Факт — событие произошло, прогноз — ожидаемое время, план — по расписанию. Данные — в стандарте DCSA Track & Trace 2.2." })}
          </p>
          <Timeline events={data.events} />
        </section>
      </div>
    </div>
  );
}
