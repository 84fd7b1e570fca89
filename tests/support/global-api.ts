import { openDatabase } from "../../server/db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "../../server/import/index.ts";
import { PGLITE_TEMPLATE } from "./test-db.ts";

/** Imports data/ once into the database the API tests run on (skipped when already current). */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url, dataDir: "" } : { dataDir: PGLITE_TEMPLATE });
  const result = await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
  console.log(`api tests on ${database.kind}: imported ${result.imported.length}, skipped ${result.skipped.length} data sets`);
  await database.close();
}
