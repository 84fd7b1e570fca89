import { describe, expect, it } from "vitest";
import { monthLabel, openedAt, resetDate } from "../../../../src/components/importer-card/messages.ts";

describe("the importer card's dates", () => {
  it("names a month in each language, Kazakh in Kazakh words (a browser's own Kazakh data writes '2025 M01')", () => {
    expect(monthLabel("ru", "2025-01")).toBe("январь 2025 г.");
    expect(monthLabel("kk", "2025-01")).toBe("2025 жылғы қаңтар");
    expect(monthLabel("en", "2025-01")).toBe("January 2025");
  });

  it("gives the reset day and the opening time on Kazakhstan's clock, whatever the browser's zone", () => {
    // 19:30 UTC on 31 January is 00:30 on 1 February in Almaty (UTC+5).
    expect(resetDate("ru", "2026-01-31T19:30:00Z")).toBe("1 февраля 2026 г.");
    expect(resetDate("kk", "2026-01-31T19:30:00Z")).toBe("2026 жылғы 1 ақпан");
    expect(openedAt("en", "2026-01-31T19:30:00Z")).toBe("1 Feb 2026, 00:30");
    expect(openedAt("kk", "2023-06-30T18:05:00Z")).toBe("01.07.2023, 00:05"); // UTC+6 before March 2024
  });
});
