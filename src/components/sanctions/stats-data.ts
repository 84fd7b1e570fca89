import type { StatsSeries } from "../../../core/contract/sanctions.ts";

// Shapes the statistics series for the charts: pure, so the views only draw.

export const TYPES = ["individual", "entity", "vessel", "aircraft"] as const;

/** Monthly additions per jurisdiction (all target types summed), on one month axis. */
export function additionsByJurisdiction(series: StatsSeries[]) {
  const added = series.filter((s) => s.metric === "designations_added" && s.period_type === "month" && s.target_type !== "all");
  const months = [...new Set(added.flatMap((s) => s.points.map((p) => p.period)))].sort();
  const jurisdictions = [...new Set(added.map((s) => s.jurisdiction))].sort();
  return {
    months,
    lines: jurisdictions.map((j) => {
      const sum = new Map<string, number>();
      for (const s of added.filter((x) => x.jurisdiction === j)) for (const p of s.points) sum.set(p.period, (sum.get(p.period) ?? 0) + p.value);
      // A month outside the series' own span is "no data", not zero.
      const own = [...sum.keys()].sort();
      const [first, last] = [own[0] ?? "", own.at(-1) ?? ""];
      return { jurisdiction: j, values: months.map((m) => (m < first || m > last ? null : (sum.get(m) ?? 0))), sources: added.filter((x) => x.jurisdiction === j) };
    }),
  };
}

/** Per jurisdiction, its newest Russia-only snapshot of listings by target type. */
export function latestSnapshots(series: StatsSeries[]) {
  const snaps = series.filter((s) => s.metric === "active_listings" && s.russia_scope && s.target_type !== "all");
  const jurisdictions = [...new Set(snaps.map((s) => s.jurisdiction))].sort();
  return jurisdictions.map((j) => {
    const own = snaps.filter((s) => s.jurisdiction === j);
    const date = own.flatMap((s) => s.points.map((p) => p.period)).sort().at(-1) ?? "";
    const byType = Object.fromEntries(TYPES.map((t) => [t, own.filter((s) => s.target_type === t).flatMap((s) => s.points).find((p) => p.period === date)?.value ?? 0]));
    return { jurisdiction: j, date, byType: byType as Record<(typeof TYPES)[number], number>, sources: own.filter((s) => s.points.some((p) => p.period === date)) };
  });
}

/** Yearly totals of a month series, for the table behind the line chart. */
export function yearly(months: string[], values: (number | null)[]): Map<string, number> {
  const out = new Map<string, number>();
  months.forEach((m, i) => {
    const v = values[i];
    if (v !== null && v !== undefined) out.set(m.slice(0, 4), (out.get(m.slice(0, 4)) ?? 0) + v);
  });
  return out;
}
