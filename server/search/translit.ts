// Russian or Kazakh words written in Latin letters ("noutbuk", "bidai"), back to Cyrillic.

/** Longest spellings first: they are tried in this order at each position. */
const MULTI: [string, string][] = [
  ["shch", "щ"], ["sch", "щ"], ["zh", "ж"], ["kh", "х"], ["ch", "ч"], ["sh", "ш"], ["ts", "ц"], ["tz", "ц"],
  ["yu", "ю"], ["ju", "ю"], ["iu", "ю"], ["ya", "я"], ["ja", "я"], ["ia", "я"], ["yo", "е"], ["jo", "е"], ["ye", "е"],
];

const SINGLE: Record<string, string> = {
  a: "а", b: "б", c: "к", d: "д", e: "е", f: "ф", g: "г", h: "х", i: "и", j: "ж", k: "к", l: "л", m: "м", n: "н",
  o: "о", p: "п", q: "к", r: "р", s: "с", t: "т", u: "у", v: "в", w: "в", x: "кс", z: "з", "'": "ь",
  // Kazakh Latin alphabet (2021), already folded like normalize() folds the Cyrillic letters.
  ä: "а", ğ: "г", ñ: "н", ö: "о", ū: "у", ü: "у", ı: "ы", ş: "ш", ç: "ч",
};

const VOWELS = new Set("aeiouyäöüūı");

/** Latin letters to Cyrillic; "y" and "i" after a vowel read as "й" ("bidai" → "бидай"). */
export function latinToCyrillic(text: string): string {
  const s = text.toLowerCase();
  let out = "";
  let i = 0;
  outer: while (i < s.length) {
    for (const [lat, cyr] of MULTI) {
      if (s.startsWith(lat, i)) {
        out += cyr;
        i += lat.length;
        continue outer;
      }
    }
    const ch = s[i]!;
    const prev = i > 0 ? s[i - 1]! : "";
    const next = s[i + 1] ?? "";
    if ((ch === "y" || ch === "i") && VOWELS.has(prev) && !VOWELS.has(next)) out += "й";
    else if (ch === "y") out += "ы";
    else out += SINGLE[ch] ?? ch;
    i += 1;
  }
  return out;
}
