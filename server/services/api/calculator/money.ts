import type { Locale } from "../../../../core/routes.ts";

// Money in KZT: every line is rounded to 0.01 half up, and the total is the sum of the rounded lines.

/**
 * Rounds to 0.01 half up on the number's decimal digits, so 2.675 → 2.68 (plain `Math.round(x * 100) / 100`
 * gives 2.67, as 2.675 is stored as 2.67499…). Float noise from the arithmetic before (a product landing on
 * 2.6749999999999998) is removed first by keeping 15 significant digits, which a double holds exactly.
 */
export function roundKzt(x: number): number {
  if (!Number.isFinite(x)) return x;
  const negative = x < 0;
  const s = String(Number(Math.abs(x).toPrecision(15)));
  // Exponent notation appears only beyond 1e21 (no cents to round) or below 1e-6 (rounds to 0).
  if (s.includes("e")) return s.includes("e-") ? 0 : x;
  const [whole, frac = ""] = s.split(".") as [string, string?];
  if (frac.length <= 2) return negative ? -Number(s) : Number(s);
  let cents = BigInt(whole + frac.slice(0, 2).padEnd(2, "0"));
  if (frac.charCodeAt(2) >= 53 /* "5" */) cents += 1n;
  const digits = cents.toString().padStart(3, "0");
  const value = Number(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
  return negative ? -value : value;
}

/** Sum of already rounded amounts, free of float noise (0.1 + 0.2 → 0.3). */
export const sumKzt = (amounts: readonly number[]) => roundKzt(amounts.reduce((a, b) => a + b, 0));

const tag = (locale: Locale) => (locale === "en" ? "en-US" : locale === "kk" ? "kk-KZ" : "ru-RU");

// Building an Intl.NumberFormat costs far more than using one: one of each kind per locale.
const formats = new Map<string, Intl.NumberFormat>();
const format = (locale: Locale, kind: "money" | "number") => {
  const key = `${locale}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag(locale), kind === "money" ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 6 });
    formats.set(key, f);
  }
  return f;
};

/** An amount of money in a formula: always two decimals, grouped as the locale writes it. */
export const fmtMoney = (locale: Locale, x: number) => format(locale, "money").format(x);

/** A rate, a quantity or a factor in a formula: as many decimals as it has (up to 6). */
export const fmtNumber = (locale: Locale, x: number) => format(locale, "number").format(x);
