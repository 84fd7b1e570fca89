import { useLingui } from "@lingui/react";
import { useTradeCountries, type Flow } from "../../../api/trade.ts";
import type { CountryBody } from "../../../../core/contract/trade.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import { flowLabel } from "../common/labels.ts";
import { SourceNote } from "../common/SourceNote.tsx";

/** The year's official total, its change on the year before and the largest partner (BNS, as published). */
export function Headline({ body, flow }: { body: CountryBody; flow: Flow }) {
  const { i18n } = useLingui();
  const { year, total_usd: total } = body.meta;
  const previous = useTradeCountries(body.meta.years.includes(year - 1) ? year - 1 : undefined, flow);
  const before = previous.data?.meta.year === year - 1 ? previous.data.meta.total_usd : null;
  const change = total !== null && before ? total / before - 1 : null;
  const top = body.data[0];
  const na = i18n._({ id: "fea.headline.na", message: "не опубликовано" });
  return (
    <section className="fea-headline" aria-label={i18n._({ id: "fea.headline", message: "Главные цифры года" })} data-testid="fea-headline">
      <div className="fea-stat">
        <p className="fea-stat__label">{i18n._({ id: "fea.headline.total", message: "{flow} Казахстана, {year}", values: { flow: flowLabel(i18n, flow), year } })}</p>
        <p className="fea-stat__value" data-testid="fea-total">{total === null ? na : formatUsd(i18n.locale, total)}</p>
        <SourceNote source={body.source} />
      </div>
      <div className="fea-stat">
        <p className="fea-stat__label">{i18n._({ id: "fea.headline.change", message: "К {year} году", values: { year: year - 1 } })}</p>
        <p className="fea-stat__value" data-testid="fea-change">
          {change === null ? "—" : `${change > 0 ? "+" : change < 0 ? "−" : ""}${formatShare(i18n.locale, Math.abs(change))}`}
        </p>
        {previous.data ? <SourceNote source={previous.data.source} /> : null}
      </div>
      {top ? (
        <div className="fea-stat">
          <p className="fea-stat__label">{i18n._({ id: "fea.headline.topPartner", message: "Главный партнёр" })}</p>
          <p className="fea-stat__value">{top.name}</p>
          <p className="fea-stat__label">
            {formatUsd(i18n.locale, top.value_usd)} · {formatShare(i18n.locale, top.share)}
          </p>
          <SourceNote source={top.source} />
        </div>
      ) : null}
    </section>
  );
}
