import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { PaymentPeriod, UserPayments } from "../../../core/contract/payments.ts";
import type { Db } from "../../db/connect.ts";
import { paymentInvoices, paymentTransactions } from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import type { AuthContext } from "../auth/context.ts";
import { currentPlan } from "../auth/plans.ts";
import { limitsOf } from "../api/importer-card/openings.ts";

/** A user's story is short (a charge a month); the newest hundred of each is more than a page shows. */
const MAX_ROWS = 100;

/** The user's invoices and the provider's transactions on them, newest first. */
export async function paymentStory(db: Db, userId: string, now: Date): Promise<Pick<UserPayments, "invoices" | "payments">> {
  const [invoices, payments] = await Promise.all([
    db.select().from(paymentInvoices).where(eq(paymentInvoices.userId, userId)).orderBy(desc(paymentInvoices.createdAt)).limit(MAX_ROWS),
    db
      .select({ payment: paymentTransactions, planId: paymentInvoices.planId, period: paymentInvoices.period })
      .from(paymentTransactions)
      .innerJoin(paymentInvoices, eq(paymentInvoices.id, paymentTransactions.invoiceId))
      .where(eq(paymentTransactions.userId, userId))
      .orderBy(desc(paymentTransactions.at))
      .limit(MAX_ROWS),
  ]);
  return {
    invoices: invoices.map((i) => ({
      invoice_id: i.id, created_at: i.createdAt.toISOString(), plan: i.planId, period: i.period as PaymentPeriod, amount: i.amount,
      currency: i.currency, status: i.status === "open" && i.expiresAt <= now ? "expired" : (i.status as "open" | "paid" | "refunded"),
    })),
    payments: payments.map(({ payment: p, planId, period }) => ({
      transaction_id: p.transactionId, kind: p.kind as "pay" | "recurrent" | "fail" | "refund", invoice_id: p.invoiceId, plan: planId,
      period: period as PaymentPeriod, amount: p.amountTiyn / 100, currency: p.currency, at: p.at.toISOString(), status: p.status,
      paid_until: p.paidUntil?.toISOString() ?? null,
    })),
  };
}

/** GET /payments: the payment story page's data, with the plan now, its end and this month's openings left. */
export function paymentStoryRoutes(app: FastifyInstance, ctx: AuthContext) {
  route(app, "userPayments", async (_request, _reply, session) => {
    const now = ctx.now();
    const [{ plan, endsAt }, story] = await Promise.all([currentPlan(ctx.db, session.userId, now), paymentStory(ctx.db, session.userId, now)]);
    const limits = await limitsOf(ctx.db, session.userId, plan.cardOpeningsPerMonth, now);
    return {
      data: {
        current: { plan: plan.id, ends_at: endsAt?.toISOString() ?? null, limits: { left: limits.left, resets_at: limits.resetsAt.toISOString() } },
        ...story,
      },
    };
  });
}
