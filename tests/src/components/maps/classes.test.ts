import { describe, expect, it } from "vitest";
import { CLASS_COUNT, classOf, valueClasses } from "../../../../src/components/maps/classes.ts";

// Generated skewed samples (like trade by region): checked against the rules, not against fixed answers.
function sample(n: number, seed: number): number[] {
  let x = seed;
  const next = () => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: n }, () => Math.round(10 ** (3 + next() * 8)));
}

describe("choropleth classes", () => {
  for (const [n, seed] of [[20, 1], [39, 7], [3, 11], [200, 5]] as const) {
    it(`${n} values: at most ${CLASS_COUNT} classes, ordered, disjoint, covering every value (seed ${seed})`, () => {
      const values = sample(n, seed);
      const classes = valueClasses(values);
      const distinct = new Set(values).size;
      expect(classes).toHaveLength(Math.min(CLASS_COUNT, distinct));
      for (const [i, c] of classes.entries()) {
        expect(c.from).toBeLessThanOrEqual(c.to);
        if (i > 0) expect(c.from).toBeGreaterThan(classes[i - 1]!.to);
      }
      for (const v of values) {
        const key = classOf(v, classes);
        const c = classes.find((k) => `c${k.index}` === key)!;
        expect(v).toBeGreaterThanOrEqual(c.from);
        expect(v).toBeLessThanOrEqual(c.to);
      }
      // Quantiles: no class holds more than its share of the distinct values, rounded up.
      const counts = classes.map((c) => [...new Set(values)].filter((v) => v >= c.from && v <= c.to).length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(distinct / classes.length));
    });
  }

  it("zero and a missing figure are classes of their own; nothing to classify gives no classes", () => {
    const classes = valueClasses([0, 5, 10]);
    expect(classOf(0, classes)).toBe("zero");
    expect(classOf(undefined, classes)).toBe("none");
    expect(classes.every((c) => c.from > 0)).toBe(true);
    expect(valueClasses([0, 0])).toEqual([]);
    expect(classOf(7, [])).toBe("none");
  });
});
