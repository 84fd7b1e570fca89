/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every platform. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** Uniform in [0, 1). */
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Prng = ReturnType<typeof prng>;

/** Draws indexes in proportion to weights (binary search over the running sums). */
export function weighted(weights: readonly number[]) {
  const cum: number[] = [];
  let total = 0;
  for (const w of weights) cum.push((total += w));
  return (rnd: Prng): number => {
    const x = rnd.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}
