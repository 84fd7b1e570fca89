import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../../config.ts";
import { sendError } from "../../../http/errors.ts";
import { route } from "../../../http/route.ts";
import { unprocessable } from "../../../http/validate.ts";
import { localeOf, translate } from "../../../i18n.ts";
import type { AuthContext } from "../../auth/context.ts";
import { requireBearer } from "../../auth/guard.ts";
import { listPlans, planOf } from "../../auth/plans.ts";
import { importerCard, importerProfile } from "./card.ts";
import { openCard } from "./openings.ts";
import { paymentsOf } from "./payments.ts";
import { importerSearchRoutes } from "./search-routes.ts";
import { cardMessages } from "./texts.ts";

const CARD_PERMISSION = "card_opening_ved";

/** GET /v1/plans, GET /v1/open-card and the wizard's search and scope calls (mounted in the main API). */
export function importerCardRoutes(app: FastifyInstance, opts: { auth: AuthContext; config: Config }) {
  const { auth } = opts;
  const { db } = auth;
  importerSearchRoutes(app, db);

  route(app, "plans", async () => {
    const rows = await listPlans(db);
    return {
      data: rows.map((p) => ({
        id: p.id,
        permissions: p.permissions,
        card_openings_per_month: p.cardOpeningsPerMonth,
        price_kzt: p.priceKzt,
        period: p.period,
        paid: p.paid,
      })),
      payments: paymentsOf(opts.config),
    };
  });

  // Never cached, whatever the answer: the header goes first, then the bearer, then the query.
  const uncachedBearer = (request: FastifyRequest, reply: FastifyReply) => requireBearer(auth, request, reply.header("cache-control", "no-store"));

  route(app, "openCard", async (request, reply, session) => {
    const { importer, ...scope } = request.query;
    const locale = localeOf(request.headers.lang);
    const say = (message: (typeof cardMessages)[keyof typeof cardMessages], values?: Record<string, unknown>) => translate(locale, message, values);

    const plan = await planOf(db, session.userId, auth.now());
    if (!plan.permissions.includes(CARD_PERMISSION)) {
      return reply.code(403).send({ message: say(cardMessages.noPermission), reason: "no_permission" });
    }
    // An unknown importer costs nothing: look it up before taking an opening.
    const profile = await importerProfile(db, importer, locale);
    if (!profile) return sendError(request, reply, 404, cardMessages.unknownImporter, { id: importer });

    const opening = await openCard(db, { userId: session.userId, importerId: profile.id, perMonth: plan.cardOpeningsPerMonth, now: auth.now() });
    const limits = { left: opening.limits.left, resets_at: opening.limits.resetsAt.toISOString() };
    if (!opening.ok) return reply.code(402).send({ message: say(cardMessages.limitReached), reason: "limit_reached", limits });
    return { data: { card: await importerCard(db, profile, scope, locale), limits } };
  }, { guard: uncachedBearer, invalid: unprocessable(cardMessages.badImporter) });
}
