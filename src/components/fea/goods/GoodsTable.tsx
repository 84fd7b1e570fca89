import { useLingui } from "@lingui/react";
import { useState } from "react";
import { useTradeProducts, useTradeSubcategory, type TradeFilters } from "../../../api/trade.ts";
import type { ProductsBody, SubcategoryBody } from "../../../../core/contract/trade-products.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import { formatCode } from "../../codeFormat.ts";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { DemoNote } from "../common/DemoNote.tsx";
import { feaLabels } from "../common/labels.ts";
import { QueryState } from "../common/QueryState.tsx";
import { readableName } from "../common/shape.ts";
import { SourceNote } from "../common/SourceNote.tsx";
import { Crumbs } from "./Crumbs.tsx";

const PAGE = 20;
type Row = Pick<ProductsBody["data"][number], "code" | "name" | "value_usd" | "share" | "net_weight_kg" | "companies" | "lines"> & { drill: boolean };

function useColumns(onPick: (code: string) => void): DataColumn<Row>[] {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  return [
    {
      key: "code", label: l.code, kind: "text", value: (r) => r.code,
      render: (r) => (r.drill
        ? <button type="button" className="fea-link-button code" onClick={() => onPick(r.code)}>{formatCode(r.code)}</button>
        : <span className="code">{formatCode(r.code)}</span>),
    },
    { key: "name", label: l.goods, kind: "text", value: (r) => (r.name === null ? null : readableName(r.name)) },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "share", label: l.share, kind: "number", value: (r) => Math.round(r.share * 10000) / 100, render: (r) => formatShare(i18n.locale, r.share) },
    { key: "net_weight_kg", label: l.weightKg, kind: "number", value: (r) => Math.round(r.net_weight_kg) },
    { key: "companies", label: l.companies, kind: "number", value: (r) => r.companies },
    { key: "lines", label: l.lines, kind: "number", value: (r) => r.lines },
  ];
}

/** Every good by chapter (server pages), the level below a chosen code, or the 10-digit code's own line. */
export function GoodsTable({ filters, onPick }: { filters: TradeFilters; onPick: (code: string | undefined) => void }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const drilling = filters.code !== undefined && filters.code.length < 10;
  const products = useTradeProducts(filters, { level: filters.code ? 10 : 2, limit: PAGE, page }, !drilling);
  const sub = useTradeSubcategory(filters);
  const columns = useColumns((code) => {
    setPage(1);
    onPick(code);
  });
  const caption = i18n._({ id: "fea.goods.table", message: "Товары по стоимости" });
  const fileName = `fea-${filters.flow}-goods${filters.code ? `-${filters.code}` : ""}${filters.year ? `-${filters.year}` : ""}`;
  const pick = (code: string | undefined) => {
    setPage(1);
    onPick(code);
  };

  if (drilling) {
    return (
      <QueryState query={sub}>
        {(body: SubcategoryBody) => (
          <section className="fea-goods-table" data-testid="fea-goods-table">
            <DemoNote demo={body.demo} note={body.demo_note} />
            <Crumbs code={filters.code} name={readableName(body.data.name)} onPick={pick} />
            <DataTable
              columns={columns}
              rows={body.data.children.map((c) => ({ ...c, drill: c.has_children }))}
              rowKey={(r) => r.code}
              caption={caption}
              fileName={fileName}
            />
            <SourceNote source={body.source} />
          </section>
        )}
      </QueryState>
    );
  }
  return (
    <QueryState query={products}>
      {(body: ProductsBody) => (
        <section className="fea-goods-table" data-testid="fea-goods-table">
          <DemoNote demo={body.demo} note={body.demo_note} />
          <Crumbs code={filters.code} name={body.data[0]?.name ? readableName(body.data[0].name) : null} onPick={pick} />
          <DataTable
            columns={columns}
            rows={body.data.map((r) => ({ ...r, drill: r.code.length < 10 }))}
            rowKey={(r) => r.code}
            caption={caption}
            fileName={fileName}
            pager={{ page: body.meta.page, pages: Math.max(1, Math.ceil(body.meta.total / body.meta.limit)), onPage: setPage }}
          />
          <SourceNote source={body.source} />
        </section>
      )}
    </QueryState>
  );
}
