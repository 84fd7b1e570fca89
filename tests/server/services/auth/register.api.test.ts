import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorBody, successBody } from "../../../../core/contract/auth.ts";
import { codeOf, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const register = (body: unknown, lang?: string) => h.post("/auth/api/v2/register", body, lang ? { lang } : {});
const form = (email: string, password = PASSWORD, confirmation = password) => ({ email, password, password_confirmation: confirmation });

describe("POST /auth/api/v2/register", () => {
  it("answers 200 {success, message} and mails a 6-digit code in the subject", async () => {
    const email = uniqueEmail("reg");
    const res = await register(form(email));
    expect(res.statusCode).toBe(200);
    expect(successBody.parse(res.json()).success).toBe(true);
    const mail = await h.smtp.next(email);
    expect(codeOf(mail.subject)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(codeOf(mail.subject));
    expect(mail.subject).toMatch(/код подтверждения/);
  });

  it("trims and lower-cases the e-mail", async () => {
    const email = uniqueEmail("case");
    expect((await register(form(`  ${email.toUpperCase()} `))).statusCode).toBe(200);
    expect((await h.smtp.next(email)).to).toEqual([email]);
  });

  it("mails in the language of the lang header", async () => {
    const kk = uniqueEmail("kk");
    const en = uniqueEmail("en");
    await register(form(kk), "kk");
    await register(form(en), "en");
    expect((await h.smtp.next(kk)).subject).toMatch(/растау коды/);
    expect((await h.smtp.next(en)).subject).toMatch(/confirmation code/i);
  });

  it("gives a known e-mail the same answer; its owner gets a mail without a code", async () => {
    const email = await h.signUp();
    const known = await register(form(email, "Another1pass"));
    const fresh = await register(form(uniqueEmail("fresh")));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    const mail = await h.smtp.next(email);
    expect(mail.subject).toMatch(/Попытка регистрации/);
    expect(mail.subject + mail.text).not.toMatch(/\b\d{6}\b/);
    // The password did not change.
    expect((await h.post("/auth/api/login", { username: email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("does not mail the owner twice within 60 s", async () => {
    const email = await h.signUp();
    await register(form(email));
    await h.smtp.next(email);
    await register(form(email));
    await new Promise((r) => setTimeout(r, 300));
    expect(h.smtp.to(email).length).toBe(2); // the code at sign-up and one warning
  });
});

describe("register validation: 422 {success:false, message:{field:[..]}}", () => {
  const cases: [string, Record<string, unknown>, Record<string, RegExp>][] = [
    ["everything missing", {}, { email: /Заполните/, password: /Заполните/, password_confirmation: /Заполните/ }],
    ["a malformed e-mail", form("not-an-email"), { email: /адрес электронной почты/ }],
    ["a short password", form("a@b.kz", "Ab1"), { password: /не короче 8/ }],
    ["no digit", form("a@b.kz", "Abcdefgh"), { password: /цифрой/ }],
    ["no lowercase letter", form("a@b.kz", "ABCDEFG1"), { password: /строчной/ }],
    ["no uppercase letter", form("a@b.kz", "abcdefg1"), { password: /заглавной/ }],
    ["a different confirmation", form("a@b.kz", PASSWORD, "Secret124"), { password_confirmation: /не совпадают/ }],
    ["wrong types", { email: 1, password: [], password_confirmation: null }, { email: /Недопустимое/, password: /Недопустимое/ }],
    ["a password over 128 characters", form("a@b.kz", `Aa1${"x".repeat(200)}`), { password: /длинное/ }],
  ];
  it.each(cases)("refuses %s", async (_, body, expected) => {
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    const parsed = registerErrorBody.parse(res.json());
    expect(parsed.success).toBe(false);
    for (const [field, pattern] of Object.entries(expected)) {
      expect(parsed.message[field as keyof typeof parsed.message]?.join(" ")).toMatch(pattern);
    }
  });

  it("refuses a body that is not an object, naming every field", async () => {
    for (const body of ["[1,2]", "null", "\"text\"", "42"]) {
      const res = await h.app.inject({ method: "POST", url: "/auth/api/v2/register", payload: body, headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(registerErrorBody.parse(res.json()).message).sort()).toEqual(["email", "password", "password_confirmation"]);
    }
  });

  it("translates the messages by the lang header", async () => {
    const en = registerErrorBody.parse((await register(form("x", "short", "other"), "en")).json());
    expect(en.message.email?.[0]).toMatch(/e-mail/i);
    expect(en.message.password?.[0]).toMatch(/at least 8/);
    const kk = registerErrorBody.parse((await register({}, "kk")).json());
    expect(kk.message.email?.[0]).toMatch(/толтырыңыз/);
  });
});
