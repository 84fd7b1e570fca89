/** A column of an exported table: `number` cells stay numbers (sortable in a spreadsheet), `text` cells stay text. */
export interface ExportColumn {
  key: string;
  label: string;
  kind: "text" | "number";
}

/** One row: the cell of each column by its key; null or absent = empty. */
export type ExportRow = Record<string, string | number | null | undefined>;
