import {
  ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, LineController, LineElement,
  PointElement, Tooltip, type ChartConfiguration,
} from "chart.js";

// Only what the builders use (never chart.js/auto). Only ChartCanvas imports this module, and only
// when a chart comes into view, so chart.js is not part of a page until a chart is seen.
Chart.register(LineController, BarController, DoughnutController, LineElement, PointElement, BarElement, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Draws `config` on `canvas`; the returned function removes the chart. */
export function drawChart(canvas: HTMLCanvasElement, config: ChartConfiguration): () => void {
  const chart = new Chart(canvas, config);
  return () => chart.destroy();
}
