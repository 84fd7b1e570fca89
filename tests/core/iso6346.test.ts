import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContainerNumber, checkDigitOf, containerCheckMessage, normalizeContainerNumber } from "../../core/iso6346.ts";

// The worked examples and letter values shipped with the data (data/containers/iso6346-check-digit.json).
const spec = JSON.parse(readFileSync(new URL("../../data/containers/iso6346-check-digit.json", import.meta.url), "utf8")) as {
  examples: Record<string, number>;
  letter_values: Record<string, number>;
};

describe("ISO 6346 check digit", () => {
  it("gives the worked examples' check digits", () => {
    expect(Object.keys(spec.examples).length).toBeGreaterThanOrEqual(3);
    for (const [number, digit] of Object.entries(spec.examples)) {
      expect(checkDigitOf(number.slice(0, 10)), number).toBe(digit);
      expect(checkContainerNumber(number), number).toMatchObject({ ok: true, checkDigit: digit });
    }
  });

  it("values letters as the standard does (multiples of 11 skipped)", () => {
    // A letter alone in position 0 weighs 1, so its value mod 11 mod 10 is the check digit of `L000000000`.
    for (const [letter, value] of Object.entries(spec.letter_values)) {
      expect(checkDigitOf(`${letter}000000000`), letter).toBe((value % 11) % 10);
    }
  });

  it("refuses every other check digit, naming the right one", () => {
    for (const [number, digit] of Object.entries(spec.examples)) {
      for (let d = 0; d <= 9; d++) {
        if (d === digit) continue;
        const check = checkContainerNumber(number.slice(0, 10) + String(d));
        expect(check).toEqual({ ok: false, number: number.slice(0, 10) + String(d), part: "checkDigit", expected: digit });
      }
    }
  });
});

describe("which part is wrong", () => {
  it.each([
    ["", "length"],
    ["CSQU305438", "length"],
    ["CSQU30543833", "length"],
    ["C5QU3054383", "owner"],
    ["CSQX3054383", "category"],
    ["CSQU3O54383", "serial"],
    ["CSQU305438X", "checkDigit"],
  ])("%s → %s", (number, part) => {
    const check = checkContainerNumber(number);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.part).toBe(part);
  });

  it("accepts J and Z equipment and printed forms with spaces, dashes and lower case", () => {
    const j = `ABCJ123456${checkDigitOf("ABCJ123456")}`;
    expect(checkContainerNumber(j)).toMatchObject({ ok: true, category: "J" });
    expect(normalizeContainerNumber(" csqu 305438-3 ")).toBe("CSQU3054383");
    expect(checkContainerNumber("csqu 305438 3")).toMatchObject({ ok: true, owner: "CSQ", serial: "305438" });
  });

  it("gives a message per part, with the right digit for a wrong check digit", () => {
    const wrong = checkContainerNumber("MSKU9070324");
    if (wrong.ok) throw new Error("should fail");
    const { descriptor, values } = containerCheckMessage(wrong);
    expect(descriptor.id).toBe("track.check.checkDigit");
    expect(values).toEqual({ expected: 3 });
    const owner = checkContainerNumber("1SKU9070323");
    if (owner.ok) throw new Error("should fail");
    expect(containerCheckMessage(owner)).toEqual({ descriptor: expect.objectContaining({ id: "track.check.owner" }), values: {} });
  });
});
