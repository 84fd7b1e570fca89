import type { ChartOptions, ChartType } from "chart.js";

// The chart constants of the spec (§9) in one place: every built configuration carries them.
export const TOOLTIP_ANIMATION_MS = 400;
export const LEGEND_BOX_WIDTH = 40;
/** Per cartesian axis; chart.js's own linear-scale guard is also 1000, here it holds for category axes too. */
export const MAX_TICKS = 1000;

/** The options every chart shares: the spec constants, the reader's locale, drawn at once (no grow-in). */
export function baseOptions(locale: string) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: locale === "en" ? "en" : "ru",
    plugins: {
      tooltip: { animation: { duration: TOOLTIP_ANIMATION_MS } },
      legend: { labels: { boxWidth: LEGEND_BOX_WIDTH } },
    },
  } satisfies ChartOptions<ChartType>;
}
