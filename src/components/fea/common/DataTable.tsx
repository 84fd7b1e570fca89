import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { formatNumber } from "../../charts/format.ts";
import { ExportButtons } from "../../export/ExportButtons.tsx";
import type { ExportColumn, ExportRow } from "../../export/table.ts";
import { SortableTable, type Column } from "../../reference/SortableTable.tsx";
import { feaLabels } from "./labels.ts";

/** One column feeds the table, its sorting and both exports. */
export interface DataColumn<T> extends ExportColumn {
  /** The exported and sorted value. */
  value: (row: T) => string | number | null;
  /** What the cell shows (default: the value, numbers in the locale's format). */
  render?: (row: T) => ReactNode;
}

/** Rows as the exports take them. */
export function exportRows<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): ExportRow[] {
  return rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, c.value(r)])));
}

/** Server paging: the page shown and how many there are. */
export interface Pager {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * A sortable table with its CSV / XLSX downloads (of the rows shown); long lists come paged from the
 * server, so at most one page of rows is ever in the document.
 */
export function DataTable<T>({ columns, rows, rowKey, caption, fileName, testId, pager, exportable = true }: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption: string;
  fileName: string;
  testId?: string;
  pager?: Pager;
  /** False when the export buttons are shown elsewhere (beside a chart). */
  exportable?: boolean;
}) {
  const { i18n } = useLingui();
  const shown: Column<T>[] = columns.map((c) => ({
    key: c.key,
    label: c.label,
    numeric: c.kind === "number",
    sort: c.value,
    render: c.render ?? ((r: T) => {
      const v = c.value(r);
      return v === null ? "—" : typeof v === "number" ? formatNumber(i18n.locale, v) : v;
    }),
  }));
  if (rows.length === 0) return <p className="fea-empty" data-testid={testId}>{feaLabels(i18n).empty}</p>;
  return (
    <div className="fea-table" data-testid={testId}>
      {exportable ? <ExportButtons fileName={fileName} columns={columns} rows={exportRows(columns, rows)} /> : null}
      <SortableTable columns={shown} rows={rows} rowKey={rowKey} caption={caption} />
      {pager && pager.pages > 1 ? (
        <nav className="fea-pager" aria-label={i18n._({ id: "fea.pager", message: "Страницы таблицы" })}>
          <button type="button" className="button" disabled={pager.page <= 1} onClick={() => pager.onPage(pager.page - 1)}>
            {i18n._({ id: "fea.pager.prev", message: "Назад" })}
          </button>
          <span>{i18n._({ id: "fea.pager.of", message: "Страница {page} из {pages}", values: { page: pager.page, pages: pager.pages } })}</span>
          <button type="button" className="button" disabled={pager.page >= pager.pages} onClick={() => pager.onPage(pager.page + 1)}>
            {i18n._({ id: "fea.pager.next", message: "Далее" })}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
