// The access check of paid calls reads the session and its plan in one statement (issue 14): that statement
// still refuses an ended session and an ended paid period on the very next call, with nothing cached.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPlans } from "../../../../server/db/schema.ts";
import { planBearer } from "../../../support/plan-bearer.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const importers = (headers: Record<string, string>) => t.app.inject({ url: "/api/v1/importers?year=2024", headers: { ...headers, lang: "ru" } });
/** The user a bearer names: its token's subject. */
const userOf = (headers: { authorization: string }) =>
  (JSON.parse(Buffer.from(headers.authorization.split(".")[1] ?? "", "base64url").toString()) as { sub: string }).sub;

describe("the access check of a paid call", () => {
  it("lets a reader on a paid plan through, and refuses with 403 once the paid period has ended", async () => {
    const reader = await planBearer(t.app, t.database);
    expect((await importers(reader)).statusCode).toBe(200);
    await t.database.db.update(userPlans).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(userPlans.userId, userOf(reader)));
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

  it("refuses a free reader with 403", async () => {
    expect((await importers(await planBearer(t.app, t.database, "free"))).statusCode).toBe(403);
  });
});
