import { describe, expect, it } from "vitest";
import { formatDate } from "../../../../src/components/code-card/format.ts";

const days = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, "0")}-08`);
const intl = (locale: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(new Date(`${iso}T00:00:00Z`));

describe("formatDate", () => {
  it("writes dates and months as Intl does for ru-RU and en-GB, without Intl", () => {
    for (const d of days) {
      expect(formatDate("ru", d)).toBe(intl("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" }, d));
      expect(formatDate("ru", d, "long")).toBe(intl("ru-RU", { day: "numeric", month: "long", year: "numeric" }, d));
      expect(formatDate("en", d)).toBe(intl("en-GB", { day: "numeric", month: "short", year: "numeric" }, d));
      expect(formatDate("en", d, "long")).toBe(intl("en-GB", { day: "numeric", month: "long", year: "numeric" }, d));
      expect(formatDate("ru", d.slice(0, 7))).toBe(intl("ru-RU", { month: "long", year: "numeric" }, d));
      expect(formatDate("en", d.slice(0, 7))).toBe(intl("en-GB", { month: "long", year: "numeric" }, d));
    }
  });

  it("writes Kazakh by hand, and leaves a year or anything else as it is", () => {
    expect(formatDate("kk", "2026-03-08")).toBe("08.03.2026");
    expect(formatDate("kk", "2026-03-08", "long")).toBe("2026 жылғы 8 наурыз");
    expect(formatDate("kk", "2023-02")).toBe("2023 жылғы ақпан");
    expect(formatDate("en", "2023")).toBe("2023");
    expect(formatDate("ru", "с 2020 года")).toBe("с 2020 года");
  });
});
