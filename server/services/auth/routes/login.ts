import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { route } from "../../../http/route.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressGuard, addressLimited, loginFailures, refuseForeignOrigin } from "../guard.ts";
import { trustedDevice } from "../devices.ts";
import { m } from "../messages.ts";
import { passwordMatches } from "../passwords.ts";
import { fail, refusedCall, say, tooMany } from "../reply.ts";
import { startSession } from "../sessions.ts";
import { acceptTotp } from "../two-factor.ts";
import { loginAccount } from "../users.ts";

export function loginRoutes(app: FastifyInstance, ctx: AuthContext) {
  const counted = addressGuard(ctx, "login");
  // Sets the session cookie: a foreign page must not sign a visitor into another account.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => (refuseForeignOrigin(ctx, request, reply) ? null : counted(request, reply));

  route(app, "authLogin", async (request, reply) => {
    const { username: email, password, remember = false } = request.body;
    const code = request.body["2fa_code"];

    // The attempt is counted before the password is checked, in one statement: guesses sent at once (from
    // many processes too) cannot all pass a count read before any of them was added. A right password
    // takes its attempt back. A browser holding the account's device cookie is counted on its own.
    const user = await loginAccount(ctx.db, email);
    const device = user ? trustedDevice(ctx, request, user.id) : null;
    const wait = await loginFailures.count(ctx, email, device);
    if (wait > 0) return tooMany(request, reply, wait);
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      // One answer for an unknown e-mail and a wrong password.
      return fail(request, reply, 401, m.wrongCredentials);
    }
    await loginFailures.takeBack(ctx, email, device);
    if (!user.emailVerifiedAt) {
      return reply.code(206).send({ data: { email_is_verified: false }, message: say(request, m.unverified) });
    }
    if (user.twoFactor) {
      if (!code) return reply.send({ data: { is_2fa_enabled: true, email_is_verified: true }, message: say(request, m.twoFactorNeeded) });
      if (await addressLimited(ctx, request, reply, "2fa")) return reply;
      if (await accountLimited(ctx, request, reply, "2fa", user.id)) return reply;
      if (!(await acceptTotp(ctx, user.id, code, true))) return fail(request, reply, 403, m.wrongTwoFactor);
    }

    const session = await startSession(ctx, reply, user.id, remember);
    const accessToken = await ctx.tokens.sign({ userId: user.id, sessionId: session.id });
    return reply.send({
      data: { access_token: accessToken, expire_in: ctx.tokens.ttlSeconds, is_2fa_enabled: false, email_is_verified: true },
      message: say(request, m.loggedIn),
    });
  }, { guard, invalid: refusedCall });
}
