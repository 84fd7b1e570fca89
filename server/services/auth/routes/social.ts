import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SOCIAL_SOURCES, socialCallbackQuery, socialQuery, type SocialSource } from "../../../../core/contract/auth.ts";
import { oauthStates } from "../../../db/schema.ts";
import { localeOf } from "../../../i18n.ts";
import type { AuthContext } from "../context.ts";
import { clearCookie, readCookie, setCookie } from "../cookies.ts";
import { addressLimited } from "../guard.ts";
import { sha256 } from "../hash.ts";
import { m } from "../messages.ts";
import { check, fail, malformed } from "../reply.ts";
import { startSession } from "../sessions.ts";
import { accountFor } from "../social/account.ts";
import type { Endpoints, Identity, Provider } from "../social/providers.ts";
import { localeOfPath, safeReturnTo, withError } from "../social/return-to.ts";

const STATE_COOKIE = "portal_oauth";
const STATE_PATH = "/auth/api/login/social";
const STATE_SECONDS = 600;

export function socialRoutes(app: FastifyInstance, ctx: AuthContext) {
  const callbackUrl = (source: SocialSource) => `${ctx.config.publicUrl}/auth/api/login/social/${source}/callback`;

  /** To the provider, with a state (bound to this browser by a cookie) and a PKCE challenge. */
  app.get("/login/social", async (request, reply) => {
    // Each start stores a row: the login limit keeps that from filling the table.
    if (await addressLimited(ctx, request, reply, "login")) return reply;
    const query = check(socialQuery, request.query);
    if (!query.ok) return malformed(request, reply, query.fields);
    const { source, redirect, remember } = query.data;
    const provider = ctx.social.get(source);
    let endpoints: Endpoints | null = null;
    if (provider) {
      endpoints = await provider.endpoints().catch((error: unknown) => {
        request.log.warn({ err: error, source }, "provider discovery failed");
        return null;
      });
    }
    if (!provider || !endpoints) {
      return fail(request, reply, 503, m.socialUnavailable, { provider: ctx.social.nameOf(source, localeOf(request.headers.lang)) });
    }

    const state = randomBytes(32).toString("base64url");
    const verifier = randomBytes(32).toString("base64url");
    const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
    await ctx.db.insert(oauthStates).values({
      stateHash: sha256(state).toString("hex"),
      provider: source,
      codeVerifier: verifier,
      returnTo: safeReturnTo(ctx.config.publicUrl, [redirect, referer]),
      remember: remember === "1",
      expiresAt: new Date(ctx.now().getTime() + STATE_SECONDS * 1000),
    });
    setCookie(reply, STATE_COOKIE, state, { path: STATE_PATH, secure: ctx.secureCookies, maxAge: STATE_SECONDS });
    const url = new URL(endpoints.authorization);
    for (const [k, v] of Object.entries({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: callbackUrl(source),
      scope: provider.scope,
      state,
      code_challenge: sha256(verifier).toString("base64url"),
      code_challenge_method: "S256",
    })) url.searchParams.set(k, v);
    return reply.redirect(url.toString(), 302);
  });

  for (const source of SOCIAL_SOURCES) {
    /** Back from the provider: the account is found, linked or made, the session starts, the browser goes back. */
    app.get(`/login/social/${source}/callback`, async (request, reply) => {
      const query = check(socialCallbackQuery, request.query);
      const state = query.ok ? query.data.state : undefined;
      const cookieState = readCookie(request, STATE_COOKIE);
      clearCookie(reply, STATE_COOKIE, { path: STATE_PATH, secure: ctx.secureCookies });
      // The state must be this browser's (a link from someone else's sign-in is refused) and used once.
      const [flow] =
        state && cookieState === state
          ? await ctx.db
              .delete(oauthStates)
              .where(and(eq(oauthStates.stateHash, sha256(state).toString("hex")), eq(oauthStates.provider, source), gt(oauthStates.expiresAt, ctx.now())))
              .returning()
          : [];
      if (!flow) return reply.redirect(withError("/", "state"), 302);
      const provider = ctx.social.get(source);
      const code = query.ok ? query.data.code : undefined;
      if (!provider || !code) return reply.redirect(withError(flow.returnTo, "denied"), 302);

      const identity = await identityFrom(provider, code, flow.codeVerifier, callbackUrl(source)).catch((error: unknown) => {
        request.log.warn({ err: error, source }, "social sign-in failed at the provider");
        return null;
      });
      if (!identity) return reply.redirect(withError(flow.returnTo, "provider"), 302);
      const outcome = await accountFor(ctx, source, identity, localeOfPath(flow.returnTo));
      if (!outcome.ok) return reply.redirect(withError(flow.returnTo, outcome.error), 302);
      await startSession(ctx, reply, outcome.user.id, flow.remember);
      return reply.redirect(flow.returnTo, 302);
    });
  }
}

/** The authorization code and PKCE verifier buy an access token; the userinfo endpoint says who it is. */
async function identityFrom(provider: Provider, code: string, verifier: string, redirectUri: string): Promise<Identity | null> {
  const endpoints = await provider.endpoints();
  const tokenRes = await fetch(endpoints.token, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenRes.ok) throw new Error(`token endpoint: HTTP ${tokenRes.status}`);
  const accessToken = ((await tokenRes.json()) as { access_token?: unknown }).access_token;
  if (typeof accessToken !== "string") throw new Error("token endpoint: no access_token");
  const request = provider.userinfoRequest(endpoints.userinfo, accessToken);
  const infoRes = await fetch(request.url, { headers: { ...request.headers, accept: "application/json" }, signal: AbortSignal.timeout(10_000) });
  if (!infoRes.ok) throw new Error(`userinfo endpoint: HTTP ${infoRes.status}`);
  return provider.identity((await infoRes.json()) as Record<string, unknown>);
}
