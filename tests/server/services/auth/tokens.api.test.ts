import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureBody } from "../../../../core/contract/auth.ts";
import { bearer, PASSWORD, startAuthApp, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];
const claims = (token: string) => JSON.parse(Buffer.from(parts(token)[1], "base64url").toString()) as Record<string, unknown>;

/** Every call a bearer authenticates. */
const BEARER_CALLS: [string, string][] = [
  ["GET", "/user/api/user/info"],
  ["GET", "/user/api/user/services"],
  ["POST", "/auth/api/password/change"],
  ["POST", "/auth/api/2fa/setup"],
  ["POST", "/auth/api/2fa/enable"],
  ["POST", "/auth/api/2fa/disable"],
];

async function expect401(authorization: string | undefined) {
  for (const [method, url] of BEARER_CALLS) {
    const res = await h.app.inject({ method: method as "GET", url, headers: authorization ? { authorization } : {}, ...(method === "POST" ? { payload: {} } : {}) });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(failureBody.parse(res.json()).message).toBe("Войдите, чтобы продолжить");
  }
}

describe("access tokens", () => {
  it("are HS256 JWTs naming the user and session, living expire_in seconds", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect(JSON.parse(Buffer.from(parts(token)[0], "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    const c = claims(token);
    expect(c).toMatchObject({ iss: "http://portal.test", aud: "portal" });
    expect(Number(c.exp) - Number(c.iat)).toBe(3600);
    expect(typeof c.sub).toBe("string");
    expect(typeof c.sid).toBe("string");
  });

  it("work until expire_in and not a second after", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    h.clock.advance(3599);
    expect((await h.get("/user/api/user/info", bearer(token))).statusCode).toBe(200);
    h.clock.advance(2);
    await expect401(`Bearer ${token}`);
  });

  it("follow AUTH_TOKEN_TTL", async () => {
    const short = await startAuthApp({ AUTH_TOKEN_TTL: "120" });
    try {
      const email = await short.signUp();
      const res = await short.post("/auth/api/login", { username: email, password: PASSWORD });
      expect(res.json().data.expire_in).toBe(120);
    } finally {
      await short.close();
    }
  });

  it("answer 401 on every bearer call when missing, malformed, tampered, unsigned or signed with another key", async () => {
    const email = await h.signUp();
    const other = await h.signUp();
    const { token } = await h.signIn(email);
    const { token: otherToken } = await h.signIn(other);
    const [head, , signature] = parts(token);

    await expect401(undefined);
    await expect401("Bearer");
    await expect401("Bearer not-a-jwt");
    await expect401(`Basic ${token}`);
    // Another user's subject under this token's signature.
    await expect401(`Bearer ${head}.${b64({ ...claims(token), sub: claims(otherToken).sub })}.${signature}`);
    // A later expiry under the same signature.
    await expect401(`Bearer ${head}.${b64({ ...claims(token), exp: Number(claims(token).exp) + 86400 })}.${signature}`);
    // alg: none.
    await expect401(`Bearer ${b64({ alg: "none", typ: "JWT" })}.${parts(token)[1]}.`);
    // Same claims, someone else's key.
    const forged = await new SignJWT(claims(token)).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new Uint8Array(32).fill(7));
    await expect401(`Bearer ${forged}`);
    // The genuine token still works.
    expect((await h.get("/user/api/user/info", bearer(token))).statusCode).toBe(200);
  });
});
