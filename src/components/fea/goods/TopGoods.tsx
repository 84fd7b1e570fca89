import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useTradeProducts, type TradeFilters } from "../../../api/trade.ts";
import type { ProductsBody } from "../../../../core/contract/trade-products.ts";
import { barConfig } from "../../charts/builders.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import { formatCode } from "../../codeFormat.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { LinesFigure } from "../common/FeaFigure.tsx";
import { feaLabels } from "../common/labels.ts";
import { readableName } from "../common/shape.ts";

const TOP = 10;
type Row = ProductsBody["data"][number];

/** The ten largest goods one level below the code filter (declaration lines: demo-labelled). */
export function TopGoods({ filters }: { filters: TradeFilters }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const products = useTradeProducts(filters, { limit: TOP });
  const rows = useMemo(() => products.data?.data ?? [], [products.data]);
  const config = useMemo(
    () => barConfig({
      locale: i18n.locale,
      labels: rows.map((r) => `${formatCode(r.code)} ${r.name ? readableName(r.name) : ""}`.trim()),
      series: [{ label: l.valueUsd, values: rows.map((r) => r.value_usd) }],
      format: (n) => formatUsd(i18n.locale, n),
    }),
    [rows, i18n.locale, l.valueUsd],
  );
  const columns: DataColumn<Row>[] = [
    { key: "code", label: l.code, kind: "text", value: (r) => r.code, render: (r) => <span className="code">{formatCode(r.code)}</span> },
    { key: "name", label: l.goods, kind: "text", value: (r) => (r.name === null ? null : readableName(r.name)) },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "share", label: l.share, kind: "number", value: (r) => Math.round(r.share * 10000) / 100, render: (r) => formatShare(i18n.locale, r.share) },
  ];
  return (
    <LinesFigure
      query={products}
      title={i18n._({ id: "fea.goods.top", message: "Крупнейшие товары" })}
      testId="fea-top-goods"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.code}
      fileName={`fea-${filters.flow}-top-goods${filters.code ? `-${filters.code}` : ""}`}
    />
  );
}
