import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../../../server/import/csv.ts";
import { DATA_DIR_DEFAULT } from "../../../server/import/index.ts";
import {
  checkTables,
  enProblems,
  kkProblems,
  readPhrases,
  readTerms,
  termProblems,
  type PhraseLine,
  type TableCheck,
} from "../../../server/import/phrases.ts";

/** The coverage phrases.md states; the tables may only grow past it. */
const STATED = { kk: { phrases: 8748, lines: 20125 }, en: { phrases: 5763, lines: 15073 } };

describe("phrase checks", () => {
  it("catch a Kazakh name that copies the Russian or uses its words and forms", () => {
    expect(kkProblems("прочие", "прочие", new Set())).not.toEqual([]);
    expect(kkProblems("новые", "жаңа немесе новые", new Set())).not.toEqual([]);
    expect(kkProblems("свежие", "свежий немесе салқындатылған", new Set())).not.toEqual([]);
    expect(kkProblems("объектив", "объектив", new Set(["объектив"]))).toEqual([]);
    // a name of allowed words, of Latin only or a systematic chemical name (locants) may equal the Russian;
    // one Russian word not on the list may not
    expect(kkProblems("Бордо:", "Бордо:", new Set(["бордо"]))).toEqual([]);
    expect(kkProblems("Mytilus spp.", "Mytilus spp.", new Set())).toEqual([]);
    expect(kkProblems("Асиаго, Рагузано", "Асиаго, Рагузано", new Set(["асиаго"]))).not.toEqual([]);
    expect(kkProblems("2-(2-хлорэтокси)этанол", "2-(2-хлорэтокси)этанол", new Set())).toEqual([]);
    expect(kkProblems("ацетон", "ацетон", new Set())).not.toEqual([]);
    expect(kkProblems("м-ксилол", "м-ксилол", new Set())).toEqual([]);
    // a name written as the Russian passes only when every Cyrillic word of it is allowed
    expect(kkProblems("ментол (INN)", "ментол (INN)", new Set(["ментол"]))).toEqual([]);
    expect(kkProblems("пентан; изопентан", "пентан; изопентан", new Set(["пентан"]))).not.toEqual([]);
    // a note's item letter in brackets is a label; the same letter as a word is the Russian preposition
    expect(kkProblems("в примечании 5 (в)", "5 (в) ескертпесінде", new Set())).toEqual([]);
    expect(kkProblems("в примечании 5", "в 5 ескертпесінде", new Set())).not.toEqual([]);
    expect(kkProblems("для научно-исследовательских целей", "ғылыми-зерттеу мақсаттарына арналған", new Set())).toEqual([]);
  });

  it("catch Cyrillic in an English name and a term rendered otherwise", () => {
    expect(enProblems("Other прочие", new Set())).not.toEqual([]);
    expect(enProblems("Other", new Set())).toEqual([]);
    const terms = [{ ru: "охлажденн", kk: "салқындатылған", en: "chilled", not: [] }];
    expect(termProblems(terms, "охлажденные", "Cooled", "en")).not.toEqual([]);
    expect(termProblems(terms, "охлажденные", "Chilled", "en")).toEqual([]);
    // a stem inside another word is not the term: "пряж" (yarn) in "напряжение" (voltage)
    const yarn = [{ ru: "пряж", kk: "иірімжі", en: "yarn", not: [] }];
    expect(termProblems(yarn, "на напряжение не более 60 В:", "For a voltage not exceeding 60 V:", "en")).toEqual([]);
    expect(termProblems(yarn, "из льняной пряжи", "Of flax", "en")).not.toEqual([]);
  });

  it("let a homonym the term table lists under `not` be another word, and only that word", () => {
    // "прочности" (strength) starts with "проч" (other) but is another word; "прочие" beside it is still the term
    const other = [{ ru: "проч", kk: "өзге", en: "other", not: ["прочн"] }];
    expect(termProblems(other, "нити высокой прочности вискозные", "High tenacity yarn of viscose rayon", "en")).toEqual([]);
    expect(termProblems(other, "нити высокой прочности вискозные", "беріктігі жоғары вискоза жіптері", "kk")).toEqual([]);
    expect(termProblems(other, "прочие, с пределом прочности на растяжение:", "With a tensile strength:", "en")).not.toEqual([]);
    // the sinks ("раковины для …") are another word than the shells ("в раковине"), in one phrase or apart
    const shell = [{ ru: "раковин", kk: "бақалшақ", en: "shell", not: ["раковины для", "раковины и умывальники"] }];
    expect(termProblems(shell, "раковины и умывальники из коррозионностойкой стали:", "Sinks and wash basins:", "en")).toEqual([]);
    expect(termProblems(shell, "раковины для стока воды", "Sinks", "en")).toEqual([]);
    expect(termProblems(shell, "в раковине или без раковины", "Whether or not peeled", "en")).not.toEqual([]);
    expect(termProblems(shell, "раковины для стока воды; раковины моллюсков", "Sinks; molluscs", "en")).not.toEqual([]);
  });
});

describe("phrases_kk.csv and phrases_en.csv", () => {
  let check: TableCheck;

  beforeAll(async () => {
    const lines: PhraseLine[] = (await readCsv(path.join(DATA_DIR_DEFAULT, "tariff/nomenclature.csv.gz"))).map((r) => ({
      kind: r.kind!,
      name_ru: r.name_ru!,
      name_en: r.name_en!,
    }));
    const tables = { kk: await readPhrases(DATA_DIR_DEFAULT, "kk"), en: await readPhrases(DATA_DIR_DEFAULT, "en") };
    check = checkTables(lines, tables, await readTerms(DATA_DIR_DEFAULT));
  });

  it("pass every check: known phrases in frequency order, no Russian copy, the terms alike", () => {
    expect(check.problems).toEqual([]);
  });

  it("cover at least what phrases.md states", () => {
    for (const locale of ["kk", "en"] as const) {
      expect(check[locale].phrases, locale).toBeGreaterThanOrEqual(STATED[locale].phrases);
      expect(check[locale].lines, locale).toBeGreaterThanOrEqual(STATED[locale].lines);
    }
  });
});
