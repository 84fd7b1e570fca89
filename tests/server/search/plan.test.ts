import { describe, expect, it } from "vitest";
import { choosePlan, planVariant, type SynonymRow, type WordInfo } from "../../../server/search/plan.ts";
import { allowedEdits, closeness, editDistance } from "../../../server/search/similarity.ts";
import { completes, synonymCloseness } from "../../../server/search/synonym-match.ts";
import { parseQuery } from "../../../server/search/query.ts";

const info = (word: string, ndoc: number | null, candidates: [string, number][] = [], stem: string | null = word): WordInfo => ({
  word, stem, ndoc, candidates: candidates.map(([w, n]) => ({ word: w, ndoc: n })), prefixed: [],
});
const syn = (shingle: string, termKey: string, prefix: string, code = prefix): SynonymRow => ({ shingle, termKey, lang: "ru", prefix, code });

describe("edit distance", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("пылисос", "пылесосы")).toBe(2);
    expect(editDistance("labtop", "laptop")).toBe(1);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("", "")).toBe(0);
  });

  it("allows no edit in short words and more in long ones", () => {
    expect(allowedEdits(3)).toBe(0);
    expect(closeness("мед", "медь")).toBeGreaterThan(0);
    expect(closeness("ет", "ер")).toBe(0);
    expect(closeness("холодилник", "холодильники")).toBeGreaterThan(0.8);
  });
});

describe("synonymCloseness", () => {
  const known = (w: string) => ["wooden", "pallets", "шины", "краны", "шаровые"].includes(w);
  it("matches words in any order", () => {
    expect(synonymCloseness(["краны", "шаровые"], ["шаровые", "краны"], known)).toBe(1);
  });
  it("lets a known word change its ending but not become another word", () => {
    expect(synonymCloseness(["шины"], ["шина"], known)).toBeGreaterThan(0);
    expect(synonymCloseness(["wooden", "pallets"], ["wood", "pellets"], known)).toBe(0);
    expect(synonymCloseness(["кросовки"], ["кроссовки"], known)).toBeGreaterThan(0.8);
  });
  it("matches a Kazakh synonym in another case or person", () => {
    expect(synonymCloseness(["ерлер", "етиги"], ["ерлер", "етик"], known, true)).toBeGreaterThan(0.7);
    expect(synonymCloseness(["етиги"], ["етик"], known, false)).toBe(0);
  });
  it("completes a word still being typed", () => {
    expect(completes(["кросс"], ["кроссовки"])).toBe(true);
    expect(completes(["кр"], ["кроссовки"])).toBe(false);
    expect(completes(["стиральная", "маш"], ["стиральная", "машина"])).toBe(true);
    const v = parseQuery("кросс").variants[0]!;
    const plan = planVariant(v, new Map([["кросс", info("кросс", null)]]), [syn("кросс", "кроссовки", "6404")], true)!;
    expect(plan.hits.map((h) => h.code)).toEqual(["6404"]);
    expect(planVariant(v, new Map([["кросс", info("кросс", null)]]), [syn("кросс", "кроссовки", "6404")], false)).toBeNull();
  });
  it("needs the same number of words", () => {
    expect(synonymCloseness(["стиральная"], ["стиральная", "машина"], known)).toBe(0);
  });
});

