import { useLingui } from "@lingui/react";
import { useTradeCategoryInfo, type TradeFilters } from "../../../api/trade.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import { formatCode } from "../../codeFormat.ts";
import { flowLabel } from "../common/labels.ts";

/**
 * The chosen code in one paragraph: its full name (a line's own name is often just "прочие") and what it
 * weighs in the flow under the filters. Silent while loading or refused: the table below shows those states.
 */
export function CategorySummary({ filters }: { filters: TradeFilters }) {
  const { i18n } = useLingui();
  const info = useTradeCategoryInfo(filters);
  const body = info.data;
  if (!filters.code || !body) return null;
  const d = body.data;
  return (
    <section className="fea-category" data-testid="fea-category" aria-label={i18n._({ id: "fea.category.label", message: "Выбранный код" })}>
      <p className="fea-category__name">
        <span className="code">{formatCode(d.code)}</span> {d.full_name}
      </p>
      <p className="fea-category__figures" data-testid="fea-category-figures">
        {i18n._({
          id: "fea.category.figures",
          message: "{flow}: {value}, {share} от всего под выбранными фильтрами; компаний: {companies}, стран: {partners}, строк деклараций: {lines}",
          values: {
            flow: flowLabel(i18n, body.meta.flow), value: formatUsd(i18n.locale, d.value_usd), share: formatShare(i18n.locale, d.share),
            companies: d.companies, partners: d.partners, lines: d.lines,
          },
        })}
      </p>
    </section>
  );
}
