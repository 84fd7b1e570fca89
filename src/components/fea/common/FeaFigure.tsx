import { useLingui } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ChartCanvas, type AnyChartConfig } from "../../charts/ChartCanvas.tsx";
import { ExportButtons } from "../../export/ExportButtons.tsx";
import { DataTable, exportRows, type DataColumn } from "./DataTable.tsx";
import { DemoNote } from "./DemoNote.tsx";
import { feaLabels } from "./labels.ts";
import { QueryState } from "./QueryState.tsx";
import { SourceNote } from "./SourceNote.tsx";

/**
 * A chart with everything the design notes ask of one: its title, the figures behind it as a sortable
 * table (folded), CSV / XLSX downloads, the source, and the demo label when demo data is in it.
 */
export interface FeaFigureProps<T> {
  title: string;
  testId: string;
  config: AnyChartConfig;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  fileName: string;
  source: string;
  /** For figures from declaration lines: the answer's `demo` and `demo_note`. */
  demo?: { demo: boolean; note: string | null };
  /** Controls above the chart (a picker of what it shows). */
  children?: ReactNode;
}

export function FeaFigure<T>({ title, testId, config, columns, rows, rowKey, fileName, source, demo, children }: FeaFigureProps<T>) {
  const { i18n } = useLingui();
  return (
    <figure className="fea-figure" data-testid={testId}>
      <figcaption className="fea-figure__title">{title}</figcaption>
      {demo ? <DemoNote demo={demo.demo} note={demo.note} /> : null}
      {children}
      {rows.length === 0 ? (
        <p className="fea-empty">{feaLabels(i18n).empty}</p>
      ) : (
        <>
          <ChartCanvas config={config} label={title} testId={`${testId}-canvas`} />
          <details className="card-more fea-figure__table">
            <summary>{i18n._({ id: "charts.table", message: "Таблица" })}</summary>
            <DataTable columns={columns} rows={rows} rowKey={rowKey} caption={title} fileName={fileName} exportable={false} />
          </details>
        </>
      )}
      <div className="fea-figure__foot">
        <SourceNote source={source} />
        <ExportButtons fileName={fileName} columns={columns} rows={exportRows(columns, rows)} />
      </div>
    </figure>
  );
}

/** An answer built from declaration lines: where they come from and whether they are demo data. */
interface LinesAnswer {
  source: string;
  demo: boolean;
  demo_note: string | null;
}

/** A figure of a declaration-lines call: its loading and error states, and its source and demo label from the answer. */
export function LinesFigure<T>({ query, ...figure }: Omit<FeaFigureProps<T>, "source" | "demo"> & { query: UseQueryResult<LinesAnswer> }) {
  return (
    <QueryState query={query}>
      {(body) => <FeaFigure {...figure} source={body.source} demo={{ demo: body.demo, note: body.demo_note }} />}
    </QueryState>
  );
}
