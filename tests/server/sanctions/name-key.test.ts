import { describe, expect, it } from "vitest";
import { MIN_QUERY_KEY, nameKey, queryKeys, romanize } from "../../../server/sanctions/name-key.ts";

describe("nameKey: one Latin search form for every script and romanisation", () => {
  it.each([
    ["Сбербанк", "SBERBANK"],
    ["Роснефть", "Rosneft"],
    ["Абрамович", "Abramovitch"],
    ["Евгений", "Yevgeniy"],
    ["Шойгу", "Shoygu"],
    ["Rosoboronexport", "ROSOBORONEKSPORT"],
    ["Совкомфлот", "Sovkomflot"],
    ["Khodorkovsky", "Hodorkovski"],
    ["Qoussaï", "Kusai"],
    ["Abdullah", "Abdulah"],
  ])("%s and %s meet", (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it("keeps the word order (matching handles order), lower case, single spaces, no punctuation", () => {
    expect(nameKey("PUTIN,  Vladimir")).toBe("putin vladimir");
    expect(nameKey("VTB Bank (Austria) AG")).toBe("vtb bank austria ag");
  });

  it("leaves out legal forms unless the name is nothing else", () => {
    expect(nameKey("PUBLIC JOINT STOCK COMPANY TRANSNEFT")).toBe(nameKey("Транснефть"));
    expect(nameKey("ООО Ромашка")).toBe("romashka");
    expect(nameKey("Open Joint Stock Company")).toBe("open ioint stok kompani");
  });

  it("folds Kazakh letters as the search does", () => {
    expect(nameKey("Құрманғазы Әлібек")).toBe(nameKey("Курмангазы Алибек"));
  });

  it("romanises Cyrillic letter by letter and leaves other scripts", () => {
    expect(romanize("щука")).toBe("shchuka");
    expect(romanize("объем")).toBe("obem");
    expect(romanize("محمد")).toBe("محمد");
  });
});

describe("queryKeys: the readings of a screening query", () => {
  it("adds the other keyboard layout's reading", () => {
    expect(queryKeys("C,th,fyr").map((k) => k.key)).toEqual([nameKey("C,th,fyr"), "sberbank"]);
    expect(queryKeys("Кщыеус").find((k) => k.source === "layout")?.key).toBe("rostek");
  });

  it("mixed scripts get no layout reading", () => {
    expect(queryKeys("Bank ВТБ")).toHaveLength(1);
  });

  it(`drops readings of fewer than ${MIN_QUERY_KEY} letters or digits`, () => {
    expect(queryKeys("ab")).toEqual([]);
    expect(queryKeys("!!! ??")).toEqual([]);
    expect(queryKeys("VTB").map((k) => k.key)).toContain("vtb");
  });
});
