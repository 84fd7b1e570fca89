import { describe, expect, it } from "vitest";
import { almatyMonth, nextMonthStart } from "../../../../server/services/api/importer-card/month.ts";

describe("card-opening months in Asia/Almaty", () => {
  it("turns at 00:00 Almaty (19:00 UTC the day before), not at UTC midnight", () => {
    expect(almatyMonth(new Date("2026-11-30T18:59:59Z"))).toBe("2026-11");
    expect(almatyMonth(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12");
    expect(nextMonthStart(new Date("2026-11-15T12:00:00Z")).toISOString()).toBe("2026-11-30T19:00:00.000Z");
  });

  it("crosses the year, and used UTC+6 before Kazakhstan moved to one zone in March 2024", () => {
    expect(nextMonthStart(new Date("2026-12-31T20:00:00Z")).toISOString()).toBe("2027-01-31T19:00:00.000Z");
    expect(nextMonthStart(new Date("2024-01-15T00:00:00Z")).toISOString()).toBe("2024-01-31T18:00:00.000Z");
  });
});
