import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { CsvError, parse, type CsvErrorCode } from "csv-parse/sync";

const gunzipAsync = promisify(gunzip);

/** What csv-parse reports, in the words the importer has always used. */
const REASONS: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: "unterminated quoted field",
  CSV_INVALID_CLOSING_QUOTE: "unexpected character after a closing quote",
  INVALID_OPENING_QUOTE: "a quote inside an unquoted field",
};

/**
 * Parses RFC 4180 CSV text into records of fields: quoted fields may hold commas, line breaks and
 * doubled quotes; records end with LF, CRLF or CR, mixed in one file; a leading byte-order mark is
 * ignored. Records may differ in length: the callers report that with their own line numbers.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"] });
  } catch (err) {
    const reason = err instanceof CsvError && REASONS[err.code];
    if (!reason) throw err;
    throw new Error(`CSV: ${reason} in record ${Number(err.records) + 1}`, { cause: err });
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
