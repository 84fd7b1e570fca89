// The choropleths' sequential scale: positive values fall into up to five classes of about as many distinct
// values each (quantiles: trade is so skewed that equal intervals would leave all but one region pale). Zero
// and "no figure" are classes of their own, so an empty region never looks like a missing one.

export const CLASS_COUNT = 5;

/** One class of the legend: the smallest and largest value in it. */
export interface ValueClass {
  index: number;
  from: number;
  to: number;
}

export type ClassKey = `c${number}` | "zero" | "none";

/** The classes of these values (zero and missing ones left out). */
export function valueClasses(values: Iterable<number>, count = CLASS_COUNT): ValueClass[] {
  const distinct = [...new Set([...values].filter((v) => v > 0))].sort((a, b) => a - b);
  const n = Math.min(count, distinct.length);
  return Array.from({ length: n }, (_, i) => ({
    index: i + 1,
    from: distinct[Math.ceil((i * distinct.length) / n)] as number,
    to: distinct[Math.ceil(((i + 1) * distinct.length) / n) - 1] as number,
  }));
}

/** The class a value is drawn in. */
export function classOf(value: number | undefined, classes: readonly ValueClass[]): ClassKey {
  if (value === undefined) return "none";
  if (value <= 0) return "zero";
  const hit = classes.find((c) => value <= c.to) ?? classes[classes.length - 1];
  return hit ? `c${hit.index}` : "none";
}
