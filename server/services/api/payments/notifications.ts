import { and, eq, isNotNull } from "drizzle-orm";
import { NOTIFICATION_CODES, type Notification, type NotificationKind, type PaymentPeriod } from "../../../../core/contract/payments.ts";
import type { Db } from "../../../db/connect.ts";
import type { DataChanges } from "../../../db/data-changes.ts";
import { paymentInvoices, paymentTransactions, userPlans, users } from "../../../db/schema.ts";
import { periodEnd } from "./period.ts";

type Code = (typeof NOTIFICATION_CODES)[keyof typeof NOTIFICATION_CODES];
type Invoice = typeof paymentInvoices.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a notification did: the provider's code, and whether its TransactionId had been handled before. */
export interface Outcome {
  code: Code;
  repeated: boolean;
}
const answer = (code: Code, repeated = false): Outcome => ({ code, repeated });

const tiyn = (amount: number) => Math.round(amount * 100);

/** The provider's DateTime (yyyy-MM-dd HH:mm:ss, UTC), or `now` when it is absent or unreadable. */
function providerTime(value: string | undefined, now: Date): Date {
  const at = value ? new Date(`${value.trim().replace(" ", "T")}Z`) : now;
  return Number.isNaN(at.getTime()) ? now : at;
}

async function invoiceById(db: Db | Tx, id: string | undefined): Promise<Invoice | undefined> {
  if (!id) return undefined;
  const [invoice] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
  return invoice;
}

/** A refund names its invoice, or at least the payment it returns. */
async function refundedInvoice(db: Db, n: Notification): Promise<Invoice | undefined> {
  const named = await invoiceById(db, n.InvoiceId);
  if (named || !n.PaymentTransactionId) return named;
  const [paid] = await db
    .select({ invoiceId: paymentTransactions.invoiceId })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, n.PaymentTransactionId));
  return invoiceById(db, paid?.invoiceId);
}

/** The refusal a charge against this invoice gets (10 unknown, 11 another account, 12 another amount), or null. */
function mismatch(invoice: Invoice | undefined, n: Notification): Code | null {
  if (!invoice) return NOTIFICATION_CODES.unknownInvoice;
  if (n.AccountId !== invoice.userId) return NOTIFICATION_CODES.wrongAccount;
  if (tiyn(n.Amount) !== invoice.amount * 100 || n.Currency !== invoice.currency) return NOTIFICATION_CODES.wrongAmount;
  return null;
}

/**
 * Records the notification's transaction once: the primary key on TransactionId makes a repeat (or the same
 * notification handled by two processes at once) insert nothing, and then the caller changes nothing.
 */
async function recordOnce(tx: Tx, row: typeof paymentTransactions.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(paymentTransactions).values(row).onConflictDoNothing().returning({ id: paymentTransactions.transactionId });
  return inserted.length > 0;
}

const transactionRow = (kind: NotificationKind, invoice: Invoice, n: Notification, now: Date) => ({
  transactionId: n.TransactionId, kind, invoiceId: invoice.id, userId: invoice.userId, amountTiyn: tiyn(n.Amount), currency: n.Currency,
  at: providerTime(n.DateTime, now),
});

/**
 * A charge (`pay`, or `recurrent` renewing it) puts the user on the invoice's plan until the paid period ends:
 * from the current end when the same plan is still running (a renewal), else from now. An operator's grant of
 * the same plan, which has no end, stays without one.
 */
async function charge(db: Db, kind: "pay" | "recurrent", invoice: Invoice, n: Notification, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // One user's charges apply one after the other, whichever process receives them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, invoice.userId)).for("update");
    const [current] = await tx.select().from(userPlans).where(eq(userPlans.userId, invoice.userId));
    const samePlan = current?.planId === invoice.planId;
    const unlimited = samePlan && current.endsAt === null;
    const start = samePlan && current.endsAt && current.endsAt > now ? current.endsAt : now;
    const paidUntil = periodEnd(start, invoice.period as PaymentPeriod);
    if (!(await recordOnce(tx, { ...transactionRow(kind, invoice, n, now), status: n.Status ?? null, paidUntil }))) return answer(0, true);
    await tx.update(paymentInvoices).set({ status: "paid" }).where(eq(paymentInvoices.id, invoice.id));
    if (!unlimited) {
      const plan = { planId: invoice.planId, grantedAt: now, endsAt: paidUntil };
      await tx.insert(userPlans).values({ userId: invoice.userId, ...plan }).onConflictDoUpdate({ target: userPlans.userId, set: plan });
    }
    return answer(0);
  });
}

/** A refund ends the paid plan it bought now; an operator's grant (no end) is not a payment and stays. */
async function refund(db: Db, invoice: Invoice, n: Notification, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await recordOnce(tx, { ...transactionRow("refund", invoice, n, now), status: n.Status ?? null }))) return answer(0, true);
    await tx.update(paymentInvoices).set({ status: "refunded" }).where(eq(paymentInvoices.id, invoice.id));
    await tx
      .delete(userPlans)
      .where(and(eq(userPlans.userId, invoice.userId), eq(userPlans.planId, invoice.planId), isNotNull(userPlans.endsAt)));
    return answer(0);
  });
}

/** A declined charge is kept for the payment story; the plan does not change. */
async function failure(db: Db, invoice: Invoice, n: Notification, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const recorded = await recordOnce(tx, { ...transactionRow("fail", invoice, n, now), status: n.Reason ?? n.Status ?? null });
    return answer(0, !recorded);
  });
}

/**
 * Applies a notification whose signature was checked. `check` asks whether a charge may go ahead and
 * changes nothing; the others are applied once per TransactionId.
 */
export async function handleNotification(
  { db, changes }: { db: Db; changes: DataChanges }, kind: NotificationKind, n: Notification, now: Date,
): Promise<Outcome> {
  // A charge or refund applied (not a repeat) changed the user's plan: every process forgets the access it kept.
  const planChanged = async (userId: string, outcome: Outcome) => {
    if (outcome.code === 0 && !outcome.repeated) await changes.announce("access", userId);
    return outcome;
  };
  if (kind === "refund") {
    const invoice = await refundedInvoice(db, n);
    if (!invoice) return answer(NOTIFICATION_CODES.unknownInvoice);
    if (n.AccountId !== undefined && n.AccountId !== invoice.userId) return answer(NOTIFICATION_CODES.wrongAccount);
    return planChanged(invoice.userId, await refund(db, invoice, n, now));
  }
  const invoice = await invoiceById(db, n.InvoiceId);
  const refused = mismatch(invoice, n);
  if (refused !== null || !invoice) return answer(refused ?? NOTIFICATION_CODES.unknownInvoice);
  switch (kind) {
    case "check":
      if (invoice.status !== "open") return answer(NOTIFICATION_CODES.refused);
      return answer(invoice.expiresAt <= now ? NOTIFICATION_CODES.expired : NOTIFICATION_CODES.ok);
    case "fail":
      return failure(db, invoice, n, now);
    default:
      return planChanged(invoice.userId, await charge(db, kind, invoice, n, now));
  }
}
