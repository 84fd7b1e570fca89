import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useDeliveryBases, useDeliveryTransports } from "../../../api/logistics.ts";
import type { TradeFilters } from "../../../api/trade.ts";
import { doughnutConfig } from "../../charts/builders.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { LinesFigure } from "../common/FeaFigure.tsx";
import { feaLabels } from "../common/labels.ts";
import { topWithOther, type Slice } from "../common/shape.ts";

const SLICES = 8;

/** A row of the modes or terms answers as the doughnut and its table take it. */
interface Row {
  code: string;
  name: string;
  value_usd: number;
  share: number;
  lines: number;
}

function useColumns(first: string): DataColumn<Slice & { share?: number; lines?: number }>[] {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  return [
    { key: "label", label: first, kind: "text", value: (s) => s.label },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (s) => Math.round(s.value), render: (s) => formatUsd(i18n.locale, s.value) },
    { key: "share", label: l.share, kind: "number", value: (s) => s.share ?? 0, render: (s) => (s.share === undefined ? "" : formatShare(i18n.locale, s.share)) },
  ];
}

/** The eight largest rows and the rest, as slices carrying their share. */
function useSlices(rows: readonly Row[] | undefined, other: string) {
  return useMemo(() => {
    const shares = new Map((rows ?? []).map((r) => [r.code, r.share]));
    return topWithOther((rows ?? []).map((r) => ({ key: r.code, label: r.name, value: r.value_usd })), SLICES, other)
      .map((s) => ({ ...s, share: shares.get(s.key) }));
  }, [rows, other]);
}

function useDoughnut(slices: readonly Slice[]) {
  const { i18n } = useLingui();
  return useMemo(
    () => doughnutConfig({ locale: i18n.locale, labels: slices.map((s) => s.label), values: slices.map((s) => s.value), format: (n) => formatUsd(i18n.locale, n) }),
    [slices, i18n.locale],
  );
}

/** Shares of the modes of transport (EAEU classifier) in the lines under the filters. */
export function ModesDoughnut({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const query = useDeliveryTransports(filters);
  const slices = useSlices(query.data?.data, feaLabels(i18n).other);
  const column = i18n._({ id: "fea.logistics.mode", message: "Вид транспорта" });
  return (
    <LinesFigure
      query={query}
      title={i18n._({ id: "fea.logistics.modes", message: "Виды транспорта" })}
      testId="fea-logistics-modes"
      config={useDoughnut(slices)}
      columns={useColumns(column)}
      rows={slices}
      rowKey={(s) => s.key}
      fileName={fileName}
    />
  );
}

/** Shares of the Incoterms 2020 delivery terms in the lines under the filters. */
export function TermsDoughnut({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const query = useDeliveryBases(filters);
  const named = useMemo(() => query.data?.data.map((t) => ({ ...t, name: `${t.code} · ${t.name}` })), [query.data]);
  const slices = useSlices(named, feaLabels(i18n).other);
  const column = i18n._({ id: "fea.logistics.term", message: "Условия поставки" });
  return (
    <LinesFigure
      query={query}
      title={i18n._({ id: "fea.logistics.terms", message: "Условия поставки (Инкотермс 2020)" })}
      testId="fea-logistics-terms"
      config={useDoughnut(slices)}
      columns={useColumns(column)}
      rows={slices}
      rowKey={(s) => s.key}
      fileName={fileName}
    />
  );
}
