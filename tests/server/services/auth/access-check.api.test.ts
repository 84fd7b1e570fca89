// The access check of paid calls reads the session and its plan in one statement (issue 14) and keeps it between
// calls (access-cache.ts, issue 18): an ended session, a plan granted and an ended paid period still reach the
// very next call, through the writes' announcements or the entry's own end, never after the cache's time.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPlans, users } from "../../../../server/db/schema.ts";
import { grantPlan } from "../../../../server/services/auth/plans.ts";
import { planBearer } from "../../../support/plan-bearer.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
// The app's clock: a paid period ends by the clock, with no write to announce it.
let clock = Date.now();
beforeAll(async () => { t = await startTestApp({}, { now: () => new Date(clock) }); });
afterAll(async () => { await t.close(); });

const importers = (headers: Record<string, string>) => t.app.inject({ url: "/api/v1/importers?year=2024", headers: { ...headers, lang: "ru" } });
/** The user a bearer names: its token's subject. */
const userOf = (headers: { authorization: string }) =>
  (JSON.parse(Buffer.from(headers.authorization.split(".")[1] ?? "", "base64url").toString()) as { sub: string }).sub;

describe("the access check of a paid call", () => {
  it("lets a reader on a paid plan through, and refuses with 403 once the paid period has ended", async () => {
    const reader = await planBearer(t.app, t.database);
    await t.database.db.update(userPlans).set({ endsAt: new Date(clock + 10 * 60_000) }).where(eq(userPlans.userId, userOf(reader)));
    // Read, and kept, while the period runs.
    expect((await importers(reader)).statusCode).toBe(200);
    expect((await importers(reader)).statusCode).toBe(200);
    clock += 11 * 60_000;
    const refused = await importers(reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: "no_permission" });
  });

  it("refuses with 401 on the next call once the session is signed out", async () => {
    const reader = await planBearer(t.app, t.database);
    expect((await importers(reader)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/auth/api/logout", headers: reader })).statusCode).toBe(200);
    expect((await importers(reader)).statusCode).toBe(401);
  });

  it("refuses a free reader with 403, and lets them through on the next call once a plan is granted", async () => {
    const reader = await planBearer(t.app, t.database, "free");
    expect((await importers(reader)).statusCode).toBe(403);
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userOf(reader)));
    expect(await grantPlan(t.database, user?.email ?? "", "standard", new Date(clock))).toEqual({ ok: true });
    expect((await importers(reader)).statusCode).toBe(200);
  });
});
