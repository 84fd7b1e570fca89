import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PaymentPeriod } from "../../../../core/contract/payments.ts";
import type { Db } from "../../../db/connect.ts";
import { paymentInvoices, plans } from "../../../db/schema.ts";

/** Tenge: the plans are priced in it. */
export const CURRENCY = "KZT";
/** The widget is paid within minutes; a day covers a bank's slow 3-D Secure and a second try. */
const INVOICE_TTL_MS = 24 * 60 * 60 * 1000;

export type InvoiceResult =
  | { ok: true; invoice: typeof paymentInvoices.$inferSelect }
  | { ok: false; reason: "unknown-plan" }
  | { ok: false; reason: "wrong-period"; period: PaymentPeriod };

/**
 * An invoice for a paid plan, priced from the plans table. A plan is sold by the one period its row names
 * (its price is for that period): asking for the other is refused rather than priced by a guess.
 */
export async function createInvoice(db: Db, input: { userId: string; plan: string; period: PaymentPeriod; now: Date }): Promise<InvoiceResult> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, input.plan));
  if (!plan?.paid || plan.priceKzt <= 0) return { ok: false, reason: "unknown-plan" };
  if (plan.period !== input.period) return { ok: false, reason: "wrong-period", period: plan.period as PaymentPeriod };
  const [invoice] = await db
    .insert(paymentInvoices)
    .values({
      id: randomUUID(), userId: input.userId, planId: plan.id, period: plan.period, amount: plan.priceKzt, currency: CURRENCY,
      createdAt: input.now, expiresAt: new Date(input.now.getTime() + INVOICE_TTL_MS),
    })
    .returning();
  if (!invoice) throw new Error("the invoice insert returned no row");
  return { ok: true, invoice };
}
