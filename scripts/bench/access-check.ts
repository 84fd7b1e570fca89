// `npx tsx scripts/bench/access-check.ts`: what the access check of a paid call costs (issue 14), as requests/s of
// one paid call (`access_to_ved`, empty result on the test database) beside one open call, on the test database.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/connect.ts";
import { planBearer } from "../../tests/support/plan-bearer.ts";
import { printLoad } from "./print-load.ts";

// A copy of the API tests' imported template (tests/support/test-db.ts; that module needs vitest) (PGlite opens a directory in one process only).
const dir = mkdtempSync(path.join(os.tmpdir(), "access-bench-"));
cpSync(path.resolve(".test-data/pglite-template"), dir, { recursive: true });
const database = await openDatabase({ dataDir: dir });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "" }), database, logger: false });
const t = { app, database, close: async () => { await app.close(); await database.close(); rmSync(dir, { recursive: true, force: true }); } };
const reader = await planBearer(t.app, t.database);
const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const run = async (title: string, path: string, headers: Record<string, string> = {}, status = 200) => {
  const first = await fetch(`${base}${path}`, { headers });
  if (first.status !== status) throw new Error(`${path}: ${first.status}`);
  printLoad(title, await autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, headers: { lang: "ru", ...headers } }));
};
try {
  await run("open call (customs area directory)", "/api/v1/customs-area/directory");
  await run("paid call (importers, access_to_ved)", "/api/v1/importers?year=2024", reader);
  // The same call refused at its input, after the access check: the check's cost alone.
  await run("paid call, bad input (check only)", "/api/v1/importers?year=x", reader, 422);
} finally {
  await t.close();
}
