// PostgreSQL restarting under a running process (issue 15): the process stays up, calls that need the
// database answer 503 with Retry-After in the asked language, /healthz names the database, and service
// resumes when it is back, with no restart. A start waits for it with a bounded, told backoff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { type Database, openDatabase } from "../../../server/db/connect.ts";
import { tcpProxy } from "../../support/tcp-proxy.ts";
import { GENEROUS_COST_LIMITS } from "../../support/test-app.ts";

const url = process.env.DATABASE_URL;

/** DATABASE_URL with its host and port replaced by the relay's. */
function through(port: number): string {
  const u = new URL(url ?? "");
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

describe.skipIf(!url)("a PostgreSQL server that goes away and comes back", () => {
  const target = new URL(url ?? "postgres://localhost");
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ databaseUrl: through(proxy.port), dataDir: "", waitSeconds: 10 });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "", ...GENEROUS_COST_LIMITS }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await app.close();
    await database.close();
  });

  it("answers 503 with Retry-After while it is away, and serves again once it is back", async () => {
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    // Idle connections in the pool, which the cut drops under it (the pool's error listener keeps the process up).
    await Promise.all([1, 2, 3].map(() => app.inject({ url: `/api/v1/sanctions/screen?q=away${Math.random()}` })));

    await proxy.cut();
    const health = await app.inject({ url: "/healthz", headers: { lang: "en" } });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("5");
    expect(health.json()).toEqual({ status: "unavailable", dependency: "database", message: "The portal's database is unavailable right now. Please try again in a few seconds" });
    const call = await app.inject({ url: `/api/v1/sanctions/screen?q=away${Math.random()}`, headers: { lang: "kk" } });
    expect(call.statusCode).toBe(503);
    expect(call.headers["retry-after"]).toBe("5");
    expect(call.json()).toEqual({ message: "Порталдың дерекқоры қазір қолжетімсіз. Бірнеше секундтан соң қайталаңыз" });

    await proxy.restore();
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/sanctions/screen?q=back${Math.random()}` })).statusCode).toBe(200);
  });

  it("a start waits for the database, saying so, and goes on once it answers", async () => {
    await proxy.cut();
    const lines: string[] = [];
    const waited = await openDatabase({
      databaseUrl: through(proxy.port),
      dataDir: "",
      waitSeconds: 60,
      say: (line) => {
        lines.push(line);
        // The database comes back after the first refusal.
        if (lines.length === 1) void proxy.restore();
      },
    });
    expect(lines[0]).toMatch(/^database not reachable \(ECONNREFUSED\); attempt 1, trying again in/);
    expect(lines.at(-1)).toMatch(/^database reachable after \d+ attempts$/);
    await waited.close();
  });

  it("a start gives up after DB_WAIT_SECONDS with the reason", async () => {
    await proxy.cut();
    await expect(openDatabase({ databaseUrl: through(proxy.port), dataDir: "", waitSeconds: 1 })).rejects.toThrow(
      /database not reachable after 1 s \(ECONNREFUSED\); set DB_WAIT_SECONDS to wait longer/,
    );
    await proxy.restore();
  });
});
