// One normalisation for queries, names and synonyms, so that they meet on equal terms.

/**
 * Kazakh letters folded to the Russian letters people type without a Kazakh keyboard ("сут" for
 * "сүт"), and ё to е. Russian text has none of the Kazakh letters, so folding never changes it.
 */
const FOLD: Record<string, string> = { ә: "а", ғ: "г", қ: "к", ң: "н", ө: "о", ұ: "у", ү: "у", һ: "х", і: "и", ё: "е" };

/** Latin letters that look like Cyrillic ones: a word typed with both scripts meant Cyrillic. */
const HOMOGLYPHS: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", y: "у", x: "х", k: "к", m: "м", t: "т", h: "н", b: "в" };

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

function fixMixedScript(word: string): string {
  if (!CYRILLIC.test(word) || !LATIN.test(word)) return word;
  return [...word].map((ch) => HOMOGLYPHS[ch] ?? ch).join("");
}

/** Lower case, folded, punctuation turned into spaces, words separated by one space. */
export function normalize(text: string): string {
  const lower = text.normalize("NFKC").toLowerCase();
  let folded = "";
  for (const ch of lower) folded += FOLD[ch] ?? ch;
  return folded
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((w) => w.length > 0)
    .map(fixMixedScript)
    .join(" ");
}

/** The words of a normalised text. */
export function words(normalized: string): string[] {
  return normalized === "" ? [] : normalized.split(" ");
}

export const hasCyrillic = (text: string) => CYRILLIC.test(text);
export const hasLatin = (text: string) => LATIN.test(text);
