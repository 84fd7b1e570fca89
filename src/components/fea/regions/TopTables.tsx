import { useLingui } from "@lingui/react";
import type { z } from "zod";
import type { topCode, topCompany, topPartner } from "../../../../core/contract/trade-geo.ts";
import { formatCode } from "../../codeFormat.ts";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";

// The top lists of a region's or a country's declaration lines, each a table with its CSV / XLSX downloads.

type Top = { value_usd: number; share: number };
type Partner = z.infer<typeof topPartner>;
type Code = z.infer<typeof topCode>;
type Company = z.infer<typeof topCompany>;

function TopTable<T extends Top>({ title, head, rows, rowKey, fileName, testId }: {
  title: string;
  /** The columns naming the row; value and share follow. */
  head: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  fileName: string;
  testId: string;
}) {
  const { i18n } = useLingui();
  const columns: DataColumn<T>[] = [
    ...head,
    { key: "value_usd", label: i18n._({ id: "maps.col.valueUsd", message: "Стоимость, $" }), kind: "number", value: (r) => r.value_usd },
    { key: "share_pct", label: i18n._({ id: "maps.col.sharePct", message: "Доля, %" }), kind: "number", value: (r) => Math.round(r.share * 10_000) / 100 },
  ];
  return (
    <section className="fea-maps__block">
      <h3>{title}</h3>
      <DataTable columns={columns} rows={rows} rowKey={rowKey} caption={title} fileName={fileName} testId={testId} />
    </section>
  );
}

type ListProps<T> = { rows: readonly T[]; fileName: string; testId: string };

export function TopPartners(props: ListProps<Partner>) {
  const { i18n } = useLingui();
  const head: DataColumn<Partner>[] = [
    { key: "country", label: i18n._({ id: "maps.col.country", message: "Страна" }), kind: "text", value: (r) => r.name },
    { key: "iso2", label: "ISO", kind: "text", value: (r) => r.iso2 },
  ];
  return <TopTable title={i18n._({ id: "maps.top.partners", message: "Главные страны-партнёры" })} head={head} rowKey={(r) => r.iso2} {...props} />;
}

export function TopCodes(props: ListProps<Code>) {
  const { i18n } = useLingui();
  const head: DataColumn<Code>[] = [
    { key: "code", label: i18n._({ id: "maps.col.code", message: "Код ТН ВЭД" }), kind: "text", value: (r) => r.code, render: (r) => <span className="code">{formatCode(r.code)}</span> },
    { key: "name", label: i18n._({ id: "maps.col.goods", message: "Товар" }), kind: "text", value: (r) => r.name },
  ];
  return <TopTable title={i18n._({ id: "maps.top.codes", message: "Главные товары" })} head={head} rowKey={(r) => r.code} {...props} />;
}

export function TopCompanies(props: ListProps<Company>) {
  const { i18n } = useLingui();
  const head: DataColumn<Company>[] = [
    { key: "company", label: i18n._({ id: "maps.col.company", message: "Компания" }), kind: "text", value: (r) => r.name },
    { key: "bin", label: i18n._({ id: "maps.col.bin", message: "БИН" }), kind: "text", value: (r) => r.bin },
  ];
  return <TopTable title={i18n._({ id: "maps.top.companies", message: "Главные компании" })} head={head} rowKey={(r) => r.bin} {...props} />;
}
