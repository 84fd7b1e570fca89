import type { FastifyInstance } from "fastify";
import { emailQuery, verifyOtpQuery } from "../../../../core/contract/auth.ts";
import { localeOf } from "../../../i18n.ts";
import { consumeCode, issueCode, mailGap } from "../codes.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressLimited } from "../guard.ts";
import { verifyCodeMail } from "../mail/templates.ts";
import { m } from "../messages.ts";
import { check, done, fail, malformed, tooMany } from "../reply.ts";
import { markVerified, userByEmail } from "../users.ts";

export function emailRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get("/email/verify-otp", async (request, reply) => {
    if (await addressLimited(ctx, request, reply, "resend")) return reply;
    const query = check(verifyOtpQuery, request.query);
    if (!query.ok) return malformed(request, reply, query.fields);
    const { email, otp_code: code } = query.data;
    if (await accountLimited(ctx, request, reply, "resend", email)) return reply;
    if (!(await consumeCode(ctx, "verify", email, code))) return fail(request, reply, 422, m.wrongCode);
    const user = await userByEmail(ctx.db, email);
    if (user) await markVerified(ctx.db, user.id, ctx.now());
    return done(request, reply, m.emailVerified);
  });

  /** A new code (the old one dies) for an unverified account; the same answer for any other address. */
  app.get("/email/resend-otp", async (request, reply) => {
    if (await addressLimited(ctx, request, reply, "resend")) return reply;
    const query = check(emailQuery, request.query);
    if (!query.ok) return malformed(request, reply, query.fields);
    const { email } = query.data;
    if (await accountLimited(ctx, request, reply, "resend", email)) return reply;
    const wait = await mailGap(ctx, "verify", email);
    if (wait > 0) return tooMany(request, reply, wait, m.resendWait);
    const user = await userByEmail(ctx.db, email);
    if (user && !user.emailVerifiedAt) {
      ctx.mailer.send(verifyCodeMail(localeOf(request.headers.lang), email, await issueCode(ctx, "verify", email)));
    }
    return done(request, reply, m.codeSent);
  });
}
