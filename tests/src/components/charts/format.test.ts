import { describe, expect, it } from "vitest";
import { formatCompact, shortMonths } from "../../../../src/components/charts/format.ts";

/** A fixed pseudo-random sequence over fifteen decades, both signs (no Math.random: a failure must reproduce). */
function* samples(count: number): Generator<number> {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const sign = next() < 0.3 ? -1 : 1;
    yield sign * next() * 10 ** Math.floor(next() * 15);
    yield sign * Math.round(next() * 10 ** Math.floor(next() * 15));
  }
}

// Where the unit changes, and where rounding carries into the next one.
const EDGES = [0, 5, 12.34, 999.94, 999.95, 999.96, 1000, 1234, 1250, 1150, 99_950, 999_949, 999_950, 1e6, 1_234_567, 999_950_000, 1.5e9, 2.5e12, 3e15, -1234, -0.04];

describe("formatCompact", () => {
  it("writes every figure as Intl's compact notation does for ru-RU (ru, kk) and en-GB (en)", () => {
    const values = [...EDGES, ...samples(3000)];
    for (const [locale, intlLocale] of [["ru", "ru-RU"], ["kk", "ru-RU"], ["en", "en-GB"]] as const) {
      const intl = new Intl.NumberFormat(intlLocale, { notation: "compact", maximumFractionDigits: 1 });
      const wrong = values.filter((v) => formatCompact(locale, v) !== intl.format(v)).map((v) => `${v}: ${formatCompact(locale, v)} ≠ ${intl.format(v)}`);
      expect(wrong, locale).toEqual([]);
    }
  });

  it("takes the next unit when rounding reaches a thousand of the unit", () => {
    expect(formatCompact("ru", 999_950)).toBe("1\u00A0млн");
    expect(formatCompact("en", 999.96)).toBe("1k");
    expect(formatCompact("en", 1_500_000_000)).toBe("1.5bn");
  });
});

describe("shortMonths", () => {
  it("names the months as Intl does for ru-RU and en-GB, and Kazakh by hand", () => {
    for (const [locale, intlLocale] of [["ru", "ru-RU"], ["en", "en-GB"]] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale, { month: "short", timeZone: "UTC" });
      expect(shortMonths(locale)).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(new Date(Date.UTC(2020, m, 15)))));
    }
    expect(shortMonths("kk")).toHaveLength(12);
    expect(shortMonths("kk")[2]).toBe("нау.");
  });
});
