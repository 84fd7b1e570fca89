import { describe, expect, it } from "vitest";
import { Fields } from "../../../server/import/fields.ts";
import { measureRows } from "../../../server/import/measure-rows.ts";

/** A well-formed record; the cases below blank or spoil one field of it. */
const GOOD: Record<string, string> = {
  type: "antidumping",
  code_prefix: "7304",
  excluded_prefixes: "730410",
  origins: "CN;UA",
  exporter: "",
  rate: "18.9%",
  document: "",
  act_number: "1",
  act_date: "2020-01-01",
  act_body: "EEC Board",
  source_url: "https://docs.eaeunion.org/example",
  valid_from: "2020-02-01",
  valid_to: "",
};

const read = (...records: Record<string, string>[]) =>
  measureRows(records.map((r, k) => new Fields(r, `measures.csv record ${k + 1}`)));

describe("measureRows", () => {
  it("keeps a well-formed record with its lists split and empty fields as NULL", () => {
    const { rows, rejected } = read(GOOD);
    expect(rejected).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ codePrefix: "7304", excludedPrefixes: ["730410"], origins: ["CN", "UA"], exporter: null, validTo: null }),
    ]);
  });

  it.each(["source_url", "act_number", "act_date", "act_body"])("rejects a record without %s and keeps the others", (key) => {
    const { rows, rejected } = read({ ...GOOD, [key]: "" }, GOOD);
    expect(rows).toHaveLength(1);
    expect(rejected).toEqual([{ where: "record 1", reason: expect.stringContaining(`"${key}" is empty`) }]);
  });

  it("rejects an unknown type, a malformed prefix and a malformed date", () => {
    const { rows, rejected } = read({ ...GOOD, type: "quota" }, { ...GOOD, code_prefix: "73a" }, { ...GOOD, valid_from: "01.02.2020" });
    expect(rows).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      'unknown type "quota"',
      'code prefix "73a" is not 2 to 10 digits',
      'date "01.02.2020" is not YYYY-MM-DD',
    ]);
  });
});
