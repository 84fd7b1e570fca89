import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureBody, rateLimitedBody, successBody } from "../../../../core/contract/auth.ts";
import { codeOf, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const q = encodeURIComponent;
const verify = (email: string, code: string) => h.get(`/auth/api/email/verify-otp?email=${q(email)}&otp_code=${code}`);
const resend = (email: string) => h.get(`/auth/api/email/resend-otp?email=${q(email)}`);
const login = (email: string) => h.post("/auth/api/login", { username: email, password: PASSWORD });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Registers an address and returns the code of its first mail. */
async function registered(): Promise<[string, string]> {
  const email = uniqueEmail("otp");
  await h.post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD });
  return [email, codeOf((await h.smtp.next(email)).subject)];
}

describe("GET /auth/api/email/verify-otp", () => {
  it("verifies the e-mail with the right code: then login gives a token", async () => {
    const [email, code] = await registered();
    expect((await login(email)).statusCode).toBe(206);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(200);
    expect(successBody.parse(res.json()).success).toBe(true);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("answers 422 to a wrong code, and the code works once", async () => {
    const [email, code] = await registered();
    const res = await verify(email, wrongCode(code));
    expect(res.statusCode).toBe(422);
    expect(failureBody.parse(res.json()).success).toBe(false);
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, code)).statusCode).toBe(422);
  });

  it("kills the code after 5 wrong tries", async () => {
    const [email, code] = await registered();
    for (let i = 0; i < 5; i++) expect((await verify(email, wrongCode(code))).statusCode).toBe(422);
    expect((await verify(email, code)).statusCode).toBe(422);
    expect((await login(email)).statusCode).toBe(206);
  });

  it("allows no more than 5 tries even when they arrive at once", async () => {
    const [email, code] = await registered();
    const guesses = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongCode(code))));
    expect(guesses.every((r) => r.statusCode === 422)).toBe(true);
    expect((await verify(email, code)).statusCode).toBe(422);
  });

  it("accepts the right code once when it arrives twice at once", async () => {
    const [email, code] = await registered();
    const answers = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it("lets the code live 10 minutes", async () => {
    const [a, codeA] = await registered();
    const [b, codeB] = await registered();
    h.clock.advance(9 * 60 + 59);
    expect((await verify(a, codeA)).statusCode).toBe(200);
    h.clock.advance(2);
    expect((await verify(b, codeB)).statusCode).toBe(422);
  });

  it("answers 422 to malformed input", async () => {
    for (const url of ["/auth/api/email/verify-otp", "/auth/api/email/verify-otp?email=x&otp_code=123456", "/auth/api/email/verify-otp?email=a@b.kz&otp_code=12ab56", "/auth/api/email/verify-otp?email=a@b.kz&email=c@d.kz&otp_code=123456"]) {
      expect((await h.get(url)).statusCode).toBe(422);
    }
  });
});

describe("GET /auth/api/email/resend-otp", () => {
  it("sends a new code after 60 s and the old one dies", async () => {
    const [email, first] = await registered();
    h.clock.advance(61);
    expect((await resend(email)).statusCode).toBe(200);
    const second = codeOf((await h.smtp.next(email)).subject);
    if (second !== first) expect((await verify(email, first)).statusCode).toBe(422);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it("answers 429 {data:{retry_after}} with Retry-After within 60 s of the last send", async () => {
    const [email] = await registered();
    h.clock.advance(20);
    const res = await resend(email);
    expect(res.statusCode).toBe(429);
    const body = rateLimitedBody.parse(res.json());
    expect(body.data.retry_after).toBe(40);
    expect(res.headers["retry-after"]).toBe("40");
    expect(body.message).toMatch(/40/);
    h.clock.advance(40);
    expect((await resend(email)).statusCode).toBe(200);
  });

  it("answers an unknown e-mail the same as a known one, and mails nothing", async () => {
    const [known] = await registered();
    h.clock.advance(61);
    const unknown = uniqueEmail("ghost");
    const a = await resend(known);
    const b = await resend(unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    // Throttled alike too.
    const a2 = await resend(known);
    const b2 = await resend(unknown);
    expect([a2.statusCode, b2.statusCode]).toEqual([429, 429]);
    expect(b2.json()).toEqual(a2.json());
    await h.smtp.next(known);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.smtp.to(unknown)).toHaveLength(0);
  });

  it("mails nothing to an e-mail that is already verified", async () => {
    const email = await h.signUp();
    h.clock.advance(61);
    expect((await resend(email)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.smtp.to(email)).toHaveLength(1);
  });

  it("answers 422 to a malformed e-mail", async () => {
    expect((await resend("nope")).statusCode).toBe(422);
    expect((await h.get("/auth/api/email/resend-otp")).statusCode).toBe(422);
  });
});
