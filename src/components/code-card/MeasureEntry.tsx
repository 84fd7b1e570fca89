import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { MeasureItem } from "../../../core/contract/measures.ts";
import { measureTypeNames } from "../../../core/measure-names.ts";
import { formatDate, formatMeasureRate } from "./format.ts";
import { SourceLine } from "./Source.tsx";

type I18nT = ReturnType<typeof useLingui>["i18n"];

/** The dates a measure applies: its end is the first day it no longer does, so "until", not "through". */
function period(i18n: I18nT, from: string, to: string | null): string {
  const values = { from: formatDate(i18n.locale, from), to: to ? formatDate(i18n.locale, to) : "" };
  return to
    ? i18n._({ id: "card.measure.fromUntil", message: "действует с {from} до {to}", values })
    : i18n._({ id: "card.measure.from", message: "действует с {from}", values });
}

/** Who a remedy covers: its countries of origin and its exporter ("all other exporters" when the act names none). */
function scope(i18n: I18nT, item: MeasureItem, remedy: boolean): string | null {
  const origins = item.origins.length > 0
    ? i18n._({ id: "card.measure.origins", message: "происхождение: {list}", values: { list: item.origin_names.join(", ") } })
    : i18n._({ id: "card.measure.anyOrigin", message: "любое происхождение" });
  if (!remedy) return item.origins.length > 0 ? origins : null;
  const exporter = item.exporter ?? i18n._({ id: "card.measure.otherExporters", message: "все прочие экспортёры" });
  return `${origins} · ${i18n._({ id: "card.measure.exporter", message: "экспортёр: {name}", values: { name: exporter } })}`;
}

/**
 * One measure: its kind and rate or condition, whom it covers, the document it asks for, its dates and act;
 * `children` go first (a search result names the code it is written for, which the card need not).
 */
export function MeasureEntry({ item, remedy, children }: { item: MeasureItem; remedy: boolean; children?: ReactNode }) {
  const { i18n } = useLingui();
  const who = scope(i18n, item, remedy);
  return (
    <li className="card-list__item" data-testid={`card-measure-${item.type}`}>
      {children}
      <p className="card-list__figure">
        <span className="card-list__title">{i18n._(measureTypeNames[item.type])}</span>{" "}
        <span className="card-rate__value card-rate__value--medium">{formatMeasureRate(i18n.locale, item.rate)}</span>
        <span className="card-list__period"> · {period(i18n, item.valid_from, item.valid_to)}</span>
      </p>
      {who ? <p className="card-list__text">{who}</p> : null}
      {item.document ? (
        <p className="card-list__text">{i18n._({ id: "card.measure.document", message: "Документ: {document}", values: { document: item.document } })}</p>
      ) : null}
      <p className="card-list__scope">
        {i18n._({ id: "card.measure.prefix", message: "Коды: {prefix}", values: { prefix: item.code_prefix } })}
        {item.excluded_prefixes.length > 0
          ? ` ${i18n._({ id: "card.measure.except", message: "кроме {list}", values: { list: item.excluded_prefixes.join(", ") } })}`
          : null}
      </p>
      <SourceLine source={item.source} />
    </li>
  );
}
