import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tradeDeclarations } from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import type { AuthContext } from "../auth/context.ts";
import { bearerGuard } from "../auth/guard.ts";
import { planOf } from "../auth/plans.ts";
import { limitsOf, openedCards } from "../api/importer-card/openings.ts";

/** GET /opened-cards: the importer cards the bearer's user opened, newest first, and this month's openings left. */
export function openedCardRoutes(app: FastifyInstance, ctx: AuthContext) {
  route(app, "userOpenedCards", async (_request, _reply, session) => {
    const [rows, plan] = await Promise.all([openedCards(ctx.db, session.userId), planOf(ctx.db, session.userId, ctx.now())]);
    const ids = [...new Set(rows.map((r) => r.importerId))];
    const names = ids.length
      ? await ctx.db
          .select({ bin: tradeDeclarations.bin, name: sql<string>`max(${tradeDeclarations.companyName})` })
          .from(tradeDeclarations)
          .where(inArray(tradeDeclarations.bin, ids))
          .groupBy(tradeDeclarations.bin)
      : [];
    const nameOf = new Map(names.map((n) => [n.bin, n.name]));
    const limits = await limitsOf(ctx.db, session.userId, plan.cardOpeningsPerMonth, ctx.now());
    return {
      data: rows.map((r) => ({ importer_id: r.importerId, name: nameOf.get(r.importerId) ?? null, month: r.month, opened_at: r.openedAt.toISOString() })),
      limits: { left: limits.left, resets_at: limits.resetsAt.toISOString() },
    };
  }, { guard: bearerGuard(ctx) });
}
