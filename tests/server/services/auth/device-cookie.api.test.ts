// OWASP's device cookie (issue 15): a browser that signed in to an account gets a signed cookie naming the
// account and a nonce; failed passwords lock the account only for browsers without a valid one, and a browser
// with one is limited on its own. So an attacker's failures from elsewhere cannot lock the owner out.
import { testAddress } from "../../../support/test-address.ts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitedBody } from "../../../../core/contract/auth.ts";
import { hashPassword } from "../../../../server/services/auth/passwords.ts";
import { createUser } from "../../../../server/services/auth/users.ts";
import { PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp({ AUTH_RATE_LOGIN_ACCOUNT: "3/60" }); });
afterAll(async () => { await h.close(); });


/** A login from a fresh address, with the device cookie `device` when given. */
const login = (email: string, password: string, device?: string) =>
  h.app.inject({
    method: "POST", url: "/auth/api/login", payload: { username: email, password }, remoteAddress: testAddress(),
    headers: device ? { cookie: `portal_device=${encodeURIComponent(device)}` } : {},
  });

const deviceOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === "portal_device");

async function account(): Promise<string> {
  const email = uniqueEmail("device");
  await createUser(h.database.db, { email, passwordHash: await hashPassword(PASSWORD), locale: "ru", verifiedAt: new Date(), now: new Date() });
  return email;
}

/** Signs in and returns the device cookie the browser got. */
async function trustedBrowser(email: string): Promise<string> {
  const res = await login(email, PASSWORD);
  expect(res.statusCode).toBe(200);
  const cookie = deviceOf(res);
  if (!cookie) throw new Error("no device cookie");
  return cookie.value;
}

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers["retry-after"]).toBe(String(rateLimitedBody.parse(res.json()).data.retry_after));
}

describe("the device cookie", () => {
  it("comes with every sign-in: HttpOnly, SameSite=Lax, for the login call only, a new nonce each time", async () => {
    const email = await account();
    const res = await login(email, PASSWORD);
    const cookie = deviceOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/auth/api/login", maxAge: 365 * 24 * 3600 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value.split(".")).toHaveLength(3);
    expect(deviceOf(await login(email, PASSWORD))?.value).not.toBe(cookie?.value);
    // No cookie for a failed password.
    expect(deviceOf(await login(email, "Wrong1234"))).toBeUndefined();
  });

  it("is Secure when PUBLIC_URL is https", async () => {
    const secure = await startAuthApp({ PUBLIC_URL: "https://portal.test" });
    try {
      const email = uniqueEmail("secure");
      await createUser(secure.database.db, { email, passwordHash: await hashPassword(PASSWORD), locale: "ru", verifiedAt: new Date(), now: new Date() });
      const res = await secure.post("/auth/api/login", { username: email, password: PASSWORD });
      expect(deviceOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    } finally {
      await secure.close();
    }
  });
});

describe("failed passwords", () => {
  it("from elsewhere lock the account for unknown browsers, never for the owner's", async () => {
    const email = await account();
    const owner = await trustedBrowser(email);
    for (let i = 0; i < 3; i++) expect((await login(email, "Wrong1234")).statusCode).toBe(401);
    // Locked for every browser without the account's device cookie, even with the right password.
    expect429(await login(email, PASSWORD));
    expect429(await login(email, "Wrong1234"));
    // The owner's browser signs in.
    const res = await login(email, PASSWORD, owner);
    expect(res.statusCode).toBe(200);
    // And keeps signing in with the cookie it got now.
    expect((await login(email, PASSWORD, deviceOf(res)!.value)).statusCode).toBe(200);
  });

  it("from a browser with a device cookie count against that cookie alone", async () => {
    const email = await account();
    const browser = await trustedBrowser(email);
    const other = await trustedBrowser(email);
    for (let i = 0; i < 3; i++) expect((await login(email, "Wrong1234", browser)).statusCode).toBe(401);
    expect429(await login(email, PASSWORD, browser));
    // Neither another trusted browser nor an unknown one is locked by these.
    expect((await login(email, PASSWORD, other)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    // The window ends: the browser may try again.
    h.clock.advance(61);
    expect((await login(email, PASSWORD, browser)).statusCode).toBe(200);
  });

  it("sent at once with one device cookie: exactly the limit's worth are checked", async () => {
    const email = await account();
    const browser = await trustedBrowser(email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, "Wrong1234", browser)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it("a forged, altered or other account's cookie is no device cookie: the lockout holds", async () => {
    const email = await account();
    const genuine = await trustedBrowser(email);
    const stranger = await trustedBrowser(await account());
    for (let i = 0; i < 3; i++) expect((await login(email, "Wrong1234")).statusCode).toBe(401);
    const [owner, nonce, signature] = genuine.split(".") as [string, string, string];
    const altered = `${owner}.${nonce}x.${signature}`;
    const forged = `${owner}.${nonce}.${Buffer.alloc(32).toString("base64url")}`;
    const otherAccount = stranger;
    const renamed = `${owner}.${stranger.split(".").slice(1).join(".")}`;
    for (const cookie of [altered, forged, otherAccount, renamed, "junk", `${genuine}.more`]) expect429(await login(email, PASSWORD, cookie));
    expect((await login(email, PASSWORD, genuine)).statusCode).toBe(200);
  });
});
