import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/connect.ts";
import { openTestDatabase } from "./test-db.ts";

/** The real app on a test database, driven by `app.inject`. */
export async function startTestApp(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", ...env }), database, logger: false });
  await app.ready();
  return { app, database, close: async () => { await app.close(); await database.close(); } };
}
