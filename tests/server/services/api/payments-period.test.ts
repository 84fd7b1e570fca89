import { describe, expect, it } from "vitest";
import { periodEnd } from "../../../../server/services/api/payments/period.ts";

describe("periodEnd", () => {
  it("a month later at the same time, the last day of a shorter month when the day is missing", () => {
    expect(periodEnd(new Date("2026-03-15T10:20:30Z"), "month").toISOString()).toBe("2026-04-15T10:20:30.000Z");
    expect(periodEnd(new Date("2026-01-31T08:00:00Z"), "month").toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(periodEnd(new Date("2028-01-31T08:00:00Z"), "month").toISOString()).toBe("2028-02-29T08:00:00.000Z");
    expect(periodEnd(new Date("2026-12-31T23:59:00Z"), "month").toISOString()).toBe("2027-01-31T23:59:00.000Z");
  });

  it("a year later, 29 February to 28 February", () => {
    expect(periodEnd(new Date("2026-11-26T19:00:00Z"), "year").toISOString()).toBe("2027-11-26T19:00:00.000Z");
    expect(periodEnd(new Date("2028-02-29T12:00:00Z"), "year").toISOString()).toBe("2029-02-28T12:00:00.000Z");
  });
});
