import type { ChartConfiguration } from "chart.js";
import { describe, expect, it } from "vitest";
import { barConfig, doughnutConfig, lineConfig } from "../../../../src/components/charts/builders.ts";
import { LEGEND_BOX_WIDTH, MAX_TICKS, TOOLTIP_ANIMATION_MS } from "../../../../src/components/charts/spec.ts";

const labels = ["2024-01", "2024-02", "2024-03"];
const series = [{ label: "Импорт", values: [1, null, 3] }, { label: "Экспорт", values: [2, 2, 2] }];

const configs: [string, ChartConfiguration<"line" | "bar" | "doughnut", (number | null)[], string>][] = [
  ["line", lineConfig({ locale: "ru", labels, series }) as never],
  ["bar", barConfig({ locale: "en", labels, series }) as never],
  ["vertical bar", barConfig({ locale: "kk", labels, series, horizontal: false }) as never],
  ["doughnut", doughnutConfig({ locale: "ru", labels, values: [5, 3, 2] }) as never],
];

describe("chart builders", () => {
  it.each(configs)("%s carries the spec's tooltip animation and legend box width", (_name, config) => {
    expect(config.options?.plugins?.tooltip?.animation).toEqual({ duration: TOOLTIP_ANIMATION_MS });
    expect(config.options?.plugins?.legend?.labels?.boxWidth).toBe(LEGEND_BOX_WIDTH);
    expect(TOOLTIP_ANIMATION_MS).toBe(400);
    expect(LEGEND_BOX_WIDTH).toBe(40);
  });

  it.each(configs.filter(([n]) => n !== "doughnut"))("%s caps every axis at the spec's tick limit", (_name, config) => {
    const scales = Object.values(config.options?.scales ?? {}) as { ticks?: { maxTicksLimit?: number } }[];
    expect(scales).toHaveLength(2);
    for (const scale of scales) expect(scale.ticks?.maxTicksLimit).toBe(MAX_TICKS);
    expect(MAX_TICKS).toBe(1000);
  });

  it("keeps the series and labels it was given, one palette colour each", () => {
    const line = configs[0]![1];
    expect(line.data.labels).toEqual(labels);
    expect(line.data.datasets.map((d) => d.data)).toEqual(series.map((s) => s.values));
    const colours = line.data.datasets.map((d) => (d as { borderColor?: string }).borderColor);
    expect(new Set(colours).size).toBe(series.length);
  });

  it("shows a single bar series without a legend and several with one", () => {
    expect(barConfig({ locale: "ru", labels, series: series.slice(0, 1) }).options?.plugins?.legend?.display).toBe(false);
    expect(barConfig({ locale: "ru", labels, series }).options?.plugins?.legend?.display).toBe(true);
  });
});
