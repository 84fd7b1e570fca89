import type { ChartConfiguration } from "chart.js";
import { useEffect, useRef } from "react";

/** How much of the canvas must be on screen before chart.js is fetched and the chart drawn. */
const VISIBLE_SHARE = 0.25;

/** What the builders make, and any other chart configuration (sanctions statistics). */
export type AnyChartConfig =
  | ChartConfiguration<"line", (number | null)[], string>
  | ChartConfiguration<"bar", (number | null)[], string>
  | ChartConfiguration<"doughnut", number[], string>
  | ChartConfiguration;

/**
 * A chart on a canvas, rebuilt when its configuration changes (keep `config` memoised). chart.js (60 KB)
 * comes when a quarter of the canvas is in view: a chart further down a phone's page, or only its top
 * edge at the bottom of the screen, costs nothing until the reader scrolls to it. The box keeps its
 * size meanwhile, so nothing moves when it is drawn.
 */
export function ChartCanvas({ config, label, testId, className = "chart-box" }: {
  config: AnyChartConfig;
  label: string;
  testId?: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let destroy: (() => void) | null = null;
    let gone = false;
    const draw = () =>
      import("./draw-chart.ts").then(
        ({ drawChart }) => {
          if (!gone) destroy = drawChart(element, config as ChartConfiguration);
        },
        // The chart's code did not come (offline, a new deployment): the figures stay in the table below it.
        () => undefined,
      );
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        draw();
      },
      { threshold: VISIBLE_SHARE },
    );
    seen.observe(element);
    return () => {
      gone = true;
      seen.disconnect();
      destroy?.();
    };
  }, [config]);
  return (
    <div className={className}>
      <canvas ref={canvas} className="chart-canvas" role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
