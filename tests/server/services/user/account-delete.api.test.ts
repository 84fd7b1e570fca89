import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccountErrorBody } from "../../../../core/contract/account.ts";
import { successBody } from "../../../../core/contract/index.ts";
import { codeGroups, favourites, userNotes, users } from "../../../../server/db/schema.ts";
import { bearer, codeOf, PASSWORD, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const remove = (token: string, body: unknown, lang = "ru") =>
  h.app.inject({ method: "POST", url: "/user/api/account/delete", payload: body as object, headers: { ...bearer(token), lang } });
const userOf = async (email: string) => (await h.database.db.select().from(users).where(eq(users.email, email)))[0];
const refresh = (cookie: string) => h.get("/auth/api/access/cookie", { cookie });

describe("POST /user/api/account/delete", () => {
  it("with a wrong or missing password answers a translated 422 and changes nothing", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    await h.app.inject({ method: "POST", url: "/user/api/favourites", payload: { code: "0201" }, headers: bearer(token) });

    const wrong = await remove(token, { password: "Wrong1234" }, "en");
    expect(wrong.statusCode).toBe(422);
    expect(deleteAccountErrorBody.parse(wrong.json()).message.password).toEqual(["Wrong password"]);
    expect(deleteAccountErrorBody.parse((await remove(token, {}, "kk")).json()).message.password).toHaveLength(1);
    expect((await remove(token, { password: 5 })).statusCode).toBe(422);

    const user = await userOf(email);
    expect(user).toBeDefined();
    expect(await h.database.db.select().from(favourites).where(eq(favourites.userId, user!.id))).toHaveLength(1);
    expect((await h.get("/user/api/user/info", bearer(token))).statusCode).toBe(200);
  });

  it("with the password deletes every row, ends every session, and the address can register afresh", async () => {
    const email = await h.signUp();
    const first = await h.signIn(email);
    const second = await h.signIn(email);
    await h.app.inject({ method: "POST", url: "/user/api/favourites", payload: { code: "0201" }, headers: bearer(first.token) });
    await h.app.inject({ method: "POST", url: "/user/api/groups", payload: { name: "Группа", codes: ["0201"] }, headers: bearer(first.token) });
    await h.app.inject({ method: "POST", url: "/user/api/notes", payload: { kind: "code", ref: "0201", text: "Заметка" }, headers: bearer(first.token) });
    const id = (await userOf(email))!.id;
    expect(await h.database.db.select().from(codeGroups).where(eq(codeGroups.userId, id))).toHaveLength(1);
    expect(await h.database.db.select().from(userNotes).where(eq(userNotes.userId, id))).toHaveLength(1);

    const res = await remove(first.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(successBody.parse(res.json()).message).toBe("Учётная запись удалена");
    expect(res.cookies.find((c) => c.name === "portal_session")?.value).toBe("");

    expect(await userOf(email)).toBeUndefined();
    expect(await h.database.db.select().from(favourites).where(eq(favourites.userId, id))).toEqual([]);
    expect(await h.database.db.select().from(codeGroups).where(eq(codeGroups.userId, id))).toEqual([]);
    expect(await h.database.db.select().from(userNotes).where(eq(userNotes.userId, id))).toEqual([]);
    for (const session of [first, second]) {
      expect((await h.get("/user/api/user/info", bearer(session.token))).statusCode).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    }
    expect((await h.post("/auth/api/login", { username: email, password: PASSWORD })).statusCode).toBe(401);

    await h.signUp(email, "Another123");
    expect((await h.signIn(email, "Another123")).token).toBeTruthy();
    expect((await userOf(email))!.id).not.toBe(id);
  });

  it("for an account without a password takes the mailed code instead", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    // What a social sign-in makes: an account with no password.
    await h.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));

    expect(deleteAccountErrorBody.parse((await remove(token, { password: PASSWORD })).json()).message.code).toHaveLength(1);
    const sent = await h.app.inject({ method: "POST", url: "/user/api/account/delete-code", headers: bearer(token) });
    expect(sent.statusCode).toBe(200);
    const code = codeOf((await h.smtp.next(email)).subject);
    const again = await h.app.inject({ method: "POST", url: "/user/api/account/delete-code", headers: bearer(token) });
    expect(again.statusCode).toBe(429);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(deleteAccountErrorBody.parse((await remove(token, { code: wrongCode })).json()).message.code).toHaveLength(1);
    expect(await userOf(email)).toBeDefined();
    expect((await remove(token, { code })).statusCode).toBe(200);
    expect(await userOf(email)).toBeUndefined();
  });

  it("needs a bearer: 401 signed out, before the body is read", async () => {
    const res = await h.post("/user/api/account/delete", { password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect((await h.post("/user/api/account/delete-code", {})).statusCode).toBe(401);
  });
});

describe("account deletion limits", () => {
  it("counts tries per account like the recovery calls: 429 with Retry-After past the limit", async () => {
    const limited = await startAuthApp({ AUTH_RATE_RECOVERY_ACCOUNT: "2/60" });
    try {
      const email = await limited.signUp();
      const { token } = await limited.signIn(email);
      const tryWrong = () =>
        limited.app.inject({ method: "POST", url: "/user/api/account/delete", payload: { password: "Wrong1234" }, headers: bearer(token) });
      expect((await tryWrong()).statusCode).toBe(422);
      expect((await tryWrong()).statusCode).toBe(422);
      const third = await tryWrong();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 120_000); // a second app on its own database: its start alone takes a good part of the default 30 s
});
