import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useMonitoringGraph, type Flow } from "../../../api/trade.ts";
import type { MonitoringGraphBody } from "../../../../core/contract/trade-geo.ts";
import { lineConfig } from "../../charts/builders.ts";
import { formatUsd, shortMonths } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { FeaFigure } from "../common/FeaFigure.tsx";
import { feaLabels, flowLabel } from "../common/labels.ts";
import { QueryState } from "../common/QueryState.tsx";
import { byYearAndMonth } from "../common/shape.ts";

type Point = MonitoringGraphBody["data"][number];

/** Official monthly totals (BNS) of the year and the two before, one line per year over the months. */
function Chart({ body, flow }: { body: MonitoringGraphBody; flow: Flow }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const title = i18n._({ id: "fea.monthly.title", message: "{flow} по месяцам, $", values: { flow: flowLabel(i18n, flow) } });
  const months = useMemo(() => shortMonths(i18n.locale), [i18n.locale]);
  const config = useMemo(() => {
    const { years, values } = byYearAndMonth(body.data.map((p) => ({ period: p.period, value: p.official_usd })));
    return lineConfig({ locale: i18n.locale, labels: months, series: years.map((y) => ({ label: String(y), values: values.get(y)! })), format: (n) => formatUsd(i18n.locale, n) });
  }, [body, months, i18n.locale]);
  const rows = body.data.filter((p) => p.official_usd !== null);
  const columns: DataColumn<Point>[] = [
    { key: "period", label: l.month, kind: "text", value: (p) => p.period },
    { key: "official_usd", label: l.valueUsd, kind: "number", value: (p) => p.official_usd },
  ];
  return (
    <FeaFigure
      title={title}
      testId="fea-monthly"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.period}
      fileName={`fea-${flow}-monthly-${body.meta.from}-${body.meta.to}`}
      source={body.official_source}
    />
  );
}

export function MonthlyChart({ year, flow }: { year: number; flow: Flow }) {
  const graph = useMonitoringGraph({ flow }, { from: year - 2, to: year });
  return <QueryState query={graph}>{(body) => <Chart body={body} flow={flow} />}</QueryState>;
}
