import type { ExportColumn, ExportRow } from "./table.ts";

/**
 * CSV as RFC 4180: comma separators, CRLF line ends, quotes around a field holding a comma, quote or
 * line break (quotes doubled). Comma rather than `;`: the file is read by programs as much as by Excel,
 * and Excel still opens it into columns. A UTF-8 byte-order mark leads so Excel reads Cyrillic and Kazakh
 * letters as UTF-8. Numbers are written plainly (`1234.5`), never with the locale's separators.
 */
export const BOM = "\uFEFF";

/** Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe (CSV injection). */
const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

function field(value: string | number | null | undefined, kind: ExportColumn["kind"]): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : kind === "text" ? defuse(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly ExportColumn[], rows: readonly ExportRow[]): string {
  const lines = [columns.map((c) => field(c.label, "text")), ...rows.map((r) => columns.map((c) => field(r[c.key], c.kind)))];
  return BOM + lines.map((cells) => cells.join(",")).join("\r\n") + "\r\n";
}
