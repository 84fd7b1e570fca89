import type { FastifyInstance } from "fastify";
import { localeOf } from "../../i18n.ts";
import { route } from "../../http/route.ts";
import { issueCode, mailGap } from "../auth/codes.ts";
import type { AuthContext } from "../auth/context.ts";
import { countedGuard } from "../auth/guard.ts";
import { deleteCodeMail } from "../auth/mail/templates.ts";
import { m } from "../auth/messages.ts";
import { done, fail, refusedForm, tooMany } from "../auth/reply.ts";
import { clearSessionCookie } from "../auth/sessions.ts";
import { userById } from "../auth/users.ts";
import { accountMessages, deleteAccount, ownerConfirmed } from "./account-delete.ts";
import { accountExport } from "./account-export.ts";

/** The account's own data: the export, and deletion (limited like the recovery calls: it checks a password or a code). */
export function accountRoutes(app: FastifyInstance, ctx: AuthContext) {
  const counted = countedGuard(ctx, "recovery");

  route(app, "accountExport", async (request, reply, session) => {
    const data = await accountExport(ctx, session);
    if (!data) return fail(request, reply, 401, m.unauthorized);
    const day = data.exported_at.slice(0, 10);
    return reply.header("content-disposition", `attachment; filename="ved-portal-account-${day}.json"`).send(data);
  });

  route(app, "accountDeleteCode", async (request, reply, session) => {
    const user = await userById(ctx.db, session.userId);
    if (!user) return fail(request, reply, 401, m.unauthorized);
    const wait = await mailGap(ctx, "delete", user.email);
    if (wait > 0) return tooMany(request, reply, wait, m.resendWait);
    ctx.mailer.send(deleteCodeMail(localeOf(request.headers.lang), user.email, await issueCode(ctx, "delete", user.email)));
    return done(request, reply, accountMessages.codeSent, { email: user.email });
  }, { guard: counted });

  route(app, "accountDelete", async (request, reply, session) => {
    const user = await userById(ctx.db, session.userId);
    if (!user) return fail(request, reply, 401, m.unauthorized);
    if (!(await ownerConfirmed(ctx, request, reply, user, request.body))) return reply;
    await deleteAccount(ctx, user);
    // The user id only: the address is personal data the account no longer has a reason to keep, in logs too.
    request.log.info({ userId: user.id }, "account deleted");
    clearSessionCookie(ctx, reply);
    return done(request, reply, accountMessages.deleted);
  }, { guard: counted, invalid: refusedForm });
}
