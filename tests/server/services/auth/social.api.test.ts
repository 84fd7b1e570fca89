import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureBody, malformedBody, userInfoBody } from "../../../../core/contract/index.ts";
import { startOidcProvider, type OidcProvider, type TestAccount } from "../../../support/oidc.ts";
import { bearer, PASSWORD, PUBLIC_URL, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

const CALLBACK = `${PUBLIC_URL}/auth/api/login/social/google/callback`;
let h: AuthHarness;
let oidc: OidcProvider;

beforeAll(async () => {
  oidc = await startOidcProvider({ clientId: "portal", clientSecret: "portal-secret", redirectUris: [CALLBACK] });
  h = await startAuthApp({ AUTH_GOOGLE_CLIENT_ID: "portal", AUTH_GOOGLE_CLIENT_SECRET: "portal-secret", AUTH_GOOGLE_ISSUER: oidc.issuer });
});
afterAll(async () => {
  await h.close();
  await oidc.close();
});

const account = (email = uniqueEmail("social"), verified = true): TestAccount => ({ sub: randomUUID(), email, email_verified: verified });

/** The whole browser round trip; answers the callback's response. */
async function socialSignIn(who: TestAccount, query = "", headers: Record<string, string> = {}) {
  oidc.signInAs(who);
  const start = await h.get(`/auth/api/login/social?source=google${query}`, headers);
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === "portal_oauth");
  const back = await oidc.authorize(String(start.headers.location));
  expect(back.origin + back.pathname).toBe(CALLBACK);
  return h.get(back.pathname + back.search, { cookie: `portal_oauth=${state?.value}` });
}

/** The access token of the session a response's cookie starts. */
async function tokenOf(res: Awaited<ReturnType<typeof socialSignIn>>) {
  const session = res.cookies.find((c) => c.name === "portal_session");
  expect(session).toBeDefined();
  const access = await h.get("/auth/api/access/cookie", { cookie: `portal_session=${session?.value}` });
  return (access.json() as { data: { access_token: string } }).data.access_token;
}

describe("GET /auth/api/login/social", () => {
  it("redirects to the provider with state and a PKCE S256 challenge", async () => {
    const res = await h.get("/auth/api/login/social?source=google");
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(oidc.issuer);
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({ response_type: "code", client_id: "portal", redirect_uri: CALLBACK, code_challenge_method: "S256" });
    expect(p.state).toMatch(/^[\w-]{43}$/);
    expect(p.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(p.scope).toContain("openid");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/portal_oauth=[\w-]{43}; Path=\/auth\/api\/login\/social; HttpOnly; SameSite=Lax; Max-Age=600/);
  });

  it("answers 503 with a message for a provider not configured, 422 for an unknown source", async () => {
    const yandex = await h.get("/auth/api/login/social?source=yandex", { lang: "en" });
    expect(yandex.statusCode).toBe(503);
    expect(failureBody.parse(yandex.json()).message).toMatch(/Yandex ID.*not available/);
    for (const url of ["/auth/api/login/social?source=vk", "/auth/api/login/social"]) {
      const res = await h.get(url);
      expect(res.statusCode).toBe(422);
      malformedBody.parse(res.json());
    }
  });
});

describe("the callback", () => {
  it("creates an account for a new verified e-mail, signs in and returns to the page", async () => {
    const who = account();
    const res = await socialSignIn(who, "&redirect=%2Fkk%2Ffea%3Ftab%3D1");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/kk/fea?tab=1");
    const info = userInfoBody.parse((await h.get("/user/api/user/info", bearer(await tokenOf(res)))).json()).data;
    expect(info).toMatchObject({ email: who.email, plan: "free", permissions: [] });
  });

  it("returns to the Referer when no redirect is given, and never to another site", async () => {
    expect((await socialSignIn(account(), "", { referer: `${PUBLIC_URL}/en/tree` })).headers.location).toBe("/en/tree");
    for (const bad of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await socialSignIn(account(), `&redirect=${encodeURIComponent(bad)}`)).headers.location).toBe("/");
    }
  });

  it("links an existing account by verified e-mail: the same user, password still works", async () => {
    const email = await h.signUp();
    const res = await socialSignIn(account(email));
    const info = userInfoBody.parse((await h.get("/user/api/user/info", bearer(await tokenOf(res)))).json()).data;
    expect(info.email).toBe(email);
    expect((await h.post("/auth/api/login", { username: email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("signs the linked provider account in again even if its e-mail changed", async () => {
    const who = account();
    await socialSignIn(who);
    const again = await socialSignIn({ ...who, email: uniqueEmail("renamed") });
    const info = userInfoBody.parse((await h.get("/user/api/user/info", bearer(await tokenOf(again)))).json()).data;
    expect(info.email).toBe(who.email);
  });

  it("refuses an unverified e-mail: no account, no session", async () => {
    const email = await h.signUp();
    const res = await socialSignIn(account(email, false), "&redirect=%2Ftree");
    expect(res.headers.location).toBe("/tree?social_error=unverified_email");
    expect(res.cookies.find((c) => c.name === "portal_session")).toBeUndefined();
  });

  it("refuses a state that is not this browser's, or used twice", async () => {
    oidc.signInAs(account());
    const start = await h.get("/auth/api/login/social?source=google");
    const state = start.cookies.find((c) => c.name === "portal_oauth")?.value;
    const back = await oidc.authorize(String(start.headers.location));
    const callback = back.pathname + back.search;
    const foreign = await h.get(callback, { cookie: "portal_oauth=someone-else" });
    expect(foreign.headers.location).toBe("/?social_error=state");
    expect((await h.get(callback)).headers.location).toBe("/?social_error=state");
    const ok = await h.get(callback, { cookie: `portal_oauth=${state}` });
    expect(ok.cookies.find((c) => c.name === "portal_session")).toBeDefined();
    const replay = await h.get(callback, { cookie: `portal_oauth=${state}` });
    expect(replay.headers.location).toBe("/?social_error=state");
  });

  it("refuses a state older than 10 minutes", async () => {
    oidc.signInAs(account());
    const start = await h.get("/auth/api/login/social?source=google");
    const state = start.cookies.find((c) => c.name === "portal_oauth")?.value;
    const back = await oidc.authorize(String(start.headers.location));
    h.clock.advance(601);
    expect((await h.get(back.pathname + back.search, { cookie: `portal_oauth=${state}` })).headers.location).toBe("/?social_error=state");
  });

  it("reports a denied authorization back to the page", async () => {
    const start = await h.get("/auth/api/login/social?source=google&redirect=%2Ffea");
    const state = start.cookies.find((c) => c.name === "portal_oauth")?.value ?? "";
    const res = await h.get(`/auth/api/login/social/google/callback?error=access_denied&state=${state}`, { cookie: `portal_oauth=${state}` });
    expect(res.headers.location).toBe("/fea?social_error=denied");
  });
});
