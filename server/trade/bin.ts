// Kazakhstan's BIN (business identification number) and IIN share one layout of 12 digits ending in a
// check digit. A BIN reads: YY MM (year and month of registration), a type digit (4 resident legal entity,
// 5 non-resident, 6 joint venture / individual entrepreneur), a sign digit (0 head office, 1 branch,
// 2 representative office), a five-digit serial and the check digit.
// Check digit: Σ digit[i]·i (i = 1…11) mod 11; when that is 10, Σ digit[i]·w[i] with w = 3…11, 1, 2
// mod 11; when that is 10 too, the number is never issued.

const FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** The check digit of the first 11 digits, or null when no number is issued with them. */
export function binCheckDigit(first11: string): number | null {
  const digits = [...first11].map(Number);
  const sum = (w: number[]) => digits.reduce((s, d, i) => s + d * w[i]!, 0) % 11;
  const a = sum(FIRST);
  if (a !== 10) return a;
  const b = sum(SECOND);
  return b === 10 ? null : b;
}

/**
 * Why a string is not a well-formed BIN or IIN, or null when it is one: 12 digits, digits 3–4 a month
 * (registration month of a BIN, birth month of an IIN) and the right check digit.
 */
export function binProblem(bin: string): string | null {
  if (!/^\d{12}$/.test(bin)) return "must be 12 digits";
  const month = Number(bin.slice(2, 4));
  if (month < 1 || month > 12) return "digits 3–4 must be a month 01–12";
  if (binCheckDigit(bin.slice(0, 11)) !== Number(bin[11])) return "check digit (12th) does not match";
  return null;
}

/** A resident legal entity's head-office BIN registered in the given year and month, or null for a serial never issued. */
export function makeBin(year: number, month: number, serial: number): string | null {
  const first11 = `${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}40${String(serial).padStart(5, "0")}`;
  const check = binCheckDigit(first11);
  return check === null ? null : first11 + String(check);
}
