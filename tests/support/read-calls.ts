import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { rows } from "../../server/services/ai/score.ts";
import { planBearer } from "./plan-bearer.ts";
import { startTestApp } from "./test-app.ts";

/**
 * A test file's own app for calls that only read, as a user on a paid plan (the paid analytics are read
 * calls too; who may call what is the access table's test): GET with an optional `lang`, a GET that must answer 200
 * (the body's start in the failure message), and SQL on the same database to recompute the figures.
 */
export function readCalls() {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let paid: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    paid = await planBearer(t.app, t.database);
  });
  afterAll(async () => { await t.close(); });

  const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: { ...paid, ...(lang ? { lang } : {}) } });
  const ok = async (url: string, lang?: string) => {
    const res = await get(url, lang);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json() as unknown;
  };
  const query = async <T>(q: SQL) => rows<T>(await t.database.db.execute(q));
  return { get, ok, query };
}
