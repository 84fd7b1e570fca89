import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { socialCallbackQuery, SocialSource } from "../../../../core/contract/auth.ts";
import { oauthStates } from "../../../db/schema.ts";
import { route, type Refusal } from "../../../http/route.ts";
import { localeOf } from "../../../i18n.ts";
import type { AuthContext } from "../context.ts";
import { clearCookie, readCookie, setCookie } from "../cookies.ts";
import { addressGuard } from "../guard.ts";
import { sha256 } from "../hash.ts";
import { m } from "../messages.ts";
import { fail, refusedCall } from "../reply.ts";
import { startSession } from "../sessions.ts";
import { accountFor } from "../social/account.ts";
import { localeOfPath, safeReturnTo, withError } from "../social/return-to.ts";

const STATE_COOKIE = "portal_oauth";
const STATE_PATH = "/auth/api/login/social";
const STATE_SECONDS = 600;

export function socialRoutes(app: FastifyInstance, ctx: AuthContext) {
  const callbackUrl = (source: SocialSource) => `${ctx.config.publicUrl}/auth/api/login/social/${source}/callback`;

  /**
   * To the provider, with a state (bound to this browser by a cookie) and a PKCE challenge. Each start stores a
   * row: the login limit, counted before the query is read, keeps that from filling the table.
   */
  route(app, "authSocial", async (request, reply) => {
    const { source, redirect, remember } = request.query;
    const provider = ctx.social.get(source);
    const state = randomBytes(32).toString("base64url");
    const verifier = randomBytes(32).toString("base64url");
    const url = provider
      ? await provider.authorizationUrl(callbackUrl(source), { state, codeVerifier: verifier }).catch((error: unknown) => {
          request.log.warn({ err: error, source }, "provider discovery failed");
          return null;
        })
      : null;
    if (!url) return fail(request, reply, 503, m.socialUnavailable, { provider: ctx.social.nameOf(source, localeOf(request.headers.lang)) });

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
    return reply.redirect(url.toString(), 302);
  }, { guard: addressGuard(ctx, "login"), invalid: refusedCall });

  /** Back from the provider: the account is found, linked or made, the session starts, the browser goes back. */
  async function callback(request: FastifyRequest, reply: FastifyReply, source: SocialSource, query: z.output<typeof socialCallbackQuery>) {
    const { state } = query;
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
    if (!flow || !state) return reply.redirect(withError("/", "state"), 302);
    const provider = ctx.social.get(source);
    const { code } = query;
    if (!provider || !code) return reply.redirect(withError(flow.returnTo, "denied"), 302);

    const identity = await provider.identify(callbackUrl(source), request.url, { state, codeVerifier: flow.codeVerifier }).catch((error: unknown) => {
      request.log.warn({ err: error, source }, "social sign-in failed at the provider");
      return null;
    });
    if (!identity) return reply.redirect(withError(flow.returnTo, "provider"), 302);
    const outcome = await accountFor(ctx, source, identity, localeOfPath(flow.returnTo));
    if (!outcome.ok) return reply.redirect(withError(flow.returnTo, outcome.error), 302);
    await startSession(ctx, reply, outcome.user.id, flow.remember);
    return reply.redirect(flow.returnTo, 302);
  }

  // A query the contract refuses counts as none (the sign-in then fails on its state); an unknown source is no path here.
  const refusedCallback = async ({ part, request, reply }: Refusal) => {
    if (part !== "params") return callback(request, reply, (request.params as { source: SocialSource }).source, {});
    reply.callNotFound();
    return reply;
  };
  route(app, "authSocialCallback", (request, reply) => callback(request, reply, request.params.source, request.query), { invalid: refusedCallback });
}
