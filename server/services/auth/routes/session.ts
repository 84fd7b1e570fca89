import type { FastifyInstance } from "fastify";
import type { AuthContext } from "../context.ts";
import { bearerSession, refuseForeignOrigin } from "../guard.ts";
import { m } from "../messages.ts";
import { done, fail } from "../reply.ts";
import { clearSessionCookie, endSession, sessionFromCookie } from "../sessions.ts";

export function sessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  /** A fresh access token for the session of the cookie. */
  app.get("/access/cookie", async (request, reply) => {
    if (refuseForeignOrigin(ctx, request, reply)) return reply;
    const session = await sessionFromCookie(ctx, request);
    if (!session) return fail(request, reply, 401, m.unauthorized);
    const accessToken = await ctx.tokens.sign({ userId: session.userId, sessionId: session.id });
    return reply.header("cache-control", "no-store").send({ data: { access_token: accessToken, expire_in: ctx.tokens.ttlSeconds } });
  });

  /** Ends the session of the cookie (or of the bearer token) on the server and clears the cookie. */
  app.get("/logout", async (request, reply) => {
    if (refuseForeignOrigin(ctx, request, reply)) return reply;
    const session = (await sessionFromCookie(ctx, request)) ?? (await bearerSession(ctx, request));
    if (session) await endSession(ctx, session.id);
    clearSessionCookie(ctx, reply);
    return done(request, reply, m.loggedOut);
  });
}
