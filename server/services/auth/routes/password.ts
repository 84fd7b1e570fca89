import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { changePasswordBody, emailBody, resetPasswordBody, validateOtpBody } from "../../../../core/contract/auth.ts";
import { passwordResetTokens } from "../../../db/schema.ts";
import { localeOf } from "../../../i18n.ts";
import { consumeCode, issueCode, mailGap } from "../codes.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressLimited, requireBearer } from "../guard.ts";
import { sha256 } from "../hash.ts";
import { resetCodeMail } from "../mail/templates.ts";
import { m } from "../messages.ts";
import { hashPassword, passwordMatches } from "../passwords.ts";
import { check, done, fail, formErrors, malformed, say, tooMany } from "../reply.ts";
import { endOtherSessions } from "../sessions.ts";
import { markVerified, setPassword, userByEmail, userById } from "../users.ts";

const RESET_TOKEN_SECONDS = 15 * 60;

export function passwordRoutes(app: FastifyInstance, ctx: AuthContext) {
  /** A recovery code, mailed only when the address has an account; the same answer either way. */
  app.post("/password/email-otp", async (request, reply) => {
    if (await addressLimited(ctx, request, reply, "recovery")) return reply;
    const body = check(emailBody, request.body);
    if (!body.ok) return malformed(request, reply, body.fields);
    const { email } = body.data;
    if (await accountLimited(ctx, request, reply, "recovery", email)) return reply;
    const wait = await mailGap(ctx, "reset", email);
    if (wait > 0) return tooMany(request, reply, wait, m.resendWait);
    if (await userByEmail(ctx.db, email)) {
      ctx.mailer.send(resetCodeMail(localeOf(request.headers.lang), email, await issueCode(ctx, "reset", email)));
    }
    return done(request, reply, m.codeSent);
  });

  /** A right recovery code becomes a single-use token for one password reset within 15 minutes. */
  app.post("/password/validate-otp", async (request, reply) => {
    if (await addressLimited(ctx, request, reply, "recovery")) return reply;
    const body = check(validateOtpBody, request.body);
    if (!body.ok) return malformed(request, reply, body.fields);
    const { email, otp } = body.data;
    if (await accountLimited(ctx, request, reply, "recovery", email)) return reply;
    if (!(await consumeCode(ctx, "reset", email, otp))) return fail(request, reply, 422, m.wrongCode);
    const user = await userByEmail(ctx.db, email);
    if (!user) return fail(request, reply, 422, m.wrongCode);
    const token = randomBytes(32).toString("base64url");
    await ctx.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token).toString("hex"),
      userId: user.id,
      expiresAt: new Date(ctx.now().getTime() + RESET_TOKEN_SECONDS * 1000),
    });
    return reply.send({ data: { token }, message: say(request, m.codeAccepted) });
  });

  /** Sets the new password; every session of the account ends. The mailed code proved the address too. */
  app.post("/password/reset-otp", async (request, reply) => {
    if (await addressLimited(ctx, request, reply, "recovery")) return reply;
    const body = check(resetPasswordBody, request.body);
    if (!body.ok) return formErrors(request, reply, body.fields);
    const { token, email, password } = body.data;
    if (await accountLimited(ctx, request, reply, "recovery", email)) return reply;
    const t = ctx.now();
    // Used up in the same UPDATE that checks it: a token resets once.
    const [used] = await ctx.db
      .update(passwordResetTokens)
      .set({ usedAt: t })
      .where(and(eq(passwordResetTokens.tokenHash, sha256(token).toString("hex")), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, t)))
      .returning({ userId: passwordResetTokens.userId });
    const user = used ? await userById(ctx.db, used.userId) : null;
    if (!user || user.email !== email) {
      // The client shows message.password of a failed reset.
      return reply.code(422).send({ success: false, message: { password: [say(request, m.resetExpired)] } });
    }
    await setPassword(ctx.db, user.id, await hashPassword(password));
    await markVerified(ctx.db, user.id, t);
    await endOtherSessions(ctx, user.id);
    return done(request, reply, m.passwordChanged);
  });

  /** A signed-in change: the current password first; every other session of the account ends. */
  app.post("/password/change", async (request, reply) => {
    const session = await requireBearer(ctx, request, reply);
    if (!session) return reply;
    if (await addressLimited(ctx, request, reply, "recovery")) return reply;
    const body = check(changePasswordBody, request.body);
    if (!body.ok) return formErrors(request, reply, body.fields);
    if (await accountLimited(ctx, request, reply, "recovery", session.userId)) return reply;
    const user = await userById(ctx.db, session.userId);
    if (!user || !(await passwordMatches(user.passwordHash, body.data.current_password))) {
      return reply.code(422).send({ success: false, message: { current_password: [say(request, m.wrongCurrentPassword)] } });
    }
    await setPassword(ctx.db, user.id, await hashPassword(body.data.password));
    await endOtherSessions(ctx, user.id, session.id);
    return done(request, reply, m.passwordChanged);
  });
}
