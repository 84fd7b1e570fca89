import type { Prng } from "./prng.ts";

/** Thousand USD (3 decimals) or million USD (up to 6 decimals) → whole cents. */
export const thousandToCents = (v: number) => Math.round(v * 100_000);
export const millionToCents = (v: number) => Math.round(v * 100_000_000);

/**
 * A matrix of whole cents whose row sums are `rows` and column sums are `cols` exactly (both must add up to
 * the same total). Cells start at the independent split row × col / total, varied by ±30 % noise, brought
 * back to the margins by iterative proportional fitting; the last column and row then take the rounding
 * remainders, so every margin holds to the cent.
 */
export function fitMatrix(rows: readonly number[], cols: readonly number[], rnd: Prng): number[][] {
  const total = rows.reduce((s, v) => s + v, 0);
  if (total !== cols.reduce((s, v) => s + v, 0)) throw new Error("fitMatrix: the margins have different totals");
  const m = rows.map((r) => cols.map((c) => (r * c) / total * (0.7 + 0.6 * rnd.next())));
  for (let it = 0; it < 30; it++) {
    m.forEach((row, i) => {
      const s = row.reduce((a, v) => a + v, 0);
      row.forEach((v, j) => (row[j] = s > 0 ? (v * rows[i]!) / s : 0));
    });
    cols.forEach((c, j) => {
      const s = m.reduce((a, row) => a + row[j]!, 0);
      m.forEach((row) => (row[j] = s > 0 ? (row[j]! * c) / s : 0));
    });
  }
  const out = m.map((row) => row.map((v) => Math.round(v)));
  const last = cols.length - 1;
  const lastRow = rows.length - 1;
  out.forEach((row, i) => {
    if (i === lastRow) return;
    row[last] = rows[i]! - row.slice(0, last).reduce((a, v) => a + v, 0);
  });
  cols.forEach((c, j) => {
    out[lastRow]![j] = c - out.slice(0, lastRow).reduce((a, row) => a + row[j]!, 0);
  });
  if (out.some((row) => row.some((v) => v < 0))) throw new Error("fitMatrix: a cell came out negative");
  return out;
}

/** Splits whole cents into n positive parts of random size that add up exactly. */
export function splitCents(total: number, n: number, rnd: Prng): number[] {
  const k = Math.max(1, Math.min(n, total));
  const w = Array.from({ length: k }, () => 0.2 + rnd.next());
  const sum = w.reduce((a, v) => a + v, 0);
  const parts = w.map((v) => Math.max(1, Math.floor((total * v) / sum)));
  parts[k - 1] = total - parts.slice(0, k - 1).reduce((a, v) => a + v, 0);
  if (parts[k - 1]! < 1) throw new Error("splitCents: a part came out below one cent");
  return parts;
}
