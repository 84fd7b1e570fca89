import { useLingui } from "@lingui/react";
import type { NdsData } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { validity } from "./DutyBlock.tsx";
import { formatPercent } from "./format.ts";
import { SourceLine } from "./Source.tsx";

type Regime = NdsData["regimes"][number];

function regimeTitle(i18n: ReturnType<typeof useLingui>["i18n"], r: Regime): string {
  if (r.kind === "reduced" && r.rate_pct !== null)
    return i18n._({ id: "card.vat.reduced", message: "Пониженная ставка {rate}", values: { rate: formatPercent(i18n.locale, r.rate_pct) } });
  if (r.kind === "exempt") return i18n._({ id: "card.vat.exempt", message: "Освобождение от НДС" });
  if (r.kind === "offset_method") return i18n._({ id: "card.vat.offset", message: "НДС методом зачёта (не уплачивается на границе)" });
  return i18n._({ id: "card.vat.reducedNoRate", message: "Пониженная ставка" });
}

/** VAT on import on the date: the standard rate first, then the regimes that may lower it. */
export function VatBlock({ nds }: { nds: NdsData }) {
  const { i18n } = useLingui();
  const period = nds.standard ? validity(i18n, nds.standard.valid_from, nds.standard.valid_to) : null;
  return (
    <CardBlock id="vat" title={i18n._({ id: "card.vat.title", message: "НДС при импорте" })} testId="card-vat">
      {nds.standard ? (
        <>
          <div className="card-figure">
            <span className="card-rate card-rate--large">
              <span className="card-rate__value" data-testid="card-vat-rate">
                {formatPercent(i18n.locale, nds.standard.rate_pct)}
              </span>
            </span>
            <span className="card-figure__caption">
              {i18n._({ id: "card.vat.standard", message: "стандартная ставка" })}
              {period ? ` · ${period}` : ""}
            </span>
          </div>
          <SourceLine source={nds.standard.source} />
        </>
      ) : (
        <p className="card-nodata__text">{i18n._({ id: "card.vat.none", message: "Нет данных о ставке НДС на эту дату." })}</p>
      )}
      {nds.regimes.length > 0 ? (
        <details className="card-sub card-more" open={nds.regimes.some((r) => r.applies === "yes")}>
          <summary>
            {i18n._({ id: "card.vat.regimesCount", message: "Пониженные ставки и освобождения, которые могут применяться ({n})", values: { n: nds.regimes.length } })}
          </summary>
          <ul className="card-list">
            {nds.regimes.map((r) => {
              const p = validity(i18n, r.valid_from, r.valid_to);
              return (
                <li key={r.id} className="card-list__item" data-testid={`card-vat-regime-${r.id}`}>
                  <p className="card-list__title">
                    {regimeTitle(i18n, r)}
                    {p ? <span className="card-list__period"> · {p}</span> : null}
                  </p>
                  <p className="card-list__text">{r.message}</p>
                  <p className="card-list__scope">{r.scope}</p>
                  <SourceLine source={r.source} />
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </CardBlock>
  );
}
