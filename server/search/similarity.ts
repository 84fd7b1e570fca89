/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[rows - 1]![cols - 1]!;
}

/** Edits allowed between a query word (or phrase) and a known one, by length: none for short words. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

/**
 * 1 − edits/length when within the allowed edits, else 0. Trigram similarity finds candidates cheaply
 * in an index but punishes a typo in a short word too hard ("пылисос"/"пылесосы" 0.31); this (0.75)
 * decides whether a candidate is the word meant.
 */
export function closeness(typed: string, known: string): number {
  const length = Math.max(typed.length, known.length);
  const distance = editDistance(typed, known);
  return distance <= allowedEdits(length) ? 1 - distance / length : 0;
}
