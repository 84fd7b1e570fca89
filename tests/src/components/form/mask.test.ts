import { describe, expect, it } from "vitest";
import { applyMask, trimValue } from "../../../../src/components/form/mask.ts";

describe("applyMask", () => {
  it("takes digits for # and drops what does not fit", () => {
    expect(applyMask("12a3", "####")).toBe("123");
    expect(applyMask("abc", "###")).toBe("");
    expect(applyMask("", "###")).toBe("");
  });

  it("inserts literals between typed characters but not after the last one", () => {
    expect(applyMask("1234", "##-##")).toBe("12-34");
    expect(applyMask("12", "##-##")).toBe("12");
    expect(applyMask("123", "##-##")).toBe("12-3");
  });

  it("takes a typed literal as the literal instead of dropping it later", () => {
    expect(applyMask("12-34", "##-##")).toBe("12-34");
    expect(applyMask("+7 (701) 123", "+7 (###) ###-##-##")).toBe("+7 (701) 123");
    expect(applyMask("7011234567", "(###) ###-##-##")).toBe("(701) 123-45-67");
    // A literal digit takes a typed digit equal to it: the country code may be typed or not.
    expect(applyMask("77011234567", "+7 (###) ###-##-##")).toBe("+7 (701) 123-45-67");
  });

  it("takes letters of any script for @, including Kazakh and Latin", () => {
    expect(applyMask("әҚ1z", "@@@")).toBe("әҚz");
    expect(applyMask("12", "@@")).toBe("");
  });

  it("takes letters or digits for * but not punctuation", () => {
    expect(applyMask("a-1_b", "***")).toBe("a1b");
    expect(applyMask("MSCU1234565", "@@@@ ###### #")).toBe("MSCU 123456 5");
  });

  it("never grows past the mask", () => {
    expect(applyMask("123456789", "###")).toBe("123");
    expect(applyMask("1234567", "##-##")).toBe("12-34");
  });

  it("is idempotent, so masking on every change does not move text", () => {
    for (const [value, mask] of [
      ["7011234567", "+7 (###) ###-##-##"],
      ["MSCU1234565", "@@@@ ###### #"],
      ["12", "##.##.####"],
    ] as const) {
      const once = applyMask(value, mask);
      expect(applyMask(once, mask)).toBe(once);
    }
  });

  it("counts a letter outside the BMP as one character", () => {
    expect(applyMask("𝒜b", "@@")).toBe("𝒜b");
  });
});

describe("trimValue", () => {
  it("cuts blanks, zero-width spaces and a BOM around the value only", () => {
    expect(trimValue("  user@example.kz \n")).toBe("user@example.kz");
    expect(trimValue("\uFEFF\u200Bcode 0805\u200B")).toBe("code 0805");
    expect(trimValue("a  b")).toBe("a  b");
    expect(trimValue("   ")).toBe("");
  });
});
