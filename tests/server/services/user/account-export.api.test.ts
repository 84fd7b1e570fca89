import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExportBody } from "../../../../core/contract/account.ts";
import { failureBody } from "../../../../core/contract/index.ts";
import { sessions, totpSecrets, users } from "../../../../server/db/schema.ts";
import { grantPlan } from "../../../../server/services/auth/plans.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const post = (url: string, body: unknown, token: string) => h.app.inject({ method: "POST", url, payload: body as object, headers: bearer(token) });
const exportOf = (token: string) => h.get("/user/api/account/export", bearer(token));

describe("GET /user/api/account/export", () => {
  it("answers the user's data as a JSON attachment, and nothing of another user's", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    await h.signIn(email); // a second browser
    await grantPlan(h.database, email, "standard", new Date());
    await post("/user/api/favourites", { code: "0101210000" }, token);
    await post("/user/api/view-history", { code: "0201" }, token);
    const group = (await post("/user/api/groups", { name: "Клиент А", codes: ["0101210000", "0201"] }, token)).json() as { data: { id: string } };
    await post(`/user/api/groups/${group.data.id}/share`, {}, token);
    await post("/user/api/notes", { kind: "container", ref: "MSCU1234565", text: "Ждёт в Достыке" }, token);
    const other = await h.signUp();
    const otherToken = (await h.signIn(other)).token;
    await post("/user/api/favourites", { code: "8401" }, otherToken);
    await post("/user/api/view-history", { code: "8401" }, otherToken);
    await post("/user/api/groups", { name: "Чужая группа", codes: ["8401"] }, otherToken);
    await post("/user/api/notes", { kind: "code", ref: "8401", text: "Чужая заметка" }, otherToken);

    const res = await exportOf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="ved-portal-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = accountExportBody.parse(res.json());
    expect(data.account).toMatchObject({ email, plan: "standard", has_password: true, is_2fa_enabled: false, social_sign_in: [] });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.favourites.map((f) => f.code)).toEqual(["0101210000"]);
    expect(data.view_history.map((v) => v.code)).toEqual(["0201"]);
    expect(data.calculations).toEqual([]);
    expect(data.opened_cards).toEqual([]);
    expect([data.invoices, data.payments]).toEqual([[], []]);
    expect(data.watches).toEqual([]);
    expect(data.notification_settings).toEqual({ mode: "daily", hour: 9 });
    expect(data.groups).toEqual([{ name: "Клиент А", codes: ["0101210000", "0201"], shared: true, updated_at: expect.any(String) }]);
    expect(data.notes.map((n) => [n.kind, n.ref, n.text])).toEqual([["container", "MSCU1234565", "Ждёт в Достыке"]]);
    expect(res.body).not.toContain(other);
    expect(res.body).not.toContain("8401");
  });

  it("never carries a secret: no password hash, 2FA key, session token or cookie", async () => {
    const email = await h.signUp();
    const { token, cookie } = await h.signIn(email);
    expect((await post("/auth/api/2fa/setup", {}, token)).statusCode).toBe(200);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    const [totp] = await h.database.db.select().from(totpSecrets).where(eq(totpSecrets.userId, user!.id));
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));

    const body = (await exportOf(token)).body;
    const secrets = [user!.passwordHash!, totp!.secret, token, cookie.split("=")[1]!, ...rows.map((r) => r.tokenHash), ...rows.map((r) => r.id)];
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/password_hash|secret|token/i);
  });

  it("needs a bearer: 401 signed out or with a dead token", async () => {
    const res = await h.get("/user/api/account/export");
    expect(res.statusCode).toBe(401);
    expect(failureBody.parse(res.json()).success).toBe(false);
    expect((await exportOf("nope")).statusCode).toBe(401);
  });
});
