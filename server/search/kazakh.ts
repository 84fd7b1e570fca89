// A light Kazakh stemmer for matching synonyms: PostgreSQL has no Kazakh configuration, and Kazakh
// adds case, plural and possessive endings to the word ("етік" boots → "етігі", "кітап" → "кітабы").
// Works on folded text (normalize(): і→и, ғ→г, қ→к, ң→н, ө→о, ұ/ү→у, ә→а).

/** Plural, possessive, case and adjective endings, as folded. */
const ENDINGS = [
  "лары", "лери", "дары", "дери", "тары", "тери",
  "нын", "нин", "дын", "дин", "тын", "тин", "дан", "ден", "тан", "тен", "нан", "нен", "нда", "нде",
  "лар", "лер", "дар", "дер", "тар", "тер", "мен", "бен", "пен",
  "сы", "си", "ды", "ди", "ты", "ти", "ны", "ни", "га", "ге", "ка", "ке", "на", "не", "да", "де", "та", "те",
  "гы", "ги", "кы", "ки",
  "ы", "и",
];
const MIN_STEM = 3;
/** A final consonant voiced before an ending goes back: етіг(і) → етік, кітаб(ы) → кітап. */
const DEVOICE: Record<string, string> = { г: "к", б: "п" };

const devoice = (stem: string) => {
  const last = stem.at(-1) ?? "";
  return DEVOICE[last] ? stem.slice(0, -1) + DEVOICE[last] : stem;
};

/**
 * Every stem the word may have (itself included), stripping up to two endings: which ending is
 * meant is not knowable without a dictionary, so two words match when their sets meet.
 */
export function kazakhStems(word: string): Set<string> {
  const stems = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < 2; round++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (const e of ENDINGS) {
        if (!w.endsWith(e) || w.length - e.length < MIN_STEM) continue;
        const stem = w.slice(0, -e.length);
        next.push(stem);
        stems.add(stem).add(devoice(stem));
      }
    }
    frontier = next;
  }
  return stems;
}

/** The two words are one Kazakh word with different endings. */
export function sameKazakhWord(a: string, b: string): boolean {
  const stems = kazakhStems(a);
  return [...kazakhStems(b)].some((s) => stems.has(s));
}

/**
 * What a Kazakh word's other forms begin with: its shortest stem (the word itself when no ending comes
 * off). The lexicon is searched by it, and what comes back is kept only when `sameKazakhWord` agrees.
 */
export function kazakhPrefix(word: string): string {
  return [...kazakhStems(word)].reduce((a, b) => (b.length < a.length ? b : a));
}
