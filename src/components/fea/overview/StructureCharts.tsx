import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useTradeGroups, type Flow, type TradeFilters } from "../../../api/trade.ts";
import type { CountryBody } from "../../../../core/contract/trade.ts";
import { doughnutConfig } from "../../charts/builders.ts";
import { formatUsd } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { FeaFigure, LinesFigure } from "../common/FeaFigure.tsx";
import { feaLabels } from "../common/labels.ts";
import { readableName, topWithOther, type Slice } from "../common/shape.ts";

const SLICES = 8;

function useSliceColumns(firstLabel: string): DataColumn<Slice>[] {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  return [
    { key: "label", label: firstLabel, kind: "text", value: (s) => s.label },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (s) => Math.round(s.value), render: (s) => formatUsd(i18n.locale, s.value) },
  ];
}

/** Partners' shares of the official total: the eight largest and the rest of the national total. */
export function PartnerDoughnut({ body, flow }: { body: CountryBody; flow: Flow }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const columns = useSliceColumns(l.country);
  const slices = useMemo(
    () => topWithOther(body.data.map((c) => ({ key: c.iso2, label: c.name, value: c.value_usd })), SLICES, l.other, body.meta.total_usd),
    [body, l.other],
  );
  const config = useMemo(
    () => doughnutConfig({ locale: i18n.locale, labels: slices.map((s) => s.label), values: slices.map((s) => s.value), format: (n) => formatUsd(i18n.locale, n) }),
    [slices, i18n.locale],
  );
  return (
    <FeaFigure
      title={i18n._({ id: "fea.structure.partners", message: "Структура по странам-партнёрам, {year}", values: { year: body.meta.year } })}
      testId="fea-partners-doughnut"
      config={config}
      columns={columns}
      rows={slices}
      rowKey={(s) => s.key}
      fileName={`fea-${flow}-partners-structure-${body.meta.year}`}
      source={body.source}
    />
  );
}

/** Shares of the ТН ВЭД sections in the declaration lines under the filters (the code aside; demo-labelled). */
export function SectionDoughnut({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const groups = useTradeGroups(filters);
  const year = filters.year ?? i18n._({ id: "fea.allYears", message: "все годы" });
  const columns = useSliceColumns(l.section);
  const slices = useMemo(
    () => topWithOther((groups.data?.data ?? []).map((g) => ({ key: g.section, label: `${g.section}. ${readableName(g.name)}`, value: g.value_usd })), SLICES, l.other),
    [groups.data, l.other],
  );
  const config = useMemo(
    () => doughnutConfig({ locale: i18n.locale, labels: slices.map((s) => s.label), values: slices.map((s) => s.value), format: (n) => formatUsd(i18n.locale, n) }),
    [slices, i18n.locale],
  );
  return (
    <LinesFigure
      query={groups}
      title={i18n._({ id: "fea.structure.sections", message: "Структура по разделам ТН ВЭД, {year}", values: { year } })}
      testId="fea-sections-doughnut"
      config={config}
      columns={columns}
      rows={slices}
      rowKey={(s) => s.key}
      fileName={fileName}
    />
  );
}
