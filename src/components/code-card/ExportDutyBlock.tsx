import { useLingui } from "@lingui/react";
import type { ExportDutiesData } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { validity } from "./DutyBlock.tsx";
import { ScopeLine } from "./ExciseBlock.tsx";
import { NoData } from "./NoData.tsx";
import { RateFigure } from "./RateFigure.tsx";
import { SourceLine } from "./Source.tsx";

/** `02-15` → `15.02`: a season's day and month. */
const dayMonth = (mmdd: string) => {
  const m = /^(\d{2})-(\d{2})$/.exec(mmdd);
  return m ? `${m[2]}.${m[1]}` : mmdd;
};

/** Kazakhstan's export duty where our data knows it; "no data" with the order that lists them where not. */
export function ExportDutyBlock({ exportDuties }: { exportDuties: ExportDutiesData }) {
  const { i18n } = useLingui();
  return (
    <CardBlock id="export" title={i18n._({ id: "card.export.title", message: "Вывозная пошлина" })} testId="card-export">
      {exportDuties.items.length > 0 ? (
        <ul className="card-list">
          {exportDuties.items.map((item) => {
            const goods = i18n.locale === "en" && item.goods_en ? item.goods_en : item.goods;
            const period = validity(i18n, item.valid_from, item.valid_to);
            return (
              <li key={item.id} className="card-list__item" data-testid={`card-export-${item.id}`}>
                <p className="card-list__figure">
                  <RateFigure rate={item.rate} />
                </p>
                <p className="card-list__title" lang={goods === item.goods ? "ru" : "en"}>
                  {goods}
                  {period ? <span className="card-list__period"> · {period}</span> : null}
                </p>
                {item.season ? (
                  <p className="card-list__text">
                    {i18n._({
                      id: "card.export.season",
                      message: "Сезонная ставка: с {from} по {to} включительно",
                      values: { from: dayMonth(item.season.from), to: dayMonth(item.season.to) },
                    })}{" "}
                    <span className={`badge card-badge card-badge--${item.in_season ? "warning" : "muted"}`}>
                      {item.in_season
                        ? i18n._({ id: "card.export.inSeason", message: "дата в сезоне" })
                        : i18n._({ id: "card.export.offSeason", message: "дата вне сезона" })}
                    </span>
                  </p>
                ) : null}
                {item.match === "scope_not_parsed" ? (
                  <p className="card-list__text">
                    {i18n._({ id: "card.export.mayApply", message: "Может применяться: в данных указана товарная позиция, но не точные коды." })}
                  </p>
                ) : null}
                <ScopeLine scope={item.hs_scope} basis={item.hs_scope_basis} />
                {item.note ? <p className="card-list__text">{item.note}</p> : null}
                <SourceLine source={item.source} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {exportDuties.no_data ? <NoData noData={exportDuties.no_data} testId="card-export-nodata" /> : null}
    </CardBlock>
  );
}
