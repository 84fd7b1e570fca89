/**
 * A number written out with grouped thousands and at most `maxFraction` decimals, as
 * `Intl.NumberFormat(locale, { maximumFractionDigits })` writes it, without Intl. The first Intl
 * formatter a page makes sets up the browser's ICU locale data in one indivisible call of 130–300 ms
 * on a throttled phone, inside hydration; the code card and the analytics need only digits, groups,
 * a decimal mark and a minus, so they are written here the same way on the server and in the browser.
 * Like Intl, it rounds the shortest decimal that reads back as the number (`String(1.005)`), half
 * away from zero (1.005 → 1.01), and keeps the minus of a value that rounds to zero (-0.001 → -0).
 */
export interface DecimalMarks {
  group: string;
  decimal: string;
}

/** `null` where Intl's own writing is needed: not finite, or too large for plain digits. */
export function writeDecimal(value: number, maxFraction: number, marks: DecimalMarks): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
  const negative = value < 0 || Object.is(value, -0);
  const [digits, point] = decimalDigits(Math.abs(value));
  const kept = roundHalfUp(digits, point + maxFraction);
  // A carry (9.99 → 10.0) lengthens the integer part, never the fraction.
  const integerLength = kept.length - maxFraction;
  const integer = kept.slice(0, integerLength).replace(/^0+(?=\d)/, "");
  const fraction = kept.slice(integerLength).replace(/0+$/, "");
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, marks.group);
  return `${negative ? "-" : ""}${grouped}${fraction ? marks.decimal + fraction : ""}`;
}

/**
 * The shortest round-trip digits of a non-negative number and how many of them are its integer part,
 * at least one (`0.05` → `["005", 1]`, `1e-7` → `["00000001", 1]`).
 */
function decimalDigits(value: number): [string, number] {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const [whole = "0", part = ""] = mantissa.split(".");
  const point = whole.length + Number(exponent);
  const digits = whole + part;
  return point >= 1 ? [digits, point] : ["0".repeat(1 - point) + digits, 1];
}

/** The first `keep` digits, rounded half up on the next one; a carry past the first digit adds a leading 1. */
function roundHalfUp(digits: string, keep: number): string {
  if (keep >= digits.length) return digits + "0".repeat(keep - digits.length);
  const head = digits.slice(0, keep).split("");
  if ((digits[keep] ?? "0") < "5") return head.join("");
  let i = head.length - 1;
  while (i >= 0 && head[i] === "9") head[i--] = "0";
  if (i < 0) head.unshift("1");
  else head[i] = String(Number(head[i]) + 1);
  return head.join("");
}
