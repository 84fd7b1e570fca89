import type { FastifyInstance } from "fastify";
import { route } from "../../../http/route.ts";
import { localeOf } from "../../../i18n.ts";
import { issueCode, mailGap } from "../codes.ts";
import type { AuthContext } from "../context.ts";
import { accountLimited, addressGuard } from "../guard.ts";
import { registerAttemptMail, verifyCodeMail } from "../mail/templates.ts";
import { m } from "../messages.ts";
import { hashPassword } from "../passwords.ts";
import { done, refusedForm } from "../reply.ts";
import { createUser, userByEmail } from "../users.ts";

/** The address of the site in a locale, for mails (ru has no prefix). */
const siteUrl = (ctx: AuthContext, locale: string) => `${ctx.config.publicUrl}/${locale === "ru" ? "" : `${locale}/`}`;

export function registerRoutes(app: FastifyInstance, ctx: AuthContext) {
  /**
   * A new address gets an account and a code; a known one gets the same answer (so the
   * answer does not tell who has an account) and its owner a mail without a code.
   */
  route(app, "authRegister", async (request, reply) => {
    const { email, password } = request.body;
    if (await accountLimited(ctx, request, reply, "register", email)) return reply;

    const locale = localeOf(request.headers.lang);
    // Hashed for known addresses too: both answers take the same time.
    const passwordHash = await hashPassword(password);
    const created = await createUser(ctx.db, { email, passwordHash, locale, verifiedAt: null, now: ctx.now() });
    if (created) {
      await mailGap(ctx, "verify", email);
      ctx.mailer.send(verifyCodeMail(locale, email, await issueCode(ctx, "verify", email)));
    } else if ((await mailGap(ctx, "attempt", email)) === 0) {
      const owner = await userByEmail(ctx.db, email);
      const ownerLocale = localeOf(owner?.locale);
      ctx.mailer.send(registerAttemptMail(ownerLocale, email, siteUrl(ctx, ownerLocale)));
    }
    return done(request, reply, m.registered);
  }, { guard: addressGuard(ctx, "register"), invalid: refusedForm });
}
