// A spelling-blind key of a word: the letters people rarely get wrong. Unstressed vowels and doubled
// letters are the usual misspellings ("шакалад", "кросовки", "bycicle"); trigram similarity misses
// many of them (шакалад/шоколад share 3 of 13 trigrams), the skeleton finds them.

const VOWELS = new Set("аеиоуыэюяйьъaeiouy");
const SAME: Record<string, string> = { c: "k", q: "k" };

/** First letter as is, then the consonants without repeats ("шоколад" → "шклд", "bicycle" → "bkl"). */
function wordSkeleton(word: string): string {
  const letters = [...word];
  let out = letters[0] ?? "";
  let prev = SAME[out] ?? out;
  for (const ch of letters.slice(1)) {
    if (VOWELS.has(ch)) continue;
    const c = SAME[ch] ?? ch;
    if (c !== prev) out += c;
    prev = c;
  }
  return out;
}

/** The skeleton of each word of a normalised text. */
export function skeleton(normalized: string): string {
  return normalized.split(" ").map(wordSkeleton).join(" ");
}
