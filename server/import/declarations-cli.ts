/** `npm run import:declarations -- <file.csv>`: loads an operator's declaration lines (format: README.md). */
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase } from "../db/connect.ts";
import { loadOperatorDeclarations } from "./trade-declarations.ts";

/** Bad rows printed in full; the rest are counted. */
const SHOW_BAD = 200;

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run import:declarations -- <file.csv | file.csv.gz>");
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

const database = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
try {
  const { loaded, bad, source } = await database.db.transaction((tx) => loadOperatorDeclarations(tx, args[0]!));
  for (const b of bad.slice(0, SHOW_BAD)) console.error(`line ${b.line}: ${b.reason}`);
  if (bad.length > SHOW_BAD) console.error(`… and ${bad.length - SHOW_BAD} more bad rows`);
  console.log(`${source}: ${loaded} rows loaded, ${bad.length} bad rows skipped${loaded > 0 ? "; demo lines removed" : ""}`);
  // 2: loaded, but some rows were not.
  process.exitCode = bad.length > 0 ? 2 : 0;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
