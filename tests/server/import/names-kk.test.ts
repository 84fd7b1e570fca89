import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, readCsv, readText } from "../../../server/import/csv.ts";
import { DATA_DIR_DEFAULT } from "../../../server/import/index.ts";
import { NAMES_KK_FILE, readNamesKk } from "../../../server/import/tariff-nodes.ts";

/** Letters that Kazakh Cyrillic has and Russian lacks. */
const KAZAKH_LETTER = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/u;

/**
 * Names written without any Kazakh-specific letter: international or chemical terms that Kazakh writes
 * as Russian does, and a few plain Kazakh words that happen to need none (listed in names_kk.md).
 */
const NO_KAZAKH_LETTER = new Set([
  "0903", "0905", "1003", "1108", "1203", "2509", "2524", "2716", "2829", "2831", "2832",
  "2833", "2834", "2840", "2907", "2935", "2941", "3211", "4908", "7117", "7118", "8534",
]);

/** Names identical to the Russian text: loanwords that are the Kazakh term too. */
const SAME_AS_RU = new Set(["0905", "1108", "1203", "2524", "7117"]);

type Node = { id: string; kind: string; chapter: string; name_ru: string };

describe("names_kk.csv", () => {
  let records: string[][];
  let nodes: Node[];
  let names: Map<string, string>;

  beforeAll(async () => {
    records = parseCsv(await readText(path.join(DATA_DIR_DEFAULT, NAMES_KK_FILE)));
    const all = await readCsv(path.join(DATA_DIR_DEFAULT, "tariff/nomenclature.csv.gz"));
    nodes = all
      .filter((r) => r.kind === "section" || r.kind === "chapter" || r.kind === "heading")
      .map((r) => ({ id: r.id!, kind: r.kind!, chapter: r.chapter!, name_ru: r.name_ru! }));
    names = await readNamesKk(DATA_DIR_DEFAULT);
  });

  it("parses as two-column CSV with the header id,name_kk", () => {
    expect(records[0]).toEqual(["id", "name_kk"]);
    for (const r of records.slice(1)) expect(r).toHaveLength(2);
  });

  it("has one row per section, chapter and heading, in the nomenclature's order", () => {
    expect(records.slice(1).map((r) => r[0])).toEqual(nodes.map((n) => n.id));
    expect(names.size).toBe(nodes.length);
  });

  it("covers 21 sections, every chapter with headings and all 1,228 headings", () => {
    const ids = new Set(names.keys());
    const of = (kind: string) => nodes.filter((n) => n.kind === kind);
    expect(of("section")).toHaveLength(21);
    expect(of("heading")).toHaveLength(1228);
    const withHeadings = new Set(of("heading").map((n) => n.chapter));
    expect(withHeadings.size).toBe(96);
    for (const ch of withHeadings) expect(ids.has(ch)).toBe(true);
    expect(ids.has("77")).toBe(true);
    for (const n of nodes) expect(ids.has(n.id)).toBe(true);
  });

  it("gives every node a trimmed, non-empty Kazakh name that keeps the Russian trailing colon", () => {
    for (const n of nodes) {
      const kk = names.get(n.id) ?? "";
      expect(kk, n.id).not.toBe("");
      expect(kk.trim(), n.id).toBe(kk);
      expect(kk.endsWith(":"), n.id).toBe(n.name_ru.endsWith(":"));
    }
  });

  it("uses a Kazakh-specific letter in every name except the listed terms", () => {
    const without = nodes.filter((n) => !KAZAKH_LETTER.test(names.get(n.id) ?? "")).map((n) => n.id);
    expect(new Set(without)).toEqual(NO_KAZAKH_LETTER);
  });

  it("never copies the Russian name except the listed loanwords", () => {
    const same = nodes.filter((n) => names.get(n.id) === n.name_ru).map((n) => n.id);
    expect(new Set(same)).toEqual(SAME_AS_RU);
  });
});
