import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../../server/db/connect.ts";

/** The imported PGlite database that the API tests' global setup prepares once. */
export const PGLITE_TEMPLATE = path.resolve(".test-data/pglite-template");

/**
 * A database for one test file: the PostgreSQL server named by DATABASE_URL, or a
 * private copy of the imported PGlite template (PGlite lets one process open a directory).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ databaseUrl: url, dataDir: "" });
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-db-"));
  cpSync(PGLITE_TEMPLATE, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      // The copy (over 300 MB) is removed by a process of its own: the next file need not wait for it.
      spawn("rm", ["-rf", dir], { detached: true, stdio: "ignore" }).unref();
    },
  };
}
