import { cyrillicToQwerty, qwertyToCyrillic } from "../search/layout.ts";
import { hasCyrillic, hasLatin, normalize } from "../search/normalize.ts";

// One Latin search form for names in any script and any romanisation, so that "Сбербанк" meets
// SBERBANK, "Роснефть" meets ROSNEFT and "Abramovitch" meets "Абрамович". Most listed names are in
// Latin letters, so Cyrillic is romanised (not the other way round) and then the spellings that
// romanisations disagree on are folded to one.

/** Russian letters in a plain romanisation (after normalize(): Kazakh letters and ё are already folded). */
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l", м: "m", н: "n",
  о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "",
  ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

/** Spellings romanisations disagree on, folded in this order (kh/h, tch/ch, x/ks, y/i, c/k…). */
const FOLDS: [RegExp, string][] = [
  [/kh/g, "h"], [/tch/g, "ch"], [/ph/g, "f"], [/x/g, "ks"], [/w/g, "v"], [/q/g, "k"], [/tz/g, "ts"],
  [/c(?!h)/g, "k"], [/ou/g, "u"], [/[yj]/g, "i"], [/\bie/g, "e"], [/(\p{L})\1+/gu, "$1"],
];

/**
 * Legal forms, as romanised words: they say nothing about who is meant, yet make "PUBLIC JOINT STOCK
 * COMPANY TRANSNEFT" look less like "Транснефть" than "TRANSNEFT-URAL, AO" does.
 */
const LEGAL_FORMS = new Set([
  "public", "joint", "stock", "company", "limited", "liability", "closed", "open", "pjsc", "ojsc", "cjsc", "jsc", "llc", "ltd",
  "inc", "corp", "plc", "gmbh", "ooo", "oao", "zao", "pao", "ao", "tov", "too",
]);

/** Romanises Cyrillic letters; other characters stay. */
export function romanize(text: string): string {
  let out = "";
  for (const ch of text) out += CYRILLIC[ch] ?? ch;
  return out;
}

/** The search form of a name: normalised, romanised, accents dropped, variant spellings folded. */
export function nameKey(text: string): string {
  const words = romanize(normalize(text)).normalize("NFD").replace(/\p{M}/gu, "").split(" ");
  const named = words.filter((w) => !LEGAL_FORMS.has(w));
  // A name of nothing but legal words ("Open Joint Stock Company") keeps them.
  let key = (named.length > 0 ? named : words).join(" ");
  for (const [from, to] of FOLDS) key = key.replace(from, to);
  return key;
}

/** A reading of a query: as typed, or as it would read had the keyboard layout been switched. */
export interface QueryKey {
  key: string;
  source: "typed" | "layout";
}

/** Fewer letters than this match half the lists ("ab"): such a query finds nothing. */
export const MIN_QUERY_KEY = 3;
/** Longest query screened; a name longer than this is not a name. */
export const MAX_QUERY_KEY = 120;

/** The readings of a screening query worth matching: the typed one, and the other keyboard layout's. */
export function queryKeys(raw: string): QueryKey[] {
  const keys: QueryKey[] = [{ key: nameKey(raw), source: "typed" }];
  if (hasLatin(raw) && !hasCyrillic(raw)) keys.push({ key: nameKey(qwertyToCyrillic(raw)), source: "layout" });
  else if (hasCyrillic(raw) && !hasLatin(raw)) keys.push({ key: nameKey(cyrillicToQwerty(raw)), source: "layout" });
  const seen = new Set<string>();
  return keys
    .map((k) => ({ ...k, key: k.key.slice(0, MAX_QUERY_KEY).trim() }))
    .filter((k) => k.key.replace(/ /g, "").length >= MIN_QUERY_KEY && !seen.has(k.key) && seen.add(k.key));
}
