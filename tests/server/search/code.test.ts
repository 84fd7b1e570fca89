import { describe, expect, it } from "vitest";
import { codeDigits } from "../../../server/search/code.ts";
import { parseQuery } from "../../../server/search/query.ts";

describe("codeDigits", () => {
  it("reads codes and prefixes with or without separators", () => {
    expect(codeDigits("8471")).toBe("8471");
    expect(codeDigits("0101 21")).toBe("010121");
    expect(codeDigits("0101210000")).toBe("0101210000");
    expect(codeDigits("6404 11 000 0")).toBe("6404110000");
    expect(codeDigits(" 0901.21 ")).toBe("090121");
    expect(codeDigits("84")).toBe("84");
  });

  it("is not a code when letters, one digit or more than ten digits", () => {
    expect(codeDigits("iphone 15")).toBeNull();
    expect(codeDigits("8")).toBeNull();
    expect(codeDigits("01012100001")).toBeNull();
    expect(codeDigits("")).toBeNull();
  });
});

describe("parseQuery", () => {
  it("offers the typed reading first, then layout and transliteration for Latin text", () => {
    const q = parseQuery("yjen,er");
    expect(q.code).toBeNull();
    expect(q.variants.map((v) => v.source)).toEqual(["typed", "layout", "translit"]);
    expect(q.variants[1]?.text).toBe("ноутбук");
  });

  it("offers the QWERTY reading of Cyrillic text", () => {
    const q = parseQuery("дфзещз");
    expect(q.variants.map((v) => [v.source, v.text])).toEqual([["typed", "дфзещз"], ["layout", "laptop"]]);
  });

  it("answers a code as a code, and junk with no reading", () => {
    expect(parseQuery("0101 21").code).toBe("010121");
    expect(parseQuery("!!! ???").variants).toEqual([]);
  });

  it("knows whether the last word is still being typed", () => {
    expect(parseQuery("холод").partialLast).toBe(true);
    expect(parseQuery("холод ").partialLast).toBe(false);
  });

  it("reads at most eight words", () => {
    expect(parseQuery("a b c d e f g h i j").variants[0]?.words).toHaveLength(8);
  });
});
