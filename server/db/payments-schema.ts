import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { plans, users } from "./auth-schema.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Invoices we made for the provider's widget: the plan, period and amount are fixed here, from the plan data,
 * and a notification is checked against them. `status`: open, paid or refunded (an open invoice past `expiresAt` reads as expired).
 */
export const paymentInvoices = pgTable(
  "payment_invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull().references(() => plans.id),
    period: text("period").notNull(),
    /** Whole tenge, as the plan's price. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: at("created_at").notNull(),
    /** After this the provider's `check` is refused with code 20. */
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("payment_invoices_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Every notification that changed something, one row per provider TransactionId: the primary key is what
 * makes a repeated notification (or two processes handling it at once) change nothing the second time.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    transactionId: text("transaction_id").primaryKey(),
    /** pay, recurrent, fail, refund. */
    kind: text("kind").notNull(),
    invoiceId: text("invoice_id").notNull().references(() => paymentInvoices.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** Tiyn (1/100 tenge): the provider sends two decimals. */
    amountTiyn: integer("amount_tiyn").notNull(),
    currency: text("currency").notNull(),
    /** The provider's Status, or its Reason for a failure. */
    status: text("status"),
    /** The provider's DateTime, else when it arrived. */
    at: at("at").notNull(),
    /** The end of the period a pay or recurrent bought. */
    paidUntil: at("paid_until"),
  },
  (t) => [index("payment_transactions_user_idx").on(t.userId, t.at)],
);
