import { importTestData } from "./global-api.ts";
import { buildServer } from "./portal-process.ts";

/**
 * The cluster tests run the compiled server (built here, from the sources as they are) and clone the database
 * the PostgreSQL API tests imported into (scripts/test.sh runs them on the same throwaway cluster); run alone
 * on a new cluster, this imports it first. Without DATABASE_URL they skip, and nothing is done.
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  buildServer();
  await importTestData();
}
