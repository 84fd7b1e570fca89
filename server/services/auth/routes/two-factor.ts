import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { totpSecrets } from "../../../db/schema.ts";
import { route } from "../../../http/route.ts";
import type { AuthContext } from "../context.ts";
import { countedGuard } from "../guard.ts";
import { m } from "../messages.ts";
import { qrSvg } from "../qr.ts";
import { done, fail, refusedCall } from "../reply.ts";
import { newTotpSecret, otpauthUrl } from "../totp.ts";
import { acceptTotp } from "../two-factor.ts";
import { userById } from "../users.ts";

export function twoFactorRoutes(app: FastifyInstance, ctx: AuthContext) {
  const issuer = new URL(ctx.config.publicUrl).hostname;

  /** Within the 2FA limits (the session found by the call's access rule): the session, else an answer already sent and null. */
  const guard = countedGuard(ctx, "2fa");

  const secretOf = async (userId: string) =>
    (await ctx.db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)))[0] ?? null;

  /** A new pending secret (replacing any pending one); it works only after /2fa/enable proves the app has it. */
  const guarded = { guard, invalid: refusedCall };

  route(app, "auth2faSetup", async (request, reply, session) => {
    if ((await secretOf(session.userId))?.enabled) return fail(request, reply, 409, m.twoFactorAlreadyOn);
    const user = await userById(ctx.db, session.userId);
    if (!user) return fail(request, reply, 401, m.unauthorized);
    const secret = newTotpSecret();
    await ctx.db
      .insert(totpSecrets)
      .values({ userId: user.id, secret, enabled: false, lastStep: 0 })
      .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, enabled: false, lastStep: 0 } });
    const url = otpauthUrl(issuer, user.email, secret);
    return reply.header("cache-control", "no-store").send({ data: { secret, otpauth_url: url, qr_svg: qrSvg(url) } });
  }, guarded);

  route(app, "auth2faEnable", async (request, reply, session) => {
    const pending = await secretOf(session.userId);
    if (!pending) return fail(request, reply, 422, m.twoFactorNotSetUp);
    if (pending.enabled) return fail(request, reply, 409, m.twoFactorAlreadyOn);
    if (!(await acceptAndSet(session.userId, request.body.code, false))) return fail(request, reply, 403, m.wrongTwoFactor);
    return done(request, reply, m.twoFactorOn);
  }, guarded);

  route(app, "auth2faDisable", async (request, reply, session) => {
    if (!(await secretOf(session.userId))?.enabled) return fail(request, reply, 422, m.twoFactorIsOff);
    if (!(await acceptAndSet(session.userId, request.body.code, true))) return fail(request, reply, 403, m.wrongTwoFactor);
    return done(request, reply, m.twoFactorOff);
  }, guarded);

  /** Checks the code against the secret in state `enabled`, then flips the state. */
  async function acceptAndSet(userId: string, code: string, enabled: boolean): Promise<boolean> {
    if (!(await acceptTotp(ctx, userId, code, enabled))) return false;
    if (enabled) await ctx.db.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
    else await ctx.db.update(totpSecrets).set({ enabled: true }).where(eq(totpSecrets.userId, userId));
    return true;
  }
}
