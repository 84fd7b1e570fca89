import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOM, toCsv } from "../../../../src/components/export/csv.ts";
import type { ExportColumn, ExportRow } from "../../../../src/components/export/table.ts";
import { columnName, sheetName, toXlsx } from "../../../../src/components/export/xlsx.ts";

const columns: ExportColumn[] = [
  { key: "name", label: "Наименование, \"кратко\"", kind: "text" },
  { key: "code", label: "Код", kind: "text" },
  { key: "value", label: "Стоимость, $", kind: "number" },
];
const rows: ExportRow[] = [
  { name: "ТОО «Қазақ & Co»\nфилиал", code: "0805400000", value: 1234.5 },
  { name: "=HYPERLINK(\"x\")", code: "8703", value: null },
  { name: "Ақ, Жол", code: 27, value: 0 },
];

/** Python's zipfile reads the archive back (an independent reader, checking every entry's CRC-32): names and each part's text. */
function unzip(bytes: Uint8Array): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "xlsx-"));
  const file = join(dir, "t.xlsx");
  writeFileSync(file, bytes);
  const script = "import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({n: z.read(n).decode('utf-8') for n in z.namelist()}))";
  return JSON.parse(execFileSync("python3", ["-c", script, file], { encoding: "utf-8" })) as Record<string, string>;
}

/** The sheet's cells by reference, read back with Python's XML parser. */
function cells(sheetXml: string): Record<string, { type: string | null; value: string }> {
  const script = [
    "import json,sys",
    "import xml.etree.ElementTree as ET",
    "ns={'m':'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}",
    "root=ET.fromstring(sys.stdin.read())",
    "out={}",
    "for c in root.iter('{%s}c' % ns['m']):",
    "  t=c.get('t'); v=c.find('m:v',ns); s=c.find('m:is/m:t',ns)",
    "  out[c.get('r')]={'type':t,'value':(s.text if s is not None else v.text)}",
    "print(json.dumps(out))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script], { input: sheetXml, encoding: "utf-8" })) as Record<string, { type: string | null; value: string }>;
}

describe("CSV", () => {
  const csv = toCsv(columns, rows);
  it("starts with a UTF-8 byte-order mark and ends lines with CRLF", () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
  it("quotes fields with a comma, quote or line break and doubles quotes (RFC 4180)", () => {
    const [header] = csv.slice(BOM.length).split("\r\n");
    expect(header).toBe('"Наименование, ""кратко""",Код,"Стоимость, $"');
    expect(csv).toContain('"ТОО «Қазақ & Co»\nфилиал",0805400000,1234.5\r\n');
    expect(csv).toContain('"Ақ, Жол",27,0\r\n');
  });
  it("leaves empty cells empty and defuses formulas in text", () => {
    expect(csv).toContain(`"'=HYPERLINK(""x"")",8703,\r\n`);
  });
});

describe("XLSX", () => {
  const bytes = toXlsx("Товары: 2024/импорт", columns, rows);
  const parts = unzip(bytes);

  it("is a ZIP with the Office Open XML parts", () => {
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
    expect(Object.keys(parts).sort()).toEqual([
      "[Content_Types].xml", "_rels/.rels", "xl/_rels/workbook.xml.rels", "xl/styles.xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml",
    ]);
    expect(parts["xl/workbook.xml"]).toContain(`name="${sheetName("Товары: 2024/импорт")}"`);
  });

  it("names columns as spreadsheets do", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("holds the same cells: text as inline strings, numbers as numbers, empty cells left out", () => {
    const got = cells(parts["xl/worksheets/sheet1.xml"]!);
    columns.forEach((c, i) => expect(got[`${columnName(i)}1`]).toEqual({ type: "inlineStr", value: c.label }));
    rows.forEach((row, r) => columns.forEach((c, i) => {
      const ref = `${columnName(i)}${r + 2}`;
      const v = row[c.key];
      if (v === null || v === undefined) expect(got[ref]).toBeUndefined();
      else if (c.kind === "number") expect(got[ref]).toEqual({ type: null, value: String(v) });
      else expect(got[ref]).toEqual({ type: "inlineStr", value: String(v) });
    }));
  });
});
