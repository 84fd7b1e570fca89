// Replicas started together on one empty PostgreSQL database (issue 15): before, two of three exited in the
// migration (duplicate pg_type) or the import (duplicate key). Now one migrates and imports while the
// others wait, every one comes up, and all sign with the same key.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "../../../server/import/index.ts";
import { sharedSecret } from "../../../server/services/auth/secrets.ts";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("three processes starting at once on an empty database", () => {
  const name = `starts_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  const fresh = () => {
    const u = new URL(url ?? "");
    u.pathname = `/${name}`;
    return u.toString();
  };
  let opened: Database[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("migrate and import once, come up together and share one signing key", async () => {
    const start = async () => {
      const database = await openDatabase({ databaseUrl: fresh(), dataDir: "", waitSeconds: 10 });
      const result = await database.exclusive(() => importAll(database.db, { dataDir: DATA_DIR_DEFAULT }));
      return { database, result, key: (await sharedSecret(database.db, "jwt_hs256")).toString("base64url") };
    };
    const started = await Promise.all([start(), start(), start()]);
    opened = started.map((s) => s.database);

    // One imported every data set; the two that waited found them all current.
    const importedCounts = started.map((s) => s.result.imported.length).sort((a, b) => a - b);
    expect(importedCounts[0]).toBe(0);
    expect(importedCounts[1]).toBe(0);
    expect(importedCounts[2]).toBeGreaterThan(30);
    expect(new Set(started.map((s) => s.key)).size).toBe(1);
  }, 180_000);
});
