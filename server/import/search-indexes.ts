import { sql } from "drizzle-orm";
import type { Tx } from "./load.ts";

/**
 * Makes a freshly loaded search table fast to read. Rows inserted in bulk wait in the GIN indexes'
 * pending lists until a vacuum merges them, and PGlite has no autovacuum: every lookup then scans the
 * whole list (~100 ms instead of ~1 ms). Merging them here, and fresh statistics, fix that.
 */
export async function settleIndexes(db: Tx, table: "search_docs" | "search_words" | "search_synonyms") {
  await db.execute(sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE i.indrelid = ${table}::regclass AND a.amname = 'gin'`);
  await db.execute(sql.raw(`ANALYZE ${table}`));
}
