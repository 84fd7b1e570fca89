import { useLingui } from "@lingui/react";
import { type ReactNode, useMemo, useState } from "react";
import { intlLocale } from "../../i18n/intl-locale.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

export interface Column<T> {
  key: string;
  label: string;
  /** The value a click on the header sorts by; no sorting without it. */
  sort?: (row: T) => string | number | null;
  render: (row: T) => ReactNode;
  /** Numbers and codes: right-aligned. */
  numeric?: boolean;
  className?: string;
}

/** A dense table whose headers sort it (ascending, then descending); the first column stays pinned on phones. */
export function SortableTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  initialSort,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption: string;
  testId?: string;
  initialSort?: string;
}) {
  const { i18n } = useLingui();
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(initialSort ? { key: initialSort, dir: 1 } : null);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!sort || !column?.sort) return rows;
    const by = column.sort;
    const collator = new Intl.Collator(intlLocale(i18n.locale), { numeric: true });
    return [...rows].sort((a, b) => {
      const x = by(a);
      const y = by(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y))) * sort.dir;
    });
  }, [rows, sort, columns, i18n.locale]);

  return (
    <div className="table-scroll ref-table-scroll">
      <table className="data-table ref-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? "num" : undefined}
                  aria-sort={active ? (sort.dir === 1 ? "ascending" : "descending") : undefined}
                >
                  {c.sort ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => setSort(active && sort.dir === 1 ? { key: c.key, dir: -1 } : { key: c.key, dir: 1 })}
                    >
                      {c.label}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (sort.dir === 1 ? "▲" : "▼") : "↕"}
                      </span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className={[c.numeric ? "num" : "", c.className ?? ""].join(" ").trim() || undefined}>
                    {c.render(row)}
                  </th>
                ) : (
                  <td key={c.key} className={[c.numeric ? "num" : "", c.className ?? ""].join(" ").trim() || undefined}>
                    {c.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Integers with the locale's thousands separator (a thin space in ru and kk). */
export function formatInt(locale: string, n: number): string {
  return numberFormat(intlLocale(locale)).format(n);
}
