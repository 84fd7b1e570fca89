import { describe, expect, it } from "vitest";
import { localFullName, type FullNames } from "../../../../server/services/api/names.ts";

/** A line whose English path is untranslated somewhere (no English full name was built) but whose own name has English. */
const partly: FullNames = {
  nameRu: "прочие",
  nameEn: "Other",
  nameKk: null,
  fullRu: "Прочие: туши и полутуши; мясо крупного рогатого скота",
  fullEn: null,
  fullKk: null,
};

describe("localFullName", () => {
  it("gives the Russian full name, marked Russian, where a part of the path is untranslated: never two languages", () => {
    expect(localFullName("en", partly)).toEqual({ text: partly.fullRu, lang: "ru" });
    expect(localFullName("kk", partly)).toEqual({ text: partly.fullRu, lang: "ru" });
  });

  it("gives the locale's own full name where one was built", () => {
    expect(localFullName("en", { ...partly, fullEn: "Other: carcasses; meat of bovine animals" })).toEqual({
      text: "Other: carcasses; meat of bovine animals",
      lang: "en",
    });
  });
});
