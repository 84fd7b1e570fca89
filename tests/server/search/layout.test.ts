import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cyrillicToQwerty, qwertyToCyrillic } from "../../../server/search/layout.ts";
import { latinToCyrillic } from "../../../server/search/translit.ts";

describe("keyboard layout", () => {
  it("reads text typed on the wrong layout", () => {
    expect(qwertyToCyrillic("yjen,ER")).toBe("ноутбук");
    expect(qwertyToCyrillic("[jkjlbkmybr")).toBe("холодильник");
    expect(qwertyToCyrillic(",fyfys")).toBe("бананы");
    expect(cyrillicToQwerty("дфзещз")).toBe("laptop");
    expect(cyrillicToQwerty("сщаауу")).toBe("coffee");
  });

  it("round-trips every key", () => {
    const keys = [..."qwertyuiop[]asdfghjkl;'zxcvbnm,.` "];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 30 }), (chars) => {
        const text = chars.join("");
        expect(cyrillicToQwerty(qwertyToCyrillic(text))).toBe(text);
      }),
    );
  });

  it("leaves characters off the keyboard as they are", () => {
    expect(qwertyToCyrillic("8471 ёж")).toBe("8471 ёж");
  });
});

describe("transliteration", () => {
  it("reads Russian and Kazakh words written in Latin letters", () => {
    expect(latinToCyrillic("noutbuk")).toBe("ноутбук");
    expect(latinToCyrillic("krossovki")).toBe("кроссовки");
    expect(latinToCyrillic("pshenitsa")).toBe("пшеница");
    expect(latinToCyrillic("sahar")).toBe("сахар");
    expect(latinToCyrillic("pylesos")).toBe("пылесос");
    expect(latinToCyrillic("shokolad")).toBe("шоколад");
    expect(latinToCyrillic("bidai")).toBe("бидай");
    expect(latinToCyrillic("Shai")).toBe("шай");
    expect(latinToCyrillic("tonazytqysh")).toBe("тоназыткыш");
  });
});
