import { useLingui } from "@lingui/react";
import type { ExciseData } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { validity } from "./DutyBlock.tsx";
import { formatExcise } from "./format.ts";
import { NoData } from "./NoData.tsx";
import { SourceLine } from "./Source.tsx";

type I18nT = ReturnType<typeof useLingui>["i18n"];

/** The data says when the excise is due in English; the common cases in the reader's words. */
function taxableEvent(i18n: I18nT, event: string): string {
  if (event === "import") return i18n._({ id: "card.excise.onImport", message: "при ввозе" });
  if (event === "import and production") return i18n._({ id: "card.excise.onImportProduction", message: "при ввозе и производстве" });
  return event;
}

/** Whether the data's ТН ВЭД scope of a row came from the source or was matched by names (indicative). */
export function ScopeLine({ scope, basis }: { scope: string; basis: string | null }) {
  const { i18n } = useLingui();
  const mapped = basis !== null && /mapped by us|not read|heading only/i.test(basis);
  return (
    <p className="card-list__scope">
      {i18n._({ id: "card.scope", message: "Коды: {scope}", values: { scope } })}
      {mapped ? (
        <>
          {" "}
          <span className="badge card-badge card-badge--warning">
            {i18n._({ id: "card.scope.mapped", message: "сопоставлено по наименованиям, ориентировочно" })}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** Excise where our data knows it; a plain "no data" with the Tax Code reference where not. */
export function ExciseBlock({ excise }: { excise: ExciseData }) {
  const { i18n } = useLingui();
  return (
    <CardBlock id="excise" title={i18n._({ id: "card.excise.title", message: "Акциз" })} testId="card-excise">
      {excise.items.length > 0 ? (
        <ul className="card-list">
          {excise.items.map((item) => {
            const goods = i18n.locale === "en" && item.goods_en ? item.goods_en : item.goods;
            const period = validity(i18n, item.valid_from, item.valid_to);
            return (
              <li key={item.id} className="card-list__item" data-testid={`card-excise-${item.id}`}>
                <p className="card-list__figure">
                  {item.rate_value !== null && item.rate_unit ? (
                    <span className="card-rate__value card-rate__value--medium">{formatExcise(i18n, item.rate_value, item.rate_unit)}</span>
                  ) : (
                    <span className="card-nodata__text">{i18n._({ id: "card.excise.noRate", message: "ставка в данных не найдена" })}</span>
                  )}
                  {period ? <span className="card-list__period"> · {period}</span> : null}
                </p>
                {item.rate_type === "min_price" ? (
                  <p className="card-list__text">
                    <span className="badge card-badge card-badge--muted">
                      {i18n._({ id: "card.excise.minPrice", message: "минимальная розничная цена, не ставка акциза" })}
                    </span>
                  </p>
                ) : null}
                <p className="card-list__title" lang={goods === item.goods ? "ru" : "en"}>
                  {goods}
                  {item.taxable_event && item.rate_type !== "min_price" ? <span className="card-list__period"> · {taxableEvent(i18n, item.taxable_event)}</span> : null}
                </p>
                <ScopeLine scope={item.hs_scope} basis={item.hs_scope_basis} />
                {item.note ? <p className="card-list__text">{item.note}</p> : null}
                <SourceLine source={item.source} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {excise.no_data ? <NoData noData={excise.no_data} testId="card-excise-nodata" /> : null}
    </CardBlock>
  );
}
