import { useLingui } from "@lingui/react";
import type { ImportDutyData } from "../../../core/contract/code-info.ts";
import { RateFigure } from "./RateFigure.tsx";
import { SourceLine } from "./Source.tsx";

/**
 * Kazakhstan's WTO rate beside the CCT rate (EEC Council Decision No. 59): when it is applied, the CCT rate it
 * replaced; when it is not, why (not lower, or not comparable without the goods' value and quantity).
 */
export function WtoRate({ wto }: { wto: NonNullable<ImportDutyData["kz_wto"]> }) {
  const { i18n } = useLingui();
  const reason = {
    applied: i18n._({ id: "card.duty.wto.applied", message: "Казахстан применяет эту ставку вместо ставки ЕТТ: она ниже, по обязательствам в ВТО" }),
    not_lower: i18n._({ id: "card.duty.wto.notLower", message: "Не ниже ставки ЕТТ: применяется ставка ЕТТ" }),
    not_comparable: i18n._({ id: "card.duty.wto.notComparable", message: "Ставки нельзя сравнить без стоимости и количества товара: сравните по акту; показана ставка ЕТТ" }),
  }[wto.outcome];
  return (
    <div className="card-sub" data-testid="card-duty-wto" data-outcome={wto.outcome}>
      {wto.outcome === "applied" ? (
        <>
          <p className="card-sub__line">
            {i18n._({ id: "card.duty.wto.cct", message: "Ставка ЕТТ ЕАЭС на дату:" })} <RateFigure rate={wto.cct} />
          </p>
          <SourceLine source={wto.cct.source} />
        </>
      ) : (
        <>
          <p className="card-sub__line">
            {i18n._({ id: "card.duty.wto.rate", message: "Ставка Казахстана по обязательствам в ВТО:" })} {wto.measure.rate}
          </p>
          <SourceLine source={wto.measure.source} />
        </>
      )}
      <p className="card-list__text">{reason}</p>
    </div>
  );
}
