import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filtersQuery, normalizeCode, parseFilters } from "../../../../src/components/fea/common/filters.ts";
import { byYearAndMonth, readableName, topWithOther } from "../../../../src/components/fea/common/shape.ts";

describe("analytics filters in the address", () => {
  it("reads what it writes, for any valid filters", () => {
    const filters = fc.record({
      flow: fc.constantFrom("import" as const, "export" as const),
      year: fc.option(fc.integer({ min: 1990, max: 2100 }), { nil: undefined }),
      region: fc.option(fc.integer({ min: 0, max: 99 }).map((n) => `KZ-${String(n).padStart(2, "0")}`), { nil: undefined }),
      country: fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: undefined }),
      code: fc.option(fc.stringMatching(/^\d{2,10}$/), { nil: undefined }),
    }, { requiredKeys: ["flow"] });
    fc.assert(fc.property(filters, (f) => {
      const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
      expect(parseFilters(filtersQuery(f as never))).toEqual(clean);
    }));
  });

  it("drops values the server would refuse and leaves the default flow out", () => {
    expect(parseFilters("?year=20x4&flow=sideways&region=75&country=CHN&code=8")).toEqual({ flow: "import" });
    expect(parseFilters("?region=kz-75&country=cn&code=8703.23 19")).toEqual({ flow: "import", region: "KZ-75", country: "CN", code: "87032319" });
    expect(filtersQuery({ flow: "import" })).toBe("");
  });

  it("takes a code of 2–10 digits with spaces and dots", () => {
    expect(normalizeCode("0805 40 000 0")).toBe("0805400000");
    expect(normalizeCode("87.03")).toBe("8703");
    for (const bad of ["8", "87a", "12345678901", ""]) expect(normalizeCode(bad)).toBeNull();
  });
});

describe("chart shaping", () => {
  it("keeps the largest slices and puts the rest of the whole in one", () => {
    const items = [3, 9, 1, 5].map((v, i) => ({ key: String(i), label: `s${i}`, value: v }));
    const two = topWithOther(items, 2, "other");
    expect(two.map((s) => s.value)).toEqual([9, 5, 4]);
    expect(topWithOther(items, 2, "other", 30).at(-1)).toEqual({ key: "other", label: "other", value: 16 });
    expect(topWithOther(items, 4, "other")).toHaveLength(4);
  });

  it("lays months out per year, empty where a month is missing", () => {
    const { years, values } = byYearAndMonth([{ period: "2024-02", value: 5 }, { period: "2023-12", value: 1 }, { period: "2024-03", value: null }]);
    expect(years).toEqual([2023, 2024]);
    expect(values.get(2024)!.slice(0, 3)).toEqual([null, 5, null]);
    expect(values.get(2023)![11]).toBe(1);
  });

  it("writes capitalised names in sentence case and leaves others alone", () => {
    expect(readableName("ЖИВЫЕ ЖИВОТНЫЕ; ПРОДУКТЫ")).toBe("Живые животные; продукты");
    expect(readableName("Тракторы (кроме 8709)")).toBe("Тракторы (кроме 8709)");
  });
});
