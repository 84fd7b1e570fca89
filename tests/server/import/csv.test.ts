import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvObjects, parseCsv, readCsv, readText } from "../../../server/import/csv.ts";
import { Fields } from "../../../server/import/fields.ts";

describe("parseCsv", () => {
  it("splits plain records and fields", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parseCsv("a,,c\n,,\nx,")).toEqual([["a", "", "c"], ["", "", ""], ["x", ""]]);
  });

  it("reads the last record without a final line break", () => {
    expect(parseCsv("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("handles quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'id,text\n1,"a, b"\n2,"say ""hi"""\n3,"line one\nline two"\n4,"crlf\r\ninside"\n5,""\n';
    expect(parseCsv(text)).toEqual([
      ["id", "text"],
      ["1", "a, b"],
      ["2", 'say "hi"'],
      ["3", "line one\nline two"],
      ["4", "crlf\r\ninside"],
      ["5", ""],
    ]);
  });

  it("accepts CRLF record endings and ignores a byte-order mark", () => {
    expect(parseCsv('\ufeffa,b\r\n"x",y\r\n')).toEqual([
      ["a", "b"],
      ["x", "y"],
    ]);
  });

  it("reads Cyrillic text unchanged", () => {
    expect(parseCsv('code,name\n0101,"Лошади, ослы, мулы и лошаки живые:"\n')[1]).toEqual([
      "0101",
      "Лошади, ослы, мулы и лошаки живые:",
    ]);
  });

  it("returns no records for empty input", () => {
    expect(parseCsv("")).toEqual([]);
  });

  it("rejects an unterminated quote and text after a closing quote", () => {
    expect(() => parseCsv('a\n"open')).toThrow(/unterminated/);
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/after a closing quote/);
  });
});

describe("csvObjects", () => {
  it("keys records by the header row and skips blank lines", () => {
    expect(csvObjects(parseCsv("a,b\n1,2\n\n3,4\n"))).toEqual([
      { a: "1", b: "2" },
      { a: "3", b: "4" },
    ]);
  });

  it("rejects a record whose field count differs from the header", () => {
    expect(() => csvObjects(parseCsv("a,b\n1,2,3\n"))).toThrow(/record 2 has 3 fields/);
  });
});

describe("readCsv", () => {
  let dir: string;
  const text = 'code,name,notes\n01,"Живые, животные","a ""b""\nc"\n02,,x\n';
  const expected = [
    { code: "01", name: "Живые, животные", notes: 'a "b"\nc' },
    { code: "02", name: "", notes: "x" },
  ];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "csv-test-"));
    await writeFile(path.join(dir, "plain.csv"), text);
    await writeFile(path.join(dir, "packed.csv.gz"), gzipSync(Buffer.from(text, "utf8")));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads a plain file", async () => {
    expect(await readCsv(path.join(dir, "plain.csv"))).toEqual(expected);
  });

  it("reads a gzip-compressed file", async () => {
    expect(await readText(path.join(dir, "packed.csv.gz"))).toBe(text);
    expect(await readCsv(path.join(dir, "packed.csv.gz"))).toEqual(expected);
  });
});

describe("Fields", () => {
  const f = new Fields(
    { empty: "", text: "abc", int: "42", num: "3.25", one: "1", t: "true", zero: "0", list: "12; 3С;", bad: "x" },
    "test record 1",
  );

  it("reads empty fields as NULL and checks required ones", () => {
    expect(f.text("empty")).toBeNull();
    expect(f.text("text")).toBe("abc");
    expect(() => f.req("empty")).toThrow(/test record 1: column "empty" is empty/);
    expect(() => f.text("missing")).toThrow(/no column "missing"/);
  });

  it("converts numbers, booleans and lists", () => {
    expect(f.int("int")).toBe(42);
    expect(f.num("num")).toBe(3.25);
    expect(f.num("empty")).toBeNull();
    expect(() => f.int("num")).toThrow(/not an integer/);
    expect(() => f.num("bad")).toThrow(/not a number/);
    expect([f.flag("one"), f.flag("t"), f.flag("zero"), f.flag("empty")]).toEqual([true, true, false, false]);
    expect(() => f.flag("bad")).toThrow(/not a boolean/);
    expect(f.list("list")).toEqual(["12", "3С"]);
    expect(f.list("empty")).toEqual([]);
  });
});
