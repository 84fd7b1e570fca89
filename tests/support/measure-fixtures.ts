import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../server/db/connect.ts";
import { measures } from "../../server/db/schema.ts";
import { csvFields } from "../../server/import/load.ts";
import { measureRows } from "../../server/import/measure-rows.ts";
import { startTestApp } from "./test-app.ts";

/** The invented measures of tests/fixtures/measures (their README says why they are not real data). */
const FIXTURES = path.resolve("tests/fixtures/measures");

/**
 * Adds the fixture measures beside the imported ones, read by the importer's own row reader, and returns
 * the call that removes exactly them (the worker's database copy is shared with its next test file).
 */
export async function addFixtureMeasures(db: Db): Promise<() => Promise<void>> {
  const { rows, rejected } = measureRows(await csvFields(FIXTURES, "measures.csv"));
  if (rejected.length > 0) throw new Error(`fixture measures rejected: ${JSON.stringify(rejected)}`);
  const added = await db.insert(measures).values(rows).returning({ id: measures.id });
  return async () => {
    await db.delete(measures).where(inArray(measures.id, added.map((r) => r.id)));
  };
}

/**
 * For a test file: the app its tests call, started before them with the fixture measures added, and after
 * them rid of those rows and closed. Its fields are there once the file's `beforeAll` has run.
 */
export function appWithFixtureMeasures(): Awaited<ReturnType<typeof startTestApp>> {
  const app = {} as Awaited<ReturnType<typeof startTestApp>>;
  let removeFixtures: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    Object.assign(app, await startTestApp());
    removeFixtures = await addFixtureMeasures(app.database.db);
  });
  afterAll(async () => {
    await removeFixtures?.();
    await app.close?.();
  });
  return app;
}
