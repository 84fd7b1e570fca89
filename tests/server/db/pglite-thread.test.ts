// The embedded database runs on a thread of its own (server/db/pglite-thread.mjs): a long statement holds
// the queries behind it, never the request thread, and errors and transactions behave as in-process.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/connect.ts";

describe("PGlite on its own thread", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the request thread free while a statement runs: timers fire all along", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const t0 = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 4000000) as g(n) where n % 7 = 3`);
    const ms = performance.now() - t0;
    clearInterval(timer);
    // On the request thread the statement would have held the event loop: no tick until its end.
    expect(ms).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(ms / 10 / 4);
  });

  it("reports PostgreSQL's error fields, as the driver in-process does", async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("42P01");
  });

  it("commits a transaction that ends well and rolls back one that throws", async () => {
    await database.db.execute(sql`create table thread_probe (n int)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2)`);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const rows = await database.db.execute<{ n: number }>(sql`select n from thread_probe order by n`);
    expect(rows.rows.map((r) => r.n)).toEqual([1]);
  });
});
