// Text typed with the wrong keyboard layout: ЙЦУКЕН and QWERTY share keys, so each key maps back.

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`{}:\"<>~";
const JCUKEN = "йцукенгшщзхъфывапролджэячсмитьбюёхъжэбюё";

const toCyr = new Map<string, string>();
const toLat = new Map<string, string>();
for (let i = 0; i < QWERTY.length; i++) {
  const lat = QWERTY[i]!;
  const cyr = JCUKEN[i]!;
  toCyr.set(lat, cyr);
  if (!toLat.has(cyr)) toLat.set(cyr, lat);
}

function remap(text: string, table: Map<string, string>): string {
  let out = "";
  for (const ch of text.toLowerCase()) out += table.get(ch) ?? ch;
  return out;
}

/** What a QWERTY-typed text would read on the Russian layout ("yjen,er" → "ноутбук"). */
export const qwertyToCyrillic = (text: string) => remap(text, toCyr);

/** What a Russian-layout text would read on QWERTY ("дфзещз" → "laptop"). */
export const cyrillicToQwerty = (text: string) => remap(text, toLat);
