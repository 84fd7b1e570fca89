import type { FastifyInstance } from "fastify";
import { route } from "../../../http/route.ts";
import type { AuthContext } from "../context.ts";
import { bearerSession, refuseForeignOrigin } from "../guard.ts";
import { m } from "../messages.ts";
import { done, fail } from "../reply.ts";
import { readCookie } from "../cookies.ts";
import { clearSessionCookie, endSession, SESSION_COOKIE, sessionFromCookie } from "../sessions.ts";

export function sessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  /**
   * A fresh access token for the session of the cookie. Without a cookie there is nothing to
   * refuse: every signed-out page view starts with this call, so it answers `data: null` and not
   * a 401 (which browsers log as an error). A cookie that no longer stands for a session is
   * refused and cleared.
   */
  route(app, "authAccessCookie", async (request, reply) => {
    if (refuseForeignOrigin(ctx, request, reply)) return reply;
    reply.header("cache-control", "no-store");
    if (!readCookie(request, SESSION_COOKIE)) return reply.send({ data: null });
    const session = await sessionFromCookie(ctx, request);
    if (!session) {
      clearSessionCookie(ctx, reply);
      return fail(request, reply, 401, m.unauthorized);
    }
    const accessToken = await ctx.tokens.sign({ userId: session.userId, sessionId: session.id });
    return reply.send({ data: { access_token: accessToken, expire_in: ctx.tokens.ttlSeconds } });
  });

  /** Ends the session of the cookie (or of the bearer token) on the server and clears the cookie. */
  route(app, "authLogout", async (request, reply) => {
    if (refuseForeignOrigin(ctx, request, reply)) return reply;
    const session = (await sessionFromCookie(ctx, request)) ?? (await bearerSession(ctx, request));
    if (session) await endSession(ctx, session);
    clearSessionCookie(ctx, reply);
    return done(request, reply, m.loggedOut);
  });
}
