import { cpSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/connect.ts";

/** The imported PGlite database that the API tests' global setup prepares once. */
export const PGLITE_TEMPLATE = path.resolve(".test-data/pglite-template");

/** This worker's copy of the template, opened by the first file that asks (PGlite lets one process open a directory). */
let workerCopy: Promise<Database> | undefined;

/**
 * A database for one test file: the PostgreSQL server named by DATABASE_URL, or this worker's copy of the
 * imported PGlite template. The files of a worker (one module graph, see vite.config.ts) share that copy as
 * every file shares the PostgreSQL database, so they already keep out of each other's way (fresh addresses,
 * rolled-back imports). A copy per file (over 300 MB and a PGlite start, about 10 s) was most of the step.
 * Its `close` leaves the copy open for the worker's next file: the worker's end stops PGlite and the global
 * setup's teardown removes the copies (tests/support/global-api.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ databaseUrl: url, dataDir: "" });
  workerCopy ??= openCopy();
  return { ...(await workerCopy), close: async () => undefined };
}

async function openCopy(): Promise<Database> {
  const dir = mkdtempSync(path.join(inject("pgliteCopies"), "worker-"));
  cpSync(PGLITE_TEMPLATE, dir, { recursive: true });
  return openDatabase({ dataDir: dir });
}
