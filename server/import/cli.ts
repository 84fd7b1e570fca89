/** `npm run import [-- --force]`: loads the vendored data into the configured database. */
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase } from "../db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "./index.ts";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--force");
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(" ")}. Usage: npm run import [-- --force]`);
  process.exit(1);
}

let cfg: Config;
try {
  cfg = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR, waitSeconds: cfg.DB_WAIT_SECONDS, say: (line) => console.log(line) });
try {
  // Not while a starting server imports the same data sets: one after the other.
  const result = await database.exclusive((db) =>
    importAll(db, {
      dataDir: DATA_DIR_DEFAULT,
      force: args.includes("--force"),
      onProgress: (line) => console.log(line),
    }),
  );
  // Running servers on this database drop what they cached from the old data.
  if (result.imported.length > 0) await database.changes.announce("data");
  console.log(
    `done: ${result.imported.length} imported, ${result.skipped.length} unchanged, ${(result.ms / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
