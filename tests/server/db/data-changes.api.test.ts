// An import announces new data to every process on the same PostgreSQL (issue 15): LISTEN/NOTIFY, with the
// listener coming back after its connection is cut (and counting that as a change, since one may have been missed).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/connect.ts";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("data changes across processes on one PostgreSQL", () => {
  let importer: Database;
  let server: Database;
  let heard = 0;
  const users: (string | null)[] = [];
  beforeAll(async () => {
    [importer, server] = await Promise.all([openDatabase({ databaseUrl: url, dataDir: "" }), openDatabase({ databaseUrl: url, dataDir: "" })]);
    server.changes.subscribe("data", () => heard++);
    server.changes.subscribe("access", (user) => users.push(user));
  });
  afterAll(async () => {
    await Promise.all([importer.close(), server.close()]);
  });

  it("another process hears an import's announcement", async () => {
    // The listener's connection opens with the first subscriber: announce until it is up.
    await expect.poll(async () => (await importer.changes.announce("data"), heard), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = heard;
    await importer.changes.announce("data");
    await expect.poll(() => heard).toBeGreaterThan(before);
  });

  // (Whether an import's listener stays quiet meanwhile cannot be told here: the other test files announce theirs.)
  it("another process hears a user's access announcement with the user", async () => {
    await expect.poll(() => server.changes.listening(), { timeout: 15_000 }).toBe(true);
    await importer.changes.announce("access", "user-1");
    await expect.poll(() => users).toContain("user-1");
  });

  it("the listener comes back after its connection is cut, and still hears the next one", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const cut = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN portal_data_changed%' and pid <> pg_backend_pid()");
    await admin.end();
    expect(cut.rowCount).toBeGreaterThan(0);
    const before = heard;
    const accessHeard = users.length;
    // While it is away nothing may be kept; the reconnection itself counts as a change, of every user's access too.
    await expect.poll(() => server.changes.listening()).toBe(false);
    await expect.poll(() => heard, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(users.slice(accessHeard)).toContain(null);
    const after = heard;
    await importer.changes.announce("data");
    await expect.poll(() => heard).toBeGreaterThan(after);
  });
});
