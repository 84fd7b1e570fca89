import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useTradeCompanies, type Flow, type TradeFilters } from "../../../api/trade.ts";
import type { CompaniesBody, CountryBody } from "../../../../core/contract/trade.ts";
import { barConfig } from "../../charts/builders.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { FeaFigure, LinesFigure } from "../common/FeaFigure.tsx";
import { feaLabels } from "../common/labels.ts";

const TOP = 10;
type Partner = CountryBody["data"][number];
type Company = CompaniesBody["data"][number];

/** The ten largest partners of the year (official figures). */
export function TopPartners({ body, flow }: { body: CountryBody; flow: Flow }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const rows = body.data.slice(0, TOP);
  const config = useMemo(
    () => barConfig({ locale: i18n.locale, labels: rows.map((r) => r.name), series: [{ label: l.valueUsd, values: rows.map((r) => r.value_usd) }], format: (n) => formatUsd(i18n.locale, n) }),
    [rows, i18n.locale, l.valueUsd],
  );
  const columns: DataColumn<Partner>[] = [
    { key: "name", label: l.country, kind: "text", value: (r) => r.name },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "share", label: l.share, kind: "number", value: (r) => Math.round(r.share * 10000) / 100, render: (r) => formatShare(i18n.locale, r.share) },
  ];
  return (
    <FeaFigure
      title={i18n._({ id: "fea.top.partners", message: "Крупнейшие страны-партнёры, {year}", values: { year: body.meta.year } })}
      testId="fea-top-partners"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.iso2}
      fileName={`fea-${flow}-top-partners-${body.meta.year}`}
      source={body.source}
    />
  );
}

/** The ten largest companies by declared value under the filters (declaration lines: demo-labelled). */
export function TopCompanies({ filters, title, fileName }: { filters: TradeFilters; title: string; fileName: string }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const companies = useTradeCompanies(filters, TOP);
  const rows = useMemo(() => companies.data?.data ?? [], [companies.data]);
  const config = useMemo(
    () => barConfig({ locale: i18n.locale, labels: rows.map((r) => r.name), series: [{ label: l.valueUsd, values: rows.map((r) => r.value_usd) }], format: (n) => formatUsd(i18n.locale, n) }),
    [rows, i18n.locale, l.valueUsd],
  );
  const columns: DataColumn<Company>[] = [
    { key: "name", label: l.company, kind: "text", value: (r) => r.name },
    { key: "bin", label: l.bin, kind: "text", value: (r) => r.bin },
    { key: "region", label: l.region, kind: "text", value: (r) => r.region.name },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "share", label: l.share, kind: "number", value: (r) => Math.round(r.share * 10000) / 100, render: (r) => formatShare(i18n.locale, r.share) },
  ];
  return (
    <LinesFigure
      query={companies}
      title={title}
      testId="fea-top-companies"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.bin}
      fileName={fileName}
    />
  );
}
