import { useLingui } from "@lingui/react";
import type { Tracking } from "../../../core/contract/containers.ts";
import { FollowButton } from "../follow/FollowButton.tsx";
import { formatContainerNumber, formatMoment } from "./format.ts";
import { VesselLine } from "./VesselLine.tsx";

/** The answer first: status and ETA, then owner and vessel. */
export function TrackingSummary({ data }: { data: Tracking }) {
  const { i18n } = useLingui();
  const etaLabel = data.eta
    ? i18n._({
        id: "track.eta.value",
        message: "{classifier, select, ACT {прибыл} EST {ожидается} other {по плану}} {time}",
        values: { classifier: data.eta.classifier, time: formatMoment(i18n.locale, data.eta.time) },
      })
    : i18n._({ id: "track.eta.unknown", message: "перевозчик её не сообщил" });
  return (
    <section className="track-summary" data-testid="track-summary">
      <div className="track-summary__head">
        <h2 className="track-number track-summary__number" data-testid="track-result-number">
          {formatContainerNumber(data.number)}
        </h2>
        <FollowButton kind="container" reference={data.number} />
        {data.demo ? (
          <span className="card-badge card-badge--warning" data-testid="track-demo-badge">
            {i18n._({ id: "track.demo.badge", message: "Демонстрационные данные" })}
          </span>
        ) : null}
      </div>
      <dl className="track-facts">
        <div className="track-fact track-fact--main">
          <dt>{i18n._({ id: "track.status", message: "Статус" })}</dt>
          <dd data-testid="track-status">
            {data.status ? (
              <>
                {data.status.text}
                {data.status.place ? `, ${data.status.place}` : ""}
                <span className="track-muted"> · {formatMoment(i18n.locale, data.status.time)}</span>
              </>
            ) : (
              i18n._({ id: "track.status.none", message: "Пока только планы: фактических событий ещё нет" })
            )}
          </dd>
        </div>
        <div className="track-fact track-fact--main">
          <dt>{data.eta?.place ? i18n._({ id: "track.eta.to", message: "Прибытие в {place}", values: { place: data.eta.place } }) : i18n._({ id: "track.eta", message: "Прибытие" })}</dt>
          <dd data-testid="track-eta">{etaLabel}</dd>
        </div>
        <div className="track-fact">
          <dt>{i18n._({ id: "track.owner", message: "Владелец" })}</dt>
          <dd data-testid="track-owner">
            {data.owner
              ? `${data.owner.name}${data.owner.short && data.owner.short !== data.owner.name ? ` (${data.owner.short})` : ""}`
              : i18n._({ id: "track.owner.unknown", message: "Префикса {prefix} нет в нашем списке перевозчиков", values: { prefix: data.number.slice(0, 4) } })}
          </dd>
        </div>
        <div className="track-fact">
          <dt>{i18n._({ id: "track.vessel", message: "Судно" })}</dt>
          <dd data-testid="track-vessel">{data.vessel ? <VesselLine vessel={data.vessel} /> : i18n._({ id: "track.vessel.none", message: "без судна: перевозка по суше" })}</dd>
        </div>
      </dl>
    </section>
  );
}
