import { testAddress } from "../../../support/test-address.ts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import { rateLimitedBody } from "../../../../core/contract/auth.ts";
import { hashPassword } from "../../../../server/services/auth/passwords.ts";
import { createUser } from "../../../../server/services/auth/users.ts";
import { bearer, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

// Low limits, one bucket at a time; each test comes from its own address (the PostgreSQL
// database, and so the counters, is shared by the test files).
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthApp({
    AUTH_RATE_LOGIN_IP: "6/60",
    AUTH_RATE_LOGIN_ACCOUNT: "3/60",
    AUTH_RATE_REGISTER_IP: "3/60",
    AUTH_RATE_REGISTER_ACCOUNT: "2/60",
    AUTH_RATE_RESEND_IP: "4/60",
    AUTH_RATE_RESEND_ACCOUNT: "3/600",
    AUTH_RATE_RECOVERY_IP: "3/60",
    AUTH_RATE_RECOVERY_ACCOUNT: "2/600",
    AUTH_RATE_2FA_IP: "3/60",
    AUTH_RATE_2FA_ACCOUNT: "2/60",
  });
});
afterAll(async () => { await h.close(); });

const from = (ip: string) => ({
  post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: ip }),
  get: (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: "GET", url, headers, remoteAddress: ip }),
});

/** A verified account made in the database, signed in from a fresh address: no limit of the test is touched. */
async function account(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail("limits");
  await createUser(h.database.db, { email, passwordHash: await hashPassword(PASSWORD), locale: "ru", verifiedAt: new Date(), now: new Date() });
  const res = await from(testAddress()).post("/auth/api/login", { username: email, password: PASSWORD });
  return { email, token: (res.json() as { data: { access_token: string } }).data.access_token };
}

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const wait = rateLimitedBody.parse(res.json()).data.retry_after;
  expect(res.headers["retry-after"]).toBe(String(wait));
  expect(wait).toBeGreaterThan(0);
  return wait;
}

