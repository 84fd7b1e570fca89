import { useLingui } from "@lingui/react";

export interface ChartTableRow {
  head: string;
  cells: string[];
}

/** The figures behind a chart, for screen readers and copying (design notes: a table behind every chart). */
export function ChartTable({ corner, columns, rows, testId }: { corner: string; columns: string[]; rows: ChartTableRow[]; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <details className="card-more" data-testid={testId}>
      <summary>{i18n._({ id: "charts.table", message: "Таблица" })}</summary>
      <div className="ref-table-scroll">
        <table className="ref-table">
          <thead>
            <tr>
              <th scope="col">{corner}</th>
              {columns.map((c) => <th key={c} scope="col" className="num">{c}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.head}-${i}`}>
                <th scope="row">{r.head}</th>
                {r.cells.map((c, j) => <td key={columns[j] ?? j} className="num">{c}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
