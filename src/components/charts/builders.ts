import type { ChartConfiguration, TooltipItem } from "chart.js";
import { colorAt } from "./palette.ts";
import { formatCompact, formatNumber } from "./format.ts";
import { baseOptions, MAX_TICKS } from "./spec.ts";

/** One line or one set of bars. */
export interface Series {
  label: string;
  values: (number | null)[];
}

interface Common {
  locale: string;
  labels: string[];
  /** Tooltip figures (default: the number in full). */
  format?: (value: number) => string;
}

/** Long category names (companies, goods) cut on the axis; the tooltip and the table keep them whole. */
const AXIS_LABEL_MAX = 22;
const cut = (s: string | undefined) => (s && s.length > AXIS_LABEL_MAX ? `${s.slice(0, AXIS_LABEL_MAX - 1)}…` : (s ?? ""));

/** A short list keeps bars of a list's height, not the chart's. */
const BAR_MAX_PX = 28;

const valueAxis = (locale: string) => ({
  beginAtZero: true,
  ticks: { maxTicksLimit: MAX_TICKS, maxRotation: 0, callback: (v: string | number) => (typeof v === "number" ? formatCompact(locale, v) : v) },
});
const categoryAxis = (labels: string[]) => ({ ticks: { maxTicksLimit: MAX_TICKS, callback: (_v: string | number, i: number) => cut(labels[i]) } });

function tooltip(locale: string, format: ((value: number) => string) | undefined, byAxis: "x" | "y" | null, fullLabels?: string[]) {
  const show = format ?? ((n: number) => formatNumber(locale, n));
  return {
    callbacks: {
      label: (item: TooltipItem<"line" | "bar" | "doughnut">) => {
        const raw = byAxis ? (item.parsed as Record<"x" | "y", number | null>)[byAxis] : (item.parsed as unknown as number);
        const name = byAxis ? item.dataset.label : (fullLabels?.[item.dataIndex] ?? item.label);
        return `${name ?? ""}: ${raw === null ? "—" : show(raw)}`;
      },
    },
  };
}

function withTooltip<T extends ReturnType<typeof baseOptions>>(base: T, extra: object) {
  return { ...base, plugins: { ...base.plugins, tooltip: { ...base.plugins.tooltip, ...extra } } };
}

/** Monthly dynamics: one line per series, gaps where a month has no figure. */
export function lineConfig({ locale, labels, series, format }: Common & { series: Series[] }): ChartConfiguration<"line", (number | null)[], string> {
  const options = withTooltip(baseOptions(locale), tooltip(locale, format, "y"));
  return {
    type: "line",
    data: {
      labels,
      datasets: series.map((s, i) => ({ label: s.label, data: s.values, borderColor: colorAt(i), backgroundColor: colorAt(i), pointRadius: 2, spanGaps: false })),
    },
    options: {
      ...options,
      interaction: { mode: "index", intersect: false },
      scales: { x: { ticks: { maxTicksLimit: MAX_TICKS, autoSkip: true, maxRotation: 0 } }, y: valueAxis(locale) },
    },
  };
}

/** Top lists: horizontal bars by default (long names read at 390 px), one colour per series. */
export function barConfig({ locale, labels, series, format, horizontal = true }: Common & { series: Series[]; horizontal?: boolean }): ChartConfiguration<"bar", (number | null)[], string> {
  const options = withTooltip(baseOptions(locale), tooltip(locale, format, horizontal ? "x" : "y"));
  return {
    type: "bar",
    data: { labels, datasets: series.map((s, i) => ({ label: s.label, data: s.values, backgroundColor: colorAt(i), maxBarThickness: BAR_MAX_PX })) },
    options: {
      ...options,
      indexAxis: horizontal ? "y" : "x",
      plugins: { ...options.plugins, legend: { ...options.plugins.legend, display: series.length > 1 } },
      scales: horizontal ? { x: valueAxis(locale), y: categoryAxis(labels) } : { x: categoryAxis(labels), y: valueAxis(locale) },
    },
  };
}

/** Structure: one slice per label, coloured in palette order. */
export function doughnutConfig({ locale, labels, values, format }: Common & { values: number[] }): ChartConfiguration<"doughnut", number[], string> {
  // The legend shows cut names (long ones would squeeze the ring); the tooltip names the slice in full.
  const options = withTooltip(baseOptions(locale), tooltip(locale, format, null, labels));
  return {
    type: "doughnut",
    data: { labels: labels.map(cut), datasets: [{ data: values, backgroundColor: labels.map((_, i) => colorAt(i)) }] },
    options: {
      ...options,
      plugins: { ...options.plugins, legend: { ...options.plugins.legend, position: "bottom" } },
    },
  };
}