describe("planVariant", () => {
  it("reads a Kazakh word the names hold only with other endings as those forms, before any look-alike", () => {
    const v = parseQuery("тауык сирактары").variants[0]!;
    const tauyk = { ...info("тауык", null, [["тауар", 3986], ["тауыктарынын", 73]]), kazakh: [{ word: "тауыктарынын", ndoc: 73 }, { word: "тауыктары", ndoc: 16 }, { word: "тауыкша", ndoc: 2 }] };
    const plan = planVariant(v, new Map([["тауык", tauyk], ["сирактары", info("сирактары", 33)]]), [], false)!;
    // "тауыкша" is not "тауык" with an ending the stemmer knows: left out.
    expect(plan.terms.map((t) => t.words)).toEqual([["тауыктарынын", "тауыктары"], ["сирактары"]]);
    expect(plan.quality).toBeCloseTo((0.95 + 1) / 2);
  });

  it("keeps the full weight of a Kazakh word's forms when a synonym names the word too", () => {
    // "тауық" is a synonym (live poultry) and the names hold it as "тауықтарының": the forms are the word
    // itself, not look-alikes, so they count as sure as without the synonym.
    const v = parseQuery("тауык сирактары").variants[0]!;
    const tauyk = { ...info("тауык", null), kazakh: [{ word: "тауыктарынын", ndoc: 73 }] };
    const infos = new Map([["тауык", tauyk], ["сирактары", info("сирактары", 33)]]);
    const alone = planVariant(v, infos, [], false)!;
    const named = planVariant(v, infos, [{ ...syn("тауык", "тауык", "0105"), lang: "kk" }], false)!;
    expect(named.terms[0]!.weight).toBeCloseTo(alone.terms[0]!.weight);
  });

  it("lists each meaningful word with its term and the hits that explain it, a look-alike synonym less", () => {
    const v = parseQuery("корм для собак").variants[0]!;
    const infos = new Map([["корм", info("корм", 40)], ["для", info("для", null, [], null)], ["собак", info("собак", 5)]]);
    const plan = planVariant(v, infos, [syn("корм", "корм", "2309"), syn("собак", "собака", "0106")], false)!;
    // "для" is a stop word: two words, "корм" explained by its exact synonym in full, "собак" by "собака" less.
    expect(plan.cover.map((c) => ({ term: c.term, hits: c.hits.map((h) => plan.hits[h.hit]!.code) }))).toEqual([
      { term: 0, hits: ["2309"] },
      { term: 1, hits: ["0106"] },
    ]);
    expect(plan.cover[0]!.hits[0]!.explains).toBeCloseTo(plan.terms[0]!.weight);
    expect(plan.cover[1]!.hits[0]!.explains).toBeLessThan(plan.terms[1]!.weight);
  });

  it("weighs rare words more and keeps stop words out", () => {
    const v = parseQuery("корм для собак").variants[0]!;
    const infos = new Map([
      ["корм", info("корм", 40)],
      ["для", info("для", null, [], null)],
      ["собак", info("собак", 5)],
    ]);
    const plan = planVariant(v, infos, [syn("корм для собак", "корм для собак", "2309")], false)!;
    expect(plan.terms.map((t) => t.words)).toEqual([["корм"], ["собак"]]);
    expect(plan.terms[1]!.weight).toBeGreaterThan(plan.terms[0]!.weight);
    expect(plan.hits).toEqual([{ prefix: "2309", code: "2309", score: 1 }]);
    expect(plan.quality).toBe(1);
  });

  it("corrects an unknown word to its close lexicon words", () => {
    const v = parseQuery("халадильник").variants[0]!;
    const plan = planVariant(v, new Map([["халадильник", info("халадильник", null, [["холодильники", 30], ["холодные", 50]])]]), [], false)!;
    expect(plan.terms[0]!.words).toEqual(["холодильники"]);
    expect(plan.quality).toBeGreaterThan(0.7);
  });

  it("lets an exact synonym silence look-alike synonyms of the same words", () => {
    const v = parseQuery("сыра").variants[0]!;
    const plan = planVariant(v, new Map([["сыра", info("сыра", 120, [], "сыр")]]), [syn("сыра", "сыра", "2203"), syn("сыра", "сыр", "0406")], false)!;
    expect(plan.hits.map((h) => h.code)).toEqual(["2203"]);
  });

  it("turns digits in a text query into a code hit", () => {
    const v = parseQuery("ноутбук 8471").variants[0]!;
    const plan = planVariant(v, new Map([["ноутбук", info("ноутбук", null)], ["8471", info("8471", null)]]), [syn("ноутбук", "ноутбук", "847130", "8471300000")], false)!;
    expect(plan.hits.map((h) => h.code).sort()).toEqual(["8471", "8471300000"]);
  });

  it("returns nothing when no word means anything", () => {
    const v = parseQuery("zzqx").variants[0]!;
    expect(planVariant(v, new Map([["zzqx", info("zzqx", null)]]), [], false)).toBeNull();
  });
});

describe("choosePlan", () => {
  it("keeps the typed reading unless another explains clearly more", () => {
    const [typed, layout] = parseQuery("yjen,er").variants;
    const infos = new Map([["yjen", info("yjen", null)], ["er", info("er", null)], ["ноутбук", info("ноутбук", null)]]);
    const synonyms = [syn("ноутбук", "ноутбук", "847130", "8471300000")];
    const chosen = choosePlan([planVariant(typed!, infos, synonyms, false), planVariant(layout!, infos, synonyms, false)]);
    expect(chosen?.variant.text).toBe("ноутбук");
    expect(choosePlan([null])).toBeNull();
  });
});
