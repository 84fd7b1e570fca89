import { sql } from "drizzle-orm";
import type { Database } from "../../../../server/db/connect.ts";

/**
 * A change row as the importer writes it (data_changes is the contract between the two), stamped now, and
 * announced as every writer of changes does (an import, new container events).
 */
export async function writeChange(
  { db, changes }: Pick<Database, "db" | "changes">, kind: string, ref: string, field: string, was: string | null, now: string | null,
): Promise<void> {
  const version = `v${Math.random()}`;
  await db.execute(sql`
    INSERT INTO data_changes (kind, ref, dataset, field, was, now, version, changed_at)
    VALUES (${kind}, ${ref}, 'test', ${field}, ${was}, ${now}, ${version}, clock_timestamp())`);
  await changes.announce("workspace");
}
