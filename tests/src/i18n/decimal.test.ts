import { describe, expect, it } from "vitest";
import { writeDecimal } from "../../../src/i18n/decimal.ts";

// Intl's own marks for these locales, so each written number can be held against Intl's.
const LOCALES = [
  { locale: "ru-RU", marks: { group: "\u00A0", decimal: "," } },
  { locale: "en-GB", marks: { group: ",", decimal: "." } },
];

// Values where a plain rounding goes wrong: halves that binary cannot hold (1.005, 2.675), carries
// across the point and the groups (9.995, 999.999), tiny and exponent-written values, negative zeros.
const EDGES = [0, -0, 1, -1, 0.5, 1.005, 2.675, 9.995, -99.995, 999.999, 99999.99999, -0.001, 0.0049, 0.005, 0.045,
  1e-7, 1.5e-7, 5e-324, 1405950.125, 123456789.125, 1e20, 987654321987654.3];

/** A fixed pseudo-random sequence (no Math.random: a failure must reproduce). */
function* samples(count: number): Generator<number> {
  let seed = 20260314;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** (Math.floor(next() * 16) - 6);
    const sign = next() < 0.4 ? -1 : 1;
    yield sign * next() * scale;
    yield sign * Math.round(next() * scale * 1e4) / 1e4;
    yield Math.round(next() * 1e6) / 1000 + 0.0005;
  }
}

describe("writeDecimal", () => {
  it("writes every number as Intl.NumberFormat with maximumFractionDigits would", () => {
    const values = [...EDGES, ...samples(5000)];
    for (const { locale, marks } of LOCALES) {
      for (const maxFraction of [0, 1, 2, 4]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFraction });
        const wrong = values.filter((v) => writeDecimal(v, maxFraction, marks) !== intl.format(v));
        expect(wrong, `${locale}, ${maxFraction} decimals`).toEqual([]);
      }
    }
  });

  it("groups thousands, rounds half away from zero on the shortest decimal and keeps a rounded-away minus", () => {
    const thin = { group: "\u202F", decimal: "," };
    expect(writeDecimal(1405950, 2, thin)).toBe("1\u202F405\u202F950");
    expect(writeDecimal(1.005, 2, thin)).toBe("1,01");
    expect(writeDecimal(-9.995, 2, { group: ",", decimal: "." })).toBe("-10");
    expect(writeDecimal(-0.001, 2, thin)).toBe("-0");
  });

  it("leaves to Intl what is not plain digits", () => {
    expect(writeDecimal(Number.NaN, 2, { group: ",", decimal: "." })).toBeNull();
    expect(writeDecimal(Number.POSITIVE_INFINITY, 2, { group: ",", decimal: "." })).toBeNull();
    expect(writeDecimal(1e21, 2, { group: ",", decimal: "." })).toBeNull();
  });
});