describe("login", () => {
  it("limits calls per address, then lets them through when the window ends", async () => {
    const c = from(testAddress());
    for (let i = 0; i < 6; i++) expect((await c.post("/auth/api/login", { username: uniqueEmail(), password: "Wrong1234" })).statusCode).toBe(401);
    expect(expect429(await c.post("/auth/api/login", { username: uniqueEmail(), password: "Wrong1234" }))).toBeLessThanOrEqual(60);
    h.clock.advance(61);
    expect((await c.post("/auth/api/login", { username: uniqueEmail(), password: "Wrong1234" })).statusCode).toBe(401);
  });

  it("limits failed passwords per account from any address; the right password alone never counts", async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++) expect((await from(testAddress()).post("/auth/api/login", { username: email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await from(testAddress()).post("/auth/api/login", { username: email, password: "Wrong1234" })).statusCode).toBe(401);
    expect429(await from(testAddress()).post("/auth/api/login", { username: email, password: PASSWORD }));
    h.clock.advance(61);
    expect((await from(testAddress()).post("/auth/api/login", { username: email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("counts guesses sent at once before checking any: exactly the limit's worth are checked", async () => {
    const { email } = await account();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => from(testAddress()).post("/auth/api/login", { username: email, password: "Wrong1234" })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });
});

describe("register", () => {
  it("limits per address and per account", async () => {
    const c = from(testAddress());
    const body = (email: string) => ({ email, password: PASSWORD, password_confirmation: PASSWORD });
    for (let i = 0; i < 3; i++) expect((await c.post("/auth/api/v2/register", body(uniqueEmail()))).statusCode).toBe(200);
    expect429(await c.post("/auth/api/v2/register", body(uniqueEmail())));
    const email = uniqueEmail();
    for (let i = 0; i < 2; i++) expect((await from(testAddress()).post("/auth/api/v2/register", body(email))).statusCode).toBe(200);
    expect429(await from(testAddress()).post("/auth/api/v2/register", body(email)));
  });
});

describe("resend and e-mail codes", () => {
  it("limits per account beyond the 60 s gap, and per address", async () => {
    const email = uniqueEmail("resend");
    await from(testAddress()).post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD });
    for (let i = 0; i < 3; i++) {
      h.clock.advance(61);
      expect((await from(testAddress()).get(`/auth/api/email/resend-otp?email=${email}`)).statusCode).toBe(200);
    }
    h.clock.advance(61);
    expect429(await from(testAddress()).get(`/auth/api/email/resend-otp?email=${email}`));
    const c = from(testAddress());
    for (let i = 0; i < 4; i++) await c.get(`/auth/api/email/verify-otp?email=${uniqueEmail()}&otp_code=123456`);
    expect429(await c.get(`/auth/api/email/verify-otp?email=${uniqueEmail()}&otp_code=123456`));
  });
});

describe("recovery", () => {
  it("limits per address and per account", async () => {
    const c = from(testAddress());
    for (let i = 0; i < 3; i++) expect((await c.post("/auth/api/password/email-otp", { email: uniqueEmail() })).statusCode).toBe(200);
    expect429(await c.post("/auth/api/password/email-otp", { email: uniqueEmail() }));
    const email = uniqueEmail();
    for (let i = 0; i < 2; i++) expect((await from(testAddress()).post("/auth/api/password/validate-otp", { email, otp: "123456" })).statusCode).toBe(422);
    expect429(await from(testAddress()).post("/auth/api/password/validate-otp", { email, otp: "123456" }));
  });
});

describe("2FA", () => {
  it("limits code checks per account", async () => {
    const { token } = await account();
    const setup = await from(testAddress()).post("/auth/api/2fa/setup", {}, bearer(token));
    expect(setup.statusCode).toBe(200);
    expect((await from(testAddress()).post("/auth/api/2fa/enable", { code: "000000" }, bearer(token))).statusCode).toBeOneOf([403, 200]);
    expect429(await from(testAddress()).post("/auth/api/2fa/enable", { code: "000000" }, bearer(token)));
  });

  it("limits per address", async () => {
    const c = from(testAddress());
    const tokens = await Promise.all([0, 1, 2, 3].map(async () => (await account()).token));
    for (const token of tokens.slice(0, 3)) expect((await c.post("/auth/api/2fa/setup", {}, bearer(token))).statusCode).toBe(200);
    expect429(await c.post("/auth/api/2fa/setup", {}, bearer(tokens[3]!)));
  });
});

describe("behind a trusted proxy (AUTH_TRUSTED_PROXIES=1)", () => {
  let proxied: AuthHarness;
  beforeAll(async () => { proxied = await startAuthApp({ AUTH_TRUSTED_PROXIES: "1", AUTH_RATE_LOGIN_IP: "2/60" }); });
  afterAll(async () => { await proxied.close(); });

  it("counts the client address the proxy appended, not the proxy's nor one the client wrote", async () => {
    const client = testAddress();
    const login = (xff: string) =>
      proxied.app.inject({ method: "POST", url: "/auth/api/login", payload: { username: uniqueEmail(), password: "Wrong1234" }, headers: { "x-forwarded-for": xff } });
    expect((await login(`1.1.1.1, ${client}`)).statusCode).toBe(401);
    expect((await login(`2.2.2.2, ${client}`)).statusCode).toBe(401);
    expect429(await login(`3.3.3.3, ${client}`));
    expect((await login(testAddress())).statusCode).toBe(401);
  });
});

describe("defaults", () => {
  it("leave room for a person's normal use", () => {
    const c = loadConfig({});
    expect(c.AUTH_RATE_LOGIN_IP.count).toBeGreaterThanOrEqual(50);
    expect(c.AUTH_RATE_LOGIN_ACCOUNT.count).toBeGreaterThanOrEqual(10);
    for (const key of ["REGISTER", "RESEND", "RECOVERY", "2FA"] as const) {
      expect(c[`AUTH_RATE_${key}_IP`].count).toBeGreaterThanOrEqual(20);
      expect(c[`AUTH_RATE_${key}_ACCOUNT`].count).toBeGreaterThanOrEqual(5);
    }
  });

  it("can be set from the environment, count/seconds", () => {
    expect(loadConfig({ AUTH_RATE_LOGIN_IP: "7/30" }).AUTH_RATE_LOGIN_IP).toEqual({ count: 7, seconds: 30 });
    expect(() => loadConfig({ AUTH_RATE_LOGIN_IP: "lots" })).toThrow(/AUTH_RATE_LOGIN_IP/);
  });
});

