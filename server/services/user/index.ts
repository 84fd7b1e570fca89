import type { FastifyInstance } from "fastify";
import type { AuthContext } from "../auth/context.ts";
import { fail } from "../auth/reply.ts";
import { m } from "../auth/messages.ts";
import { planOf } from "../auth/plans.ts";
import { twoFactorEnabled, userById } from "../auth/users.ts";
import { route } from "../../http/route.ts";
import { jsonNotFound } from "../not-found.ts";
import { calculationRoutes } from "./calculations.ts";
import { userDataRoutes } from "./user-data.ts";
import { openedCardRoutes } from "./opened-cards.ts";
import { accountRoutes } from "./account-routes.ts";
import { paymentStoryRoutes } from "./payments.ts";
import { watchRoutes } from "./watch/routes.ts";
import { groupRoutes } from "./groups.ts";
import { noteRoutes } from "./notes.ts";
import { startAlertMails } from "./alerts/job.ts";
import { unsubscribeRoutes } from "./alerts/routes.ts";

/** The user service, mounted at /user/api: who is signed in and what their plan opens. Bearer only. */
export async function userService(app: FastifyInstance, opts: { auth: AuthContext }) {
  const ctx = opts.auth;
  jsonNotFound(app);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  route(app, "userInfo", async (request, reply, session) => {
    const user = await userById(ctx.db, session.userId);
    if (!user) return fail(request, reply, 401, m.unauthorized);
    const plan = await planOf(ctx.db, user.id, ctx.now());
    return {
      data: {
        email: user.email,
        is_2fa_enabled: await twoFactorEnabled(ctx.db, user.id),
        plan: plan.id,
        permissions: plan.permissions,
        limits: { card_openings_per_month: plan.cardOpeningsPerMonth },
      },
    };
  });

  route(app, "userServices", async (_request, _reply, session) => ({ data: (await planOf(ctx.db, session.userId, ctx.now())).services }));

  userDataRoutes(app, ctx);
  calculationRoutes(app, ctx);
  openedCardRoutes(app, ctx);
  accountRoutes(app, ctx);
  paymentStoryRoutes(app, ctx);
  watchRoutes(app, ctx);
  groupRoutes(app, ctx);
  noteRoutes(app, ctx);
  unsubscribeRoutes(app, ctx);

  // Mails about followed changes, every ALERT_MAIL_INTERVAL seconds in every process (the claim keeps it once).
  const stopAlertMails = startAlertMails(ctx, ctx.config.ALERT_MAIL_INTERVAL);
  app.addHook("onClose", stopAlertMails);
}
