import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessBody, failureBody, loginBodyOk, loginUnverifiedBody, malformedBody, successBody } from "../../../../core/contract/auth.ts";
import { bearer, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const login = (body: unknown, headers: Record<string, string> = {}) => h.post("/auth/api/login", body, headers);

describe("POST /auth/api/login", () => {
  it("answers 200 with a token, expire_in and the session cookie", async () => {
    const email = await h.signUp();
    const res = await login({ username: email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginBodyOk.parse(res.json());
    expect(body.data).toMatchObject({ expire_in: 3600, is_2fa_enabled: false, email_is_verified: true });
    expect(res.cookies.find((c) => c.name === "portal_session")?.value).toMatch(/^[\w-]{43}$/);
  });

  it("trims and lower-cases the username", async () => {
    const email = await h.signUp();
    expect((await login({ username: `  ${email.toUpperCase()}  `, password: PASSWORD })).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const email = await h.signUp();
    const wrong = await login({ username: email, password: "Wrong1234" });
    const unknown = await login({ username: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(failureBody.parse(wrong.json()).message).toBe("Неверная почта или пароль");
    expect(wrong.cookies).toHaveLength(0);
  });

  it("answers 206 {email_is_verified:false} for the right password of an unverified e-mail", async () => {
    const email = uniqueEmail("unverified");
    await h.post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD });
    const res = await login({ username: email, password: PASSWORD });
    expect(res.statusCode).toBe(206);
    expect(loginUnverifiedBody.parse(res.json()).data).toEqual({ email_is_verified: false });
    expect(res.cookies).toHaveLength(0);
    // The wrong password still gets the generic 401: the 206 tells nothing to a guesser.
    expect((await login({ username: email, password: "Wrong1234" })).statusCode).toBe(401);
  });

  it("answers 422 to malformed input", async () => {
    for (const body of [{}, { username: "no-at-sign", password: "x" }, { username: "a@b.kz" }, { username: "a@b.kz", password: "x", "2fa_code": "12" }]) {
      const res = await login(body);
      expect(res.statusCode).toBe(422);
      expect(malformedBody.parse(res.json()).errors).toBeDefined();
    }
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, scoped to /auth/api, a browser session without remember-me", async () => {
    const email = await h.signUp();
    const res = await login({ username: email, password: PASSWORD });
    const header = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("portal_session=")) ?? "";
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/auth\/api/);
    expect(header).not.toMatch(/Max-Age|Expires/);
    expect(header).not.toMatch(/Secure/); // PUBLIC_URL is http here
  });

  it("comes with a readable mark for the pages, holding no secret, for as long", async () => {
    const email = await h.signUp();
    const res = await login({ username: email, password: PASSWORD });
    const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const mark = cookies.find((c) => c.startsWith("portal_signed_in="));
    expect(mark).toBe("portal_signed_in=1; Path=/; SameSite=Lax");
    const session = cookies.find((c) => c.startsWith("portal_session="));
    expect(session).toMatch(/HttpOnly/);
  });

  it("lasts 14 days with remember-me", async () => {
    const email = await h.signUp();
    const res = await login({ username: email, password: PASSWORD, remember: true });
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=1209600/);
  });

  it("never holds the password", async () => {
    const email = await h.signUp();
    const res = await login({ username: email, password: PASSWORD, remember: true });
    expect(String(res.headers["set-cookie"])).not.toContain(PASSWORD);
    // Beside the session and its mark, the device cookie (account id, nonce, signature: device-cookie.api.test.ts).
    expect(res.cookies.map((c) => c.name)).toEqual(["portal_session", "portal_signed_in", "portal_device"]);
  });

  it("is Secure when PUBLIC_URL is https", async () => {
    const secure = await startAuthApp({ PUBLIC_URL: "https://portal.test" });
    try {
      const email = await secure.signUp();
      const res = await secure.post("/auth/api/login", { username: email, password: PASSWORD });
      expect(String(res.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe("GET /auth/api/access/cookie", () => {
  it("gives a new access token for a valid session cookie", async () => {
    const email = await h.signUp();
    const { cookie } = await h.signIn(email);
    const res = await h.get("/auth/api/access/cookie", { cookie });
    expect(res.statusCode).toBe(200);
    const { access_token, expire_in } = accessBody.parse(res.json()).data;
    expect(expire_in).toBe(3600);
    expect((await h.get("/user/api/user/info", bearer(access_token))).statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers no data without a cookie, and 401 (clearing it) with a forged one and after the session expired", async () => {
    const anonymous = await h.get("/auth/api/access/cookie");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: null });
    const forged = await h.get("/auth/api/access/cookie", { cookie: "portal_session=forged" });
    expect(forged.statusCode).toBe(401);
    expect(String(forged.headers["set-cookie"])).toMatch(/portal_session=;.*Max-Age=0/);
    const email = await h.signUp();
    const { cookie } = await h.signIn(email);
    h.clock.advance(24 * 3600 + 1);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(401);
  });

  it("keeps a remembered session for 14 days, not longer", async () => {
    const email = await h.signUp();
    const { cookie } = await h.signIn(email, PASSWORD, { remember: true });
    h.clock.advance(13 * 24 * 3600);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(200);
    h.clock.advance(24 * 3600 + 1);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(401);
  });
});

describe("GET /auth/api/logout", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const email = await h.signUp();
    const { token, cookie } = await h.signIn(email);
    const res = await h.get("/auth/api/logout", { cookie });
    expect(res.statusCode).toBe(200);
    expect(successBody.parse(res.json()).success).toBe(true);
    expect(String(res.headers["set-cookie"])).toMatch(/portal_session=; Path=\/auth\/api; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(401);
    // Its access tokens die with it.
    expect((await h.get("/user/api/user/info", bearer(token))).statusCode).toBe(401);
  });

  it("ends the session of a bearer token when no cookie comes, and answers 200 with neither", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect((await h.get("/auth/api/logout", bearer(token))).statusCode).toBe(200);
    expect((await h.get("/user/api/user/info", bearer(token))).statusCode).toBe(401);
    expect((await h.get("/auth/api/logout")).statusCode).toBe(200);
  });

  it("leaves the user's other sessions alone", async () => {
    const email = await h.signUp();
    const first = await h.signIn(email);
    const second = await h.signIn(email);
    await h.get("/auth/api/logout", { cookie: first.cookie });
    expect((await h.get("/auth/api/access/cookie", { cookie: second.cookie })).statusCode).toBe(200);
  });
});
