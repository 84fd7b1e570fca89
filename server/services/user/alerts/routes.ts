import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notificationSettings } from "../../../db/watch-schema.ts";
import { sendError } from "../../../http/errors.ts";
import { route } from "../../../http/route.ts";
import { localeOf, translate } from "../../../i18n.ts";
import type { AuthContext } from "../../auth/context.ts";
import { userById } from "../../auth/users.ts";
import { settingsOf } from "../watch/routes.ts";
import { unsubscribeUser } from "./token.ts";

const t = {
  badToken: /*i18n*/ { id: "error.unsubscribe.badToken", message: "Ссылка для отписки недействительна. Откройте её из последнего письма или отключите письма в профиле, в разделе «Уведомления»" },
  done: /*i18n*/ { id: "unsubscribe.done", message: "Письма об изменениях больше не придут. Включить их снова можно в профиле, в разделе «Уведомления»" },
};

/** The unsubscribe link of the alert mails: no sign-in, the token says whose mails stop. */
export function unsubscribeRoutes(app: FastifyInstance, ctx: AuthContext) {
  // A mail client's one-click POST is a form (RFC 8058): only this call reads form bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))));
    route(scope, "userUnsubscribe", async (request, reply) => {
      const token = request.body.token ?? request.query.token;
      const userId = token === undefined ? null : unsubscribeUser(ctx.unsubscribeKey, token);
      // A token of a deleted account is as good as none: there is nothing left to stop.
      if (userId === null || !(await userById(ctx.db, userId))) return sendError(request, reply, token === undefined ? 422 : 400, t.badToken);
      const { hour } = (await settingsOf(ctx.db, userId)).data;
      await ctx.db.insert(notificationSettings).values({ userId, mode: "off", hour })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { mode: "off", updatedAt: sql`now()` } });
      return { data: { mode: "off" as const, hour }, message: translate(localeOf(request.headers.lang), t.done) };
    });
  });
}
