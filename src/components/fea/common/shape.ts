/** A slice of a structure chart. */
export interface Slice {
  key: string;
  label: string;
  value: number;
}

/**
 * The largest `n` slices and one "other" slice for the rest (`total` when the whole is known beyond
 * the items, e.g. the national total over the listed partners); no "other" when nothing is left.
 */
export function topWithOther(items: readonly Slice[], n: number, otherLabel: string, total?: number | null): Slice[] {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const top = sorted.slice(0, n);
  const shown = top.reduce((s, i) => s + i.value, 0);
  const rest = (total ?? sorted.reduce((s, i) => s + i.value, 0)) - shown;
  // Rounding in the sources can leave a few cents of "other": not a slice.
  return rest > 0.5 ? [...top, { key: "other", label: otherLabel, value: rest }] : top;
}

/** Month points (`YYYY-MM`) as one series per year over the months 1–12, null where a month has no figure. */
export function byYearAndMonth(points: readonly { period: string; value: number | null }[]): { years: number[]; values: Map<number, (number | null)[]> } {
  const values = new Map<number, (number | null)[]>();
  for (const p of points) {
    const year = Number(p.period.slice(0, 4));
    const month = Number(p.period.slice(5, 7));
    if (!values.has(year)) values.set(year, Array.from({ length: 12 }, () => null));
    values.get(year)![month - 1] = p.value;
  }
  return { years: [...values.keys()].sort((a, b) => a - b), values };
}

/** Section and chapter names are printed in capitals: shown in sentence case, which reads faster. */
export function readableName(name: string): string {
  return /\p{Ll}/u.test(name) ? name : name.charAt(0) + name.slice(1).toLocaleLowerCase("ru");
}
