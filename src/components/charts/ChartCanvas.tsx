import {
  ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, LineController, LineElement,
  PointElement, Tooltip, type ChartConfiguration,
} from "chart.js";
import { useEffect, useRef } from "react";

// Only what the builders use (never chart.js/auto). Import this module only from lazily loaded
// components, so chart.js loads with the analytics and sanctions chunks, not the first route.
Chart.register(LineController, BarController, DoughnutController, LineElement, PointElement, BarElement, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

/** What the builders make, and any other chart configuration (sanctions statistics). */
export type AnyChartConfig =
  | ChartConfiguration<"line", (number | null)[], string>
  | ChartConfiguration<"bar", (number | null)[], string>
  | ChartConfiguration<"doughnut", number[], string>
  | ChartConfiguration;

/** A chart on a canvas, rebuilt when its configuration changes (keep `config` memoised). */
export function ChartCanvas({ config, label, testId, className = "chart-box" }: {
  config: AnyChartConfig;
  label: string;
  testId?: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={className}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
