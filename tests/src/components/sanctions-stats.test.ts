import { describe, expect, it } from "vitest";
import { additionsByJurisdiction, latestSnapshots, yearly } from "../../../src/components/sanctions/stats-data.ts";
import type { StatsSeries } from "../../../core/contract/sanctions.ts";

const series = (over: Partial<StatsSeries>): StatsSeries => ({
  jurisdiction: "UK", source: "UK list 2025-08-11", metric: "designations_added", target_type: "entity", period_type: "month",
  as_of: "2025-08-11", scope: "Russia regime", russia_scope: true, notes: null, points: [], ...over,
});

describe("statistics shaped for the charts", () => {
  it("sums the target types per month and leaves months outside a jurisdiction's span empty, not zero", () => {
    const { months, lines } = additionsByJurisdiction([
      series({ points: [{ period: "2022-02", value: 3 }, { period: "2022-04", value: 1 }] }),
      series({ target_type: "individual", points: [{ period: "2022-02", value: 2 }] }),
      series({ jurisdiction: "US", points: [{ period: "2022-01", value: 5 }, { period: "2022-05", value: 7 }] }),
      series({ target_type: "all", points: [{ period: "2022-02", value: 999 }] }),
    ]);
    expect(months).toEqual(["2022-01", "2022-02", "2022-04", "2022-05"]);
    expect(lines.find((l) => l.jurisdiction === "UK")?.values).toEqual([null, 5, 1, null]);
    expect(lines.find((l) => l.jurisdiction === "US")?.values).toEqual([5, 0, 0, 7]);
  });

  it("takes each jurisdiction's newest Russia-only snapshot by type", () => {
    const snaps = latestSnapshots([
      series({ metric: "active_listings", period_type: "snapshot", target_type: "vessel", points: [{ period: "2024-01-31", value: 1 }, { period: "2025-08-11", value: 424 }] }),
      series({ metric: "active_listings", period_type: "snapshot", target_type: "entity", points: [{ period: "2025-08-11", value: 489 }] }),
      series({ jurisdiction: "UN", metric: "active_listings", period_type: "snapshot", russia_scope: false, points: [{ period: "2026-02-27", value: 273 }] }),
    ]);
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toMatchObject({ jurisdiction: "UK", date: "2025-08-11", byType: { vessel: 424, entity: 489, individual: 0, aircraft: 0 } });
  });

  it("adds up a month series by year, skipping the months without data", () => {
    expect([...yearly(["2021-12", "2022-01", "2022-02"], [4, null, 6])]).toEqual([["2021", 4], ["2022", 6]]);
  });
});
