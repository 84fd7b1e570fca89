/**
 * The codes of an imported CSV (or pasted text), in the order they stand, each once. Cells are split at
 * commas, semicolons, tabs and line ends; in a cell a run of digits with spaces or dots inside ("0101 21 000 0",
 * "8708.29") is one code when it has 2 to 10 digits, else its space-separated parts are ("0101210000 8401").
 * A header or a name column adds nothing, and a number of more than 10 digits (a BIN, a phone) is skipped.
 */
export function codesOfText(text: string): string[] {
  const out = new Set<string>();
  const add = (digits: string) => {
    if (/^\d{2,10}$/.test(digits)) out.add(digits);
  };
  for (const cell of text.split(/[,;\t\r\n|]+/)) {
    for (const [run] of cell.matchAll(/(?<![\d.])\d[\d .]*\d(?![\d.])/g)) {
      const whole = run.replace(/[ .]/g, "");
      if (whole.length <= 10) add(whole);
      else for (const part of run.trim().split(/\s+/)) add(part.replace(/\./g, ""));
    }
  }
  return [...out];
}
