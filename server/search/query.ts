import { codeDigits } from "./code.ts";
import { cyrillicToQwerty, qwertyToCyrillic } from "./layout.ts";
import { hasCyrillic, hasLatin, normalize, words } from "./normalize.ts";
import { latinToCyrillic } from "./translit.ts";

/** How a reading of the query was obtained: as typed, or by undoing a likely mistake. */
export type VariantSource = "typed" | "layout" | "translit";

export interface Variant {
  source: VariantSource;
  /** Normalised text. */
  text: string;
  words: string[];
}

export interface ParsedQuery {
  /** Digits when the whole query is a code or a code prefix. */
  code: string | null;
  /** Readings of the query, the typed one first; the search keeps the one that matches best. */
  variants: Variant[];
  /** The last word is still being typed (no trailing space): it may be a prefix. */
  partialLast: boolean;
}

/** Words beyond this are ignored: a search box query, not a document. */
export const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

function variant(source: VariantSource, raw: string): Variant {
  const text = normalize(raw);
  const w = words(text)
    .filter((x) => x.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS);
  return { source, text: w.join(" "), words: w };
}

/** Splits a raw query into a code, or into the readings worth searching. */
export function parseQuery(raw: string): ParsedQuery {
  const code = codeDigits(raw);
  const partialLast = !/\s$/.test(raw);
  if (code) return { code, variants: [], partialLast };
  const variants: Variant[] = [variant("typed", raw)];
  if (hasLatin(raw) && !hasCyrillic(raw)) {
    variants.push(variant("layout", qwertyToCyrillic(raw)));
    variants.push(variant("translit", latinToCyrillic(raw)));
  } else if (hasCyrillic(raw) && !hasLatin(raw)) {
    variants.push(variant("layout", cyrillicToQwerty(raw)));
  }
  const seen = new Set<string>();
  const distinct = variants.filter((v) => v.words.length > 0 && !seen.has(v.text) && seen.add(v.text));
  return { code: null, variants: distinct, partialLast };
}
