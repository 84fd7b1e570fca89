import { sameKazakhWord } from "./kazakh.ts";
import { allowedEdits, editDistance } from "./similarity.ts";

/** Up to this many words of the query are matched against one synonym. */
export const MAX_SPAN = 4;
/** A word being typed completes a synonym from this many letters on, and counts this much. */
export const MIN_PREFIX = 3;
const COMPLETION = 0.85;

/** A synonym whose key resembles a run of query words (trigram or skeleton candidate). */
export interface SynonymRow {
  shingle: string;
  termKey: string;
  lang: string;
  prefix: string;
  code: string;
}

/** A synonym matched by the query words start…end−1, with how closely. */
export interface Span {
  start: number;
  end: number;
  prefix: string;
  code: string;
  sim: number;
}

/** An ending changed, not the word: "шины"/"шина", "сыра"/"сыр" (but not "pallets"/"pellets"). */
function sameStemLikely(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= Math.max(3, Math.min(a.length, b.length) - 2);
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * How closely a run of query words matches a synonym, word by word in any order: each word within its
 * allowed edits, and a word the names know may only differ in its ending (else "wooden pallets" would
 * be "wood pellets"). 0 when it does not match.
 */
export function synonymCloseness(typed: string[], term: string[], known: (word: string) => boolean, kazakh = false): number {
  if (typed.length !== term.length) return 0;
  let best = 0;
  for (const order of permutations(term)) {
    let edits = 0;
    let length = 0;
    const ok = typed.every((word, i) => {
      const other = order[i]!;
      length += Math.max(word.length, other.length);
      // A Kazakh word with another ending is the same word, one edit away.
      if (kazakh && word !== other && sameKazakhWord(word, other)) {
        edits += 1;
        return true;
      }
      const d = editDistance(word, other);
      edits += d;
      return d <= allowedEdits(Math.max(word.length, other.length)) && (d === 0 || !known(word) || sameStemLikely(word, other));
    });
    if (ok) best = Math.max(best, 1 - edits / length);
  }
  return best;
}

/** A term the query words begin, the last one still being typed ("кросс" → "кроссовки"). */
export function completes(typed: string[], term: string[]): boolean {
  const last = typed.at(-1) ?? "";
  return typed.length === term.length && last.length >= MIN_PREFIX && typed.every((word, i) => (i < typed.length - 1 ? word === term[i] : term[i]!.startsWith(word)));
}

/** Synonym matches over runs of up to four words; an exact match silences look-alikes it overlaps. */
export function synonymSpans(w: readonly string[], synonyms: readonly SynonymRow[], known: (word: string) => boolean, partialLast = false): Span[] {
  const byShingle = new Map<string, SynonymRow[]>();
  for (const row of synonyms) (byShingle.get(row.shingle) ?? byShingle.set(row.shingle, []).get(row.shingle)!).push(row);
  const spans: Span[] = [];
  for (let start = 0; start < w.length; start++) {
    for (let end = start + 1; end <= Math.min(w.length, start + MAX_SPAN); end++) {
      const shingle = w.slice(start, end).join(" ");
      for (const row of byShingle.get(shingle) ?? []) {
        const typed = w.slice(start, end);
        const term = row.termKey.split(" ");
        let sim = synonymCloseness(typed, term, known, row.lang === "kk");
        if (sim === 0 && partialLast && end === w.length && completes(typed, term)) sim = COMPLETION;
        if (sim > 0) spans.push({ start, end, prefix: row.prefix, code: row.code, sim });
      }
    }
  }
  const exact = spans.filter((s) => s.sim === 1);
  const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
  return spans.filter((s) => s.sim === 1 || !exact.some((e) => overlaps(e, s)));
}
