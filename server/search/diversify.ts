/** Each further result from a heading already listed keeps this share of its score. */
const SAME_HEADING = 0.9;

/**
 * Picks `limit` results greedily by score, lowering a result for every earlier pick from its heading,
 * so that one heading's many codes do not push every other reading of the query off the list.
 */
export function diversify<T extends { heading: string; score: number }>(ranked: readonly T[], limit: number): T[] {
  const left = [...ranked];
  const picked: T[] = [];
  const perHeading = new Map<string, number>();
  while (picked.length < limit && left.length > 0) {
    let best = 0;
    let bestScore = -Infinity;
    left.forEach((r, i) => {
      const s = r.score * SAME_HEADING ** (perHeading.get(r.heading) ?? 0);
      if (s > bestScore) {
        best = i;
        bestScore = s;
      }
    });
    const [r] = left.splice(best, 1);
    perHeading.set(r!.heading, (perHeading.get(r!.heading) ?? 0) + 1);
    picked.push({ ...r!, score: bestScore });
  }
  return picked;
}
