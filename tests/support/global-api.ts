import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "../../server/import/index.ts";
import { PGLITE_TEMPLATE } from "./test-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the workers put their copies of the PGlite template (tests/support/test-db.ts). */
    pgliteCopies: string;
  }
}

/** Imports data/ once into the database the tests run on (skipped when already current). */
export async function importTestData(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url, dataDir: "" } : { dataDir: PGLITE_TEMPLATE });
  const result = await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
  console.log(`api tests on ${database.kind}: imported ${result.imported.length}, skipped ${result.skipped.length} data sets`);
  await database.close();
}

/** The API tests' setup: the data imported, and a directory for the workers' PGlite copies, removed when the run ends. */
export default async function setup(project: TestProject) {
  await importTestData();
  const copies = mkdtempSync(path.join(os.tmpdir(), "portal-db-"));
  project.provide("pgliteCopies", copies);
  return () => rmSync(copies, { recursive: true, force: true, maxRetries: 5 });
}
