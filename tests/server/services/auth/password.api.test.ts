import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordErrorBody, rateLimitedBody, resetTokenBody, successBody } from "../../../../core/contract/auth.ts";
import { bearer, codeOf, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const NEW = "Newpass99";
const askCode = (email: unknown) => h.post("/auth/api/password/email-otp", { email });
const validate = (email: string, otp: string) => h.post("/auth/api/password/validate-otp", { email, otp });
const reset = (token: string, email: string, password = NEW, confirmation = password) =>
  h.post("/auth/api/password/reset-otp", { token, email, password, password_confirmation: confirmation });
const login = (email: string, password: string) => h.post("/auth/api/login", { username: email, password });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function recoveryCode(email: string): Promise<string> {
  expect((await askCode(email)).statusCode).toBe(200);
  const mail = await h.smtp.next(email);
  expect(mail.subject).toMatch(/смены пароля/);
  return codeOf(mail.subject);
}

async function resetToken(email: string): Promise<string> {
  const res = await validate(email, await recoveryCode(email));
  expect(res.statusCode).toBe(200);
  return resetTokenBody.parse(res.json()).data.token;
}

describe("POST /auth/api/password/email-otp", () => {
  it("answers 200 for any well-formed e-mail, mailing only a real account", async () => {
    const known = await h.signUp();
    const unknown = uniqueEmail("ghost");
    const a = await askCode(known);
    const b = await askCode(unknown);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    await h.smtp.next(known);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.smtp.to(unknown)).toHaveLength(0);
  });

  it("answers 422 to a malformed e-mail and 429 within 60 s, for known and unknown alike", async () => {
    expect((await askCode("broken")).statusCode).toBe(422);
    expect((await askCode(42)).statusCode).toBe(422);
    const known = await h.signUp();
    const unknown = uniqueEmail("ghost");
    await askCode(known);
    await askCode(unknown);
    const a = await askCode(known);
    const b = await askCode(unknown);
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(rateLimitedBody.parse(a.json()).data.retry_after).toBe(60);
    expect(b.json()).toEqual(a.json());
  });
});

describe("POST /auth/api/password/validate-otp", () => {
  it("answers 422 to a wrong code and kills the code after 5 tries", async () => {
    const email = await h.signUp();
    const code = await recoveryCode(email);
    for (let i = 0; i < 5; i++) expect((await validate(email, wrongCode(code))).statusCode).toBe(422);
    expect((await validate(email, code)).statusCode).toBe(422);
  });

  it("lets the code live 10 minutes", async () => {
    const email = await h.signUp();
    const code = await recoveryCode(email);
    h.clock.advance(601);
    expect((await validate(email, code)).statusCode).toBe(422);
  });

  it("does not take an e-mail verification code", async () => {
    const email = uniqueEmail("mix");
    await h.post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD });
    const code = codeOf((await h.smtp.next(email)).subject);
    expect((await validate(email, code)).statusCode).toBe(422);
  });
});

describe("POST /auth/api/password/reset-otp", () => {
  it("sets the new password, once per token, and ends every session", async () => {
    const email = await h.signUp();
    const { token: access, cookie } = await h.signIn(email);
    const token = await resetToken(email);
    const res = await reset(token, email);
    expect(res.statusCode).toBe(200);
    expect(successBody.parse(res.json()).success).toBe(true);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW)).statusCode).toBe(200);
    expect((await h.get("/user/api/user/info", bearer(access))).statusCode).toBe(401);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(401);
    // Single use.
    const again = await reset(token, email, "Another77");
    expect(again.statusCode).toBe(422);
    expect(passwordErrorBody.parse(again.json()).message.password?.[0]).toMatch(/Запросите новый код/);
  });

  it("answers 422 {message:{password}} to a weak or unconfirmed password and keeps the token", async () => {
    const email = await h.signUp();
    const token = await resetToken(email);
    const weak = await reset(token, email, "weak");
    expect(weak.statusCode).toBe(422);
    expect(passwordErrorBody.parse(weak.json())).toMatchObject({ success: false, message: { password: [expect.stringMatching(/не короче 8/)] } });
    const mismatch = await reset(token, email, NEW, "Newpass98");
    expect(passwordErrorBody.parse(mismatch.json()).message.password_confirmation?.[0]).toMatch(/не совпадают/);
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it("gives a token 15 minutes", async () => {
    const email = await h.signUp();
    const token = await resetToken(email);
    h.clock.advance(15 * 60 + 1);
    expect((await reset(token, email)).statusCode).toBe(422);
  });

  it("refuses a token with another account's e-mail", async () => {
    const email = await h.signUp();
    const other = await h.signUp();
    const token = await resetToken(email);
    expect((await reset(token, other)).statusCode).toBe(422);
    expect((await login(other, PASSWORD)).statusCode).toBe(200);
  });

  it("verifies an unverified e-mail: the mailed code proved it", async () => {
    const email = uniqueEmail("late");
    await h.post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD });
    await h.smtp.next(email);
    h.clock.advance(61);
    await reset(await resetToken(email), email);
    expect((await login(email, NEW)).statusCode).toBe(200);
  });
});

describe("POST /auth/api/password/change", () => {
  const change = (token: string, body: Record<string, string>) => h.post("/auth/api/password/change", body, bearer(token));

  it("changes the password and ends every other session, keeping this one", async () => {
    const email = await h.signUp();
    const other = await h.signIn(email);
    const current = await h.signIn(email);
    const res = await change(current.token, { current_password: PASSWORD, password: NEW, password_confirmation: NEW });
    expect(res.statusCode).toBe(200);
    expect((await h.get("/user/api/user/info", bearer(current.token))).statusCode).toBe(200);
    expect((await h.get("/user/api/user/info", bearer(other.token))).statusCode).toBe(401);
    expect((await h.get("/auth/api/access/cookie", { cookie: other.cookie })).statusCode).toBe(401);
    expect((await login(email, NEW)).statusCode).toBe(200);
  });

  it("answers 422 to a wrong current password or a weak new one", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const wrong = await change(token, { current_password: "Wrong1234", password: NEW, password_confirmation: NEW });
    expect(wrong.statusCode).toBe(422);
    expect(passwordErrorBody.parse(wrong.json()).message.current_password?.[0]).toMatch(/текущий пароль/);
    const weak = await change(token, { current_password: PASSWORD, password: "alllowercase1", password_confirmation: "alllowercase1" });
    expect(weak.statusCode).toBe(422);
    expect(passwordErrorBody.parse(weak.json()).message.password?.[0]).toMatch(/заглавной/);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers 401 without a valid bearer", async () => {
    const body = { current_password: PASSWORD, password: NEW, password_confirmation: NEW };
    expect((await h.post("/auth/api/password/change", body)).statusCode).toBe(401);
    expect((await h.post("/auth/api/password/change", body, bearer("x.y.z"))).statusCode).toBe(401);
  });
});
