import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureBody } from "../../../../core/contract/auth.ts";
import { PASSWORD, PUBLIC_URL, startAuthApp, type AuthHarness } from "./harness.ts";

const SIBLING = "https://tender.portal.test";
let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp({ AUTH_TRUSTED_ORIGINS: SIBLING }); });
afterAll(async () => { await h.close(); });

/** The calls the session cookie authenticates (and login, which sets it). */
async function cookieCalls(headers: Record<string, string>) {
  const email = await h.signUp();
  const { cookie } = await h.signIn(email);
  return [
    await h.get("/auth/api/access/cookie", { cookie, ...headers }),
    await h.get("/auth/api/logout", { cookie, ...headers }),
    await h.post("/auth/api/login", { username: email, password: PASSWORD }, headers),
  ];
}

describe("CSRF: calls authenticated by the cookie check where they come from", () => {
  it("refuses another site's Origin with 403 and leaves the session alone", async () => {
    for (const origin of ["https://evil.example", "null", "http://portal.test.evil.example"]) {
      const answers = await cookieCalls({ origin });
      for (const res of answers) {
        expect(res.statusCode).toBe(403);
        expect(failureBody.parse(res.json()).message).toMatch(/другого сайта/);
      }
    }
  });

  it("refuses a cross-site call that names no Origin (Sec-Fetch-Site)", async () => {
    for (const res of await cookieCalls({ "sec-fetch-site": "cross-site" })) expect(res.statusCode).toBe(403);
  });

  it("keeps the session after a refused cross-site logout", async () => {
    const email = await h.signUp();
    const { cookie } = await h.signIn(email);
    expect((await h.get("/auth/api/logout", { cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await h.get("/auth/api/access/cookie", { cookie })).statusCode).toBe(200);
  });

  it("accepts this site, a trusted sibling, a same-origin fetch and a program without browser headers", async () => {
    const allowed: Record<string, string>[] = [{ origin: PUBLIC_URL }, { origin: SIBLING }, { "sec-fetch-site": "same-origin" }, {}];
    for (const headers of allowed) {
      expect((await cookieCalls(headers)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    }
  });
});
