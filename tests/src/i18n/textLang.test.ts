import { describe, expect, it } from "vitest";
import { textLang } from "../../../src/i18n/textLang.ts";

describe("textLang", () => {
  it("marks Russian data on English and Kazakh pages", () => {
    expect(textLang("Живые лошади, ослы, мулы и лошаки", "en")).toBe("ru");
    expect(textLang("Живые лошади, ослы, мулы и лошаки", "kk")).toBe("ru");
  });

  it("leaves the page's own language unmarked", () => {
    expect(textLang("Живые лошади", "ru")).toBeUndefined();
    expect(textLang("Live horses, asses, mules and hinnies", "en")).toBeUndefined();
    expect(textLang("Тірі жылқылар, есектер", "kk")).toBeUndefined();
  });

  it("tells Kazakh by its own letters and English by Latin ones", () => {
    expect(textLang("Тірі жылқылар, есектер", "ru")).toBe("kk");
    expect(textLang("Live horses", "ru")).toBe("en");
  });

  it("leaves text without letters (codes, figures) to the page", () => {
    expect(textLang("0101 21 000 0", "en")).toBeUndefined();
  });
});
