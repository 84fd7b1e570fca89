import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { passwordResetTokens } from "../../../db/schema.ts";
import { route } from "../../../http/route.ts";
import { localeOf } from "../../../i18n.ts";
import { consumeCode, issueCode, mailGap } from "../codes.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressGuard, addressLimited } from "../guard.ts";
import { sha256 } from "../hash.ts";
import { resetCodeMail } from "../mail/templates.ts";
import { m } from "../messages.ts";
import { hashPassword, passwordMatches } from "../passwords.ts";
import { done, fail, refusedCall, refusedForm, say, tooMany } from "../reply.ts";
import { endOtherSessions, type Session } from "../sessions.ts";
import { markVerified, setPassword, userByEmail, userById } from "../users.ts";

const RESET_TOKEN_SECONDS = 15 * 60;

export function passwordRoutes(app: FastifyInstance, ctx: AuthContext) {
  const guard = addressGuard(ctx, "recovery");
  // The bearer's session comes from the call's access rule (http/route.ts); then the address limit.
  const signedInAndCounted = async (request: FastifyRequest, reply: FastifyReply, session: Session) =>
    ((await addressLimited(ctx, request, reply, "recovery")) ? null : session);

  /** A recovery code, mailed only when the address has an account; the same answer either way. */
  route(app, "authPasswordEmailOtp", async (request, reply) => {
    const { email } = request.body;
    if (await accountLimited(ctx, request, reply, "recovery", email)) return reply;
    const wait = await mailGap(ctx, "reset", email);
    if (wait > 0) return tooMany(request, reply, wait, m.resendWait);
    if (await userByEmail(ctx.db, email)) {
      ctx.mailer.send(resetCodeMail(localeOf(request.headers.lang), email, await issueCode(ctx, "reset", email)));
    }
    return done(request, reply, m.codeSent);
  }, { guard, invalid: refusedCall });

  /** A right recovery code becomes a single-use token for one password reset within 15 minutes. */
  route(app, "authPasswordValidateOtp", async (request, reply) => {
    const { email, otp } = request.body;
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
  }, { guard, invalid: refusedCall });

  /** Sets the new password; every session of the account ends. The mailed code proved the address too. */
  route(app, "authPasswordReset", async (request, reply) => {
    const { token, email, password } = request.body;
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
  }, { guard, invalid: refusedForm });

  /** A signed-in change: the current password first; every other session of the account ends. */
  route(app, "authPasswordChange", async (request, reply, session) => {
    const { body } = request;
    if (await accountLimited(ctx, request, reply, "recovery", session.userId)) return reply;
    const user = await userById(ctx.db, session.userId);
    if (!user || !(await passwordMatches(user.passwordHash, body.current_password))) {
      return reply.code(422).send({ success: false, message: { current_password: [say(request, m.wrongCurrentPassword)] } });
    }
    await setPassword(ctx.db, user.id, await hashPassword(body.password));
    await endOtherSessions(ctx, user.id, session.id);
    return done(request, reply, m.passwordChanged);
  }, { guard: signedInAndCounted, invalid: refusedForm });
}
