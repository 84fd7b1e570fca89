import { z } from "zod";
import { failureBody } from "./auth.ts";
import { errorBody, type Endpoint } from "./common.ts";
import { cardLimitsBody } from "./importer-card.ts";

// Checkout through CloudPayments (issue 17): the server makes the invoice (amount and currency from the plan
// data), the provider's widget takes the card, and the provider's signed notifications change the user's plan.

export const PAYMENT_PERIODS = ["month", "year"] as const;
export const paymentPeriod = z.enum(PAYMENT_PERIODS);
export type PaymentPeriod = z.infer<typeof paymentPeriod>;

// ---------- POST /api/v1/payments/invoices ----------
/** A paid plan and the period it is sold by (GET /api/v1/plans gives each plan's `period`). */
export const invoiceRequest = z.object({
  plan: z.string().trim().min(1).max(40),
  period: paymentPeriod,
});
/** What the provider's widget is opened with (its `publicId`, `invoiceId`, `accountId`, `amount`, `currency`, `description`). */
export const invoiceBody = z.object({
  data: z.object({
    invoice_id: z.string(),
    /** In `currency`, from the plan data. */
    amount: z.number().positive(),
    /** ISO 4217: KZT. */
    currency: z.string(),
    /** The provider's Public ID (PAYMENT_PUBLIC_ID). */
    public_id: z.string(),
    /** Our user id: the provider sends it back as AccountId. */
    account_id: z.string(),
    /** The purchase in the `lang` header's language, as the widget and the receipt show it. */
    description: z.string(),
  }),
});
export type Invoice = z.infer<typeof invoiceBody>["data"];

// ---------- POST /api/v1/payments/notifications/{kind} ----------
export const NOTIFICATION_KINDS = ["check", "pay", "fail", "refund", "recurrent"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationParams = z.object({ kind: z.enum(NOTIFICATION_KINDS) });

/** A form field is a string; JSON may send a number. */
const text = z.union([z.string(), z.number()]).transform(String);
const decimal = text.pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/)).transform(Number);

/**
 * The notification's fields as CloudPayments sends them (form-urlencoded or JSON); fields not named here are
 * kept and ignored. `refund` carries the refunded payment in PaymentTransactionId; `fail` its Reason and
 * ReasonCode; `recurrent` is a renewal charge of the subscription started by InvoiceId.
 */
export const notificationBody = z.looseObject({
  TransactionId: text.pipe(z.string().regex(/^\d{1,19}$/)),
  Amount: decimal,
  Currency: text.pipe(z.string().regex(/^[A-Z]{3}$/)),
  InvoiceId: text.optional(),
  AccountId: text.optional(),
  /** Completed, Authorized, Declined… */
  Status: text.optional(),
  /** yyyy-MM-dd HH:mm:ss, UTC. */
  DateTime: text.optional(),
  /** A JSON object passed through from the widget. */
  Data: text.optional(),
  PaymentTransactionId: text.optional(),
  SubscriptionId: text.optional(),
  Reason: text.optional(),
  ReasonCode: text.optional(),
});
export type Notification = z.output<typeof notificationBody>;

/**
 * CloudPayments' answer codes: 0 accepted; a refused `check`: 10 unknown invoice, 11 wrong account,
 * 12 wrong amount, 13 cannot be accepted, 20 expired.
 */
export const NOTIFICATION_CODES = { ok: 0, unknownInvoice: 10, wrongAccount: 11, wrongAmount: 12, refused: 13, expired: 20 } as const;
export const notificationAnswer = z.object({ code: z.literal([0, 10, 11, 12, 13, 20]) });

// ---------- GET /user/api/payments ----------
export const INVOICE_STATUSES = ["open", "paid", "refunded", "expired"] as const;
export const paymentInvoice = z.object({
  invoice_id: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  plan: z.string(),
  period: paymentPeriod,
  amount: z.number(),
  currency: z.string(),
  /** open: not paid yet; expired: not paid in time, no longer accepted. */
  status: z.enum(INVOICE_STATUSES),
});
export const paymentRecord = z.object({
  /** The provider's TransactionId. */
  transaction_id: z.string(),
  kind: z.enum(["pay", "recurrent", "fail", "refund"]),
  invoice_id: z.string(),
  plan: z.string(),
  period: paymentPeriod,
  amount: z.number(),
  currency: z.string(),
  /** When the provider did it (its DateTime), ISO 8601. */
  at: z.string(),
  /** The provider's Status (Completed, Declined…); for `fail` its Reason. */
  status: z.string().nullable(),
  /** The paid period a pay or recurrent bought, ISO 8601; null for fail and refund. */
  paid_until: z.string().nullable(),
});
export const userPaymentsBody = z.object({
  data: z.object({
    /** The plan now; `ends_at` null when it does not end (free, or put on it by an operator). */
    current: z.object({ plan: z.string(), ends_at: z.string().nullable(), limits: cardLimitsBody }),
    /** Newest first. */
    invoices: z.array(paymentInvoice),
    /** Newest first. */
    payments: z.array(paymentRecord),
  }),
});
export type UserPayments = z.infer<typeof userPaymentsBody>["data"];

export const paymentEndpoints = {
  paymentInvoice: {
    method: "POST", path: "/api/v1/payments/invoices", tag: "api", access: "signed-in",
    summary: "An invoice for a paid plan in the period it is sold by, to open the CloudPayments widget with: amount and currency from the plan data; 409 when payments are not set up",
    body: invoiceRequest, responses: { 200: invoiceBody, 401: failureBody, 409: errorBody, 422: errorBody },
  },
  paymentNotification: {
    method: "POST", path: "/api/v1/payments/notifications/{kind}", tag: "api", access: "everyone",
    summary: "CloudPayments notifications (check, pay, fail, refund, recurrent), form-urlencoded or JSON; header Content-HMAC: base64 HMAC-SHA256 of the raw body with PAYMENT_API_SECRET; idempotent by TransactionId; answers {code} (0 accepted, 10/11/12/13/20 a refused check); 401 without a valid signature, nothing changes",
    params: notificationParams, body: notificationBody,
    responses: { 200: notificationAnswer, 401: errorBody, 422: errorBody },
  },
  userPayments: {
    method: "GET", path: "/user/api/payments", tag: "user", access: "signed-in",
    summary: "The user's invoices and payments, newest first, with the current plan, its end date and this month's card openings left",
    responses: { 200: userPaymentsBody, 401: failureBody },
  },
} as const satisfies Record<string, Endpoint>;
