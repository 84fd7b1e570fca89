import { describe, expect, it } from "vitest";
import { normalize, words } from "../../../server/search/normalize.ts";
import { skeleton } from "../../../server/search/skeleton.ts";

describe("normalize", () => {
  it("lower-cases, turns punctuation into single spaces and folds ё", () => {
    expect(normalize("  Мёд,  натуральный!! ")).toBe("мед натуральный");
    expect(normalize("T-Shirt")).toBe("t shirt");
    expect(normalize("!!!")).toBe("");
  });

  it("folds Kazakh letters to the Russian ones typed without a Kazakh keyboard", () => {
    expect(normalize("Сүт")).toBe(normalize("сут"));
    expect(normalize("қант ұн бидай тоңазытқыш")).toBe("кант ун бидай тоназыткыш");
  });

  it("reads Latin look-alikes inside a Cyrillic word as Cyrillic", () => {
    expect(normalize("мaкароны")).toBe("макароны");
    expect(normalize("laptop")).toBe("laptop");
  });

  it("splits into words", () => {
    expect(words(normalize("кір жуғыш машина"))).toEqual(["кир", "жугыш", "машина"]);
    expect(words("")).toEqual([]);
  });
});

describe("skeleton", () => {
  it("gives common misspellings the key of the right word", () => {
    expect(skeleton("шакалад")).toBe(skeleton("шоколад"));
    expect(skeleton("кросовки")).toBe(skeleton("кроссовки"));
    expect(skeleton("халадилник")).toBe(skeleton("холодильник"));
    expect(skeleton("bycicle")).toBe(skeleton("bicycle"));
    expect(skeleton("cofee")).toBe(skeleton("coffee"));
  });

  it("keeps words apart that differ in consonants", () => {
    expect(skeleton("мед")).not.toBe(skeleton("мел"));
    expect(skeleton("стиральная машина")).toBe("стрлн мшн");
  });
});
