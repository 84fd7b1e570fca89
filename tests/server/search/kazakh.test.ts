import { describe, expect, it } from "vitest";
import { kazakhStems, sameKazakhWord } from "../../../server/search/kazakh.ts";
import { normalize } from "../../../server/search/normalize.ts";

const same = (a: string, b: string) => sameKazakhWord(normalize(a), normalize(b));

describe("Kazakh endings", () => {
  it("matches a word with its case, plural and possessive forms", () => {
    expect(same("етігі", "етік")).toBe(true);
    expect(same("кітабы", "кітап")).toBe(true);
    expect(same("күртелер", "күрте")).toBe(true);
    expect(same("көліктің", "көлік")).toBe(true);
  });

  it("keeps at least three letters of the stem", () => {
    expect(same("ет", "ас")).toBe(false);
    expect([...kazakhStems("ала")]).toEqual(["ала"]);
  });

  it("does not merge different words", () => {
    expect(same("бидай", "балық")).toBe(false);
    expect(same("сүт", "сут")).toBe(true);
  });
});
