/**
 * The codes of an imported CSV (or any pasted text): every run of 2 to 10 digits, spaces and dots inside a
 * code allowed ("0101 21 000 0", "8708.29"), in the order they stand, each once. A header row or a name
 * column adds nothing: only digit runs count, and a run longer than 10 digits (a BIN, a phone) is skipped.
 */
export function codesOfText(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/(?<![\d.])\d[\d .]*\d(?![\d.])/g)) {
    const digits = match[0].replace(/[ .]/g, "");
    if (digits.length >= 2 && digits.length <= 10) out.add(digits);
  }
  return [...out];
}
