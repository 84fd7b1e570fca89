/**
 * Input masks and trimming for text fields (product spec §5 "Text inputs have a trim mode.
 * Input masks: # digit, @ letter, * letter or digit").
 *
 * Pure string functions: the field calls them on every change, so they must be idempotent
 * (masking a masked value gives the same value) or the caret would jump.
 */

/** Mask characters that take one character of input; every other mask character is a literal. */
const TOKENS: Record<string, (char: string) => boolean> = {
  "#": (c) => /^[0-9]$/.test(c),
  "@": (c) => /^\p{L}$/u.test(c),
  "*": (c) => /^(?:\p{L}|[0-9])$/u.test(c),
};

/**
 * Fits `value` into `mask`: input characters that do not fit the next token are dropped,
 * literals are inserted (a typed literal that matches is taken as that literal), and the
 * result stops where the input runs out, so no trailing literals dangle after the last
 * typed character. Never longer than the mask.
 */
export function applyMask(value: string, mask: string): string {
  // Code points, not UTF-16 units: a letter outside the BMP is one character.
  const input = [...value];
  let at = 0;
  let out = "";
  for (const slot of mask) {
    if (at >= input.length) break;
    const fits = TOKENS[slot];
    if (fits) {
      while (at < input.length && !fits(input[at] ?? "")) at += 1;
      if (at >= input.length) break;
      out += input[at];
      at += 1;
    } else {
      if (input[at] === slot) at += 1;
      out += slot;
    }
  }
  return out;
}

/**
 * Blanks and invisible characters around a value cut away. Addresses and codes copied from PDFs
 * and mail clients often carry zero-width spaces or a BOM that `String.prototype.trim` keeps.
 */
export function trimValue(value: string): string {
  return value.replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/gu, "");
}
