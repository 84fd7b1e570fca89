import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

const gunzipAsync = promisify(gunzip);

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Parses RFC 4180 CSV text into records of fields: quoted fields may hold commas, line breaks and
 * doubled quotes; records end with LF or CRLF; a leading byte-order mark is ignored.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= n) return records;
  let record: string[] = [];
  for (;;) {
    if (text.charCodeAt(i) === QUOTE) {
      let value = "";
      let start = i + 1;
      for (;;) {
        const q = text.indexOf('"', start);
        if (q === -1) throw new Error(`CSV: unterminated quoted field in record ${records.length + 1}`);
        value += text.slice(start, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          start = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      const c = text.charCodeAt(i);
      if (i < n && c !== COMMA && c !== LF && c !== CR) {
        throw new Error(`CSV: unexpected character after a closing quote in record ${records.length + 1}`);
      }
      record.push(value);
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        j++;
      }
      record.push(text.slice(i, j));
      i = j;
    }
    if (i >= n) {
      records.push(record);
      return records;
    }
    if (text.charCodeAt(i) === COMMA) {
      i++;
      if (i >= n) {
        record.push("");
        records.push(record);
        return records;
      }
      continue;
    }
    // End of record: LF, CRLF or a lone CR.
    i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    records.push(record);
    record = [];
    if (i >= n) return records;
  }
}

/** Turns parsed records into objects keyed by the header row; blank lines are skipped. */
export function csvObjects(records: string[][]): Record<string, string>[] {
  const [header, ...body] = records;
  if (!header) return [];
  const out: Record<string, string>[] = [];
  body.forEach((fields, k) => {
    if (fields.length === 1 && fields[0] === "") return;
    if (fields.length !== header.length) {
      throw new Error(`CSV: record ${k + 2} has ${fields.length} fields, the header has ${header.length}`);
    }
    const obj: Record<string, string> = {};
    for (let c = 0; c < header.length; c++) obj[header[c]!] = fields[c]!;
    out.push(obj);
  });
  return out;
}

/** Reads a UTF-8 text file, decompressing it when the name ends in `.gz`. */
export async function readText(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (file.endsWith(".gz") ? await gunzipAsync(bytes) : bytes).toString("utf8");
}

/** Reads a CSV file (plain or `.gz`) with a header row into objects. */
export async function readCsv(file: string): Promise<Record<string, string>[]> {
  try {
    return csvObjects(parseCsv(await readText(file)));
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("CSV:")) throw new Error(`${file}: ${err.message}`, { cause: err });
    throw err;
  }
}
