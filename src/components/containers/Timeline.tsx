import { useLingui } from "@lingui/react";
import type { TrackEvent } from "../../../core/contract/containers.ts";
import { formatMoment } from "./format.ts";
import { classifierLabels } from "./labels.ts";
import { VesselLine } from "./VesselLine.tsx";

/** Every milestone in time order: actual ones done, estimated and planned ones ahead. */
export function Timeline({ events }: { events: TrackEvent[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="track-timeline" data-testid="track-timeline">
      {events.map((e) => (
        <li key={e.id} className={`track-timeline__item track-timeline__item--${e.classifier.toLowerCase()}`} data-classifier={e.classifier}>
          <span className="track-timeline__dot" aria-hidden="true" />
          <div className="track-timeline__head">
            <time dateTime={e.time} className="track-timeline__time">
              {formatMoment(i18n.locale, e.time)}
            </time>
            <span className={`track-pill track-pill--${e.classifier.toLowerCase()}`}>{i18n._(classifierLabels[e.classifier])}</span>
          </div>
          <p className="track-timeline__text">
            {e.text}
            {e.place?.name ? <span className="track-timeline__place"> · {e.place.name}</span> : null}
            {e.place?.locode ? <span className="track-muted track-code"> {e.place.locode}</span> : null}
          </p>
          {e.vessel || e.voyage || e.document ? (
            <p className="track-timeline__meta">
              {e.vessel ? <VesselLine vessel={e.vessel} compact /> : null}
              {e.voyage ? <span className="track-muted">{i18n._({ id: "track.voyage", message: "рейс {voyage}", values: { voyage: e.voyage } })}</span> : null}
              {e.document ? <span className="track-muted track-code">{e.document.type} {e.document.id}</span> : null}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
