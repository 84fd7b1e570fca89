import path from "node:path";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect.ts";
import type { CodeFacts } from "./changes.ts";
import { readCsv } from "./csv.ts";
import { Fields } from "./fields.ts";

/** The transaction handle a data set is loaded through. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Dataset {
  /** Data set name, equal to its table name. */
  name: string;
  /** The table the data set fills (its row count is checked before an import is skipped). */
  table: PgTable;
  /** Source files, relative to the data directory; their bytes make the version. */
  files: string[];
  /**
   * Replaces the table's rows with the source files' content; returns the row count. A data set that
   * leaves out bad records (rather than failing the import) names each one through `report`.
   */
  load(db: Tx, dataDir: string, report?: (line: string) => void): Promise<number>;
  /** What the data set says per tree code, read before and after a re-import to write data_changes. */
  facts?: CodeFacts;
}

const MAX_ROWS_PER_INSERT = 1000;
const MAX_PARAMS_PER_INSERT = 32_000;

/**
 * Deletes every row of the table, then inserts the given rows in batches of up to 1,000 rows
 * (fewer when a batch would pass 32,000 parameters).
 *
 * The INSERT text and its parameter list are assembled here and run through the session's
 * `prepareQuery`, the same path drizzle's own builders end in. Building the statements with
 * `db.insert().values()` (or SQL chunks) cost about 3 µs per value in drizzle's query assembly,
 * more than the database took to store them (~1.2 million values for UN/LOCODE). Each value still
 * goes through its column's driver mapping (text[] literals, jsonb), as drizzle would do.
 */
export async function replaceRows<T extends PgTable>(db: Tx, table: T, rows: T["$inferInsert"][]): Promise<number> {
  await db.delete(table);
  return insertRows(db, table, rows);
}

/** Inserts rows in batches as `replaceRows` does, keeping the table's other rows. */
export async function insertRows<T extends PgTable>(db: Tx, table: T, rows: T["$inferInsert"][]): Promise<number> {
  const columns = Object.entries(getTableColumns(table));
  const size = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMS_PER_INSERT / columns.length)));
  const head = `insert into "${getTableName(table)}" (${columns.map(([, c]) => `"${c.name}"`).join(", ")}) values `;
  for (let i = 0; i < rows.length; i += size) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of rows.slice(i, i + size) as Record<string, unknown>[]) {
      const cells = columns.map(([key, column]) => {
        const value = row[key];
        if (value === undefined) return "default";
        params.push(value === null ? null : column.mapToDriverValue(value));
        return `$${params.length}`;
      });
      tuples.push(`(${cells.join(", ")})`);
    }
    await db._.session.prepareQuery({ sql: head + tuples.join(", "), params }, undefined, undefined, false).execute();
  }
  return rows.length;
}

/** Reads a CSV file of the data directory as typed field accessors (errors name the file and record). */
export async function csvFields(dataDir: string, file: string): Promise<Fields[]> {
  const records = await readCsv(path.join(dataDir, file));
  return records.map((r, k) => new Fields(r, `${file} record ${k + 1}`));
}
