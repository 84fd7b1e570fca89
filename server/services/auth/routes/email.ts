import type { FastifyInstance } from "fastify";
import { route } from "../../../http/route.ts";
import { localeOf } from "../../../i18n.ts";
import { consumeCode, issueCode, mailGap } from "../codes.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressGuard } from "../guard.ts";
import { verifyCodeMail } from "../mail/templates.ts";
import { m } from "../messages.ts";
import { done, fail, refusedCall, tooMany } from "../reply.ts";
import { markVerified, userByEmail } from "../users.ts";

export function emailRoutes(app: FastifyInstance, ctx: AuthContext) {
  const counted = { guard: addressGuard(ctx, "resend"), invalid: refusedCall };

  route(app, "authVerifyOtp", async (request, reply) => {
    const { email, otp_code: code } = request.query;
    if (await accountLimited(ctx, request, reply, "resend", email)) return reply;
    if (!(await consumeCode(ctx, "verify", email, code))) return fail(request, reply, 422, m.wrongCode);
    const user = await userByEmail(ctx.db, email);
    if (user) await markVerified(ctx.db, user.id, ctx.now());
    return done(request, reply, m.emailVerified);
  }, counted);

  /** A new code (the old one dies) for an unverified account; the same answer for any other address. */
  route(app, "authResendOtp", async (request, reply) => {
    const { email } = request.query;
    if (await accountLimited(ctx, request, reply, "resend", email)) return reply;
    const wait = await mailGap(ctx, "verify", email);
    if (wait > 0) return tooMany(request, reply, wait, m.resendWait);
    const user = await userByEmail(ctx.db, email);
    if (user && !user.emailVerifiedAt) {
      ctx.mailer.send(verifyCodeMail(localeOf(request.headers.lang), email, await issueCode(ctx, "verify", email)));
    }
    return done(request, reply, m.codeSent);
  }, counted);
}
