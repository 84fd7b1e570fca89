// A cost bound on every query (issue 15): PostgreSQL cancels a request's statement after DB_STATEMENT_TIMEOUT
// (SQLSTATE 57014) and the call answers 503 with Retry-After and a translated sentence, never 500. Imports and
// migrations, which run under the start lock, are exempt. PGlite has no statement timeout (server/db/connect.ts).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { type Database, openDatabase } from "../../../server/db/connect.ts";
import { errorBody } from "../../../core/contract/index.ts";
import { openTestDatabase } from "../../support/test-db.ts";

const url = process.env.DATABASE_URL;
const opened: { app: FastifyInstance; database: Database }[] = [];
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
});

/** The app with a probe route that runs `work` on its database. */
async function appWith(database: Database, work: (db: Database["db"]) => Promise<unknown>) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "" }), database, logger: false });
  app.get("/probe", async () => ({ done: await work(database.db) }));
  await app.ready();
  opened.push({ app, database });
  return app;
}

const cancelled = { message: "The query ran too long and was stopped. Please try again in a few seconds" };

describe("a statement cancelled by PostgreSQL (57014)", () => {
  it("answers 503 with Retry-After and a translated sentence, as Drizzle wraps the driver's error", async () => {
    const app = await appWith(await openTestDatabase(), async () => {
      const driver = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
      throw new Error("Failed query: select …", { cause: driver });
    });
    const en = await app.inject({ url: "/probe", headers: { lang: "en" } });
    expect(en.statusCode).toBe(503);
    expect(en.headers["retry-after"]).toBe("5");
    expect(errorBody.parse(en.json())).toEqual(cancelled);
    const kk = await app.inject({ url: "/probe", headers: { lang: "kk" } });
    expect(errorBody.parse(kk.json()).message).toBe("Сұрау тым ұзақ орындалып, тоқтатылды. Бірнеше секундтан соң қайталаңыз");
  });
});

describe.skipIf(!url)("on PostgreSQL with a statement timeout", () => {
  const TIMEOUT_MS = 300;
  const open = () => openDatabase({ databaseUrl: url, dataDir: "", statementTimeoutMs: TIMEOUT_MS });

  it("cancels a request's statement that runs longer, and the call answers 503", async () => {
    const app = await appWith(await open(), (db) => db.execute(sql`select pg_sleep(5)`));
    const res = await app.inject({ url: "/probe", headers: { lang: "en" } });
    expect(res.statusCode).toBe(503);
    expect(errorBody.parse(res.json())).toEqual(cancelled);
  });

  it("lets the work under the start lock (imports, migrations) run longer, and bounds the pool again after it", async () => {
    const database = await open();
    await appWith(database, async () => null);
    await expect(database.exclusive((db) => db.execute(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`))).resolves.toBeDefined();
    // Every connection of the pool, the lock's among them, has the timeout back.
    const shown = await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`show statement_timeout`)));
    expect(new Set(shown.map((r) => (r.rows[0] as { statement_timeout: string }).statement_timeout))).toEqual(new Set([`${TIMEOUT_MS}ms`]));
  });
});

describe("DB_STATEMENT_TIMEOUT", () => {
  it("is seconds, 10 by default, 0 for none; anything else stops the start naming it", () => {
    expect(loadConfig({}).DB_STATEMENT_TIMEOUT).toBe(10);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT: "0.5" }).DB_STATEMENT_TIMEOUT).toBe(0.5);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT: "0" }).DB_STATEMENT_TIMEOUT).toBe(0);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT: "-1" })).toThrow(/DB_STATEMENT_TIMEOUT/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT: "soon" })).toThrow(/DB_STATEMENT_TIMEOUT/);
  });
});
