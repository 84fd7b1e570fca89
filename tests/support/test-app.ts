import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/connect.ts";
import { openTestDatabase } from "./test-db.ts";

/**
 * Per-address limits of the expensive calls that no test reaches by accident: every injected call comes from
 * 127.0.0.1, and on PostgreSQL the test files share the counters. The limit tests set their own.
 */
export const GENEROUS_COST_LIMITS = Object.fromEntries(["SEARCH", "SCREEN", "CALCULATE"].map((b) => [`COST_RATE_${b}_IP`, "1000000/60"]));

/**
 * The real app on a test database, driven by `app.inject`. `distDir` points it at a stand-in
 * client build (see stand-in-build.ts); the API tests run before `vite build`, so never the real one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { distDir?: string; now?: () => Date } = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = await openTestDatabase();
  // No test reaches the National Bank: a test that needs the feed points NBK_RATES_URL at a local fake.
  // No alert mails on a timer: a test that wants them runs the job itself.
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "", ALERT_MAIL_INTERVAL: "0", ...GENEROUS_COST_LIMITS, ...env }), database, logger: false, ...opts });
  await app.ready();
  return { app, database, close: async () => { await app.close(); await database.close(); } };
}
