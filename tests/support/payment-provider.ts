import { randomInt } from "node:crypto";
import type { NotificationKind } from "../../core/contract/payments.ts";
import { contentHmac } from "../../server/services/api/payments/signature.ts";

/**
 * A stand-in for CloudPayments' side of the checkout: the notifications it sends about a charge, with the
 * fields it names, form-urlencoded and signed with the API secret in Content-HMAC. The server cannot tell
 * it from the provider. Used by the API tests and by scripts/payment-stand-in.ts.
 */

/** A charge the provider made (or refused) against one of our invoices, as its widget was opened. */
export interface Charge {
  invoiceId: string;
  accountId: string;
  amount: number;
  currency?: string;
  /** The provider's id of this operation; a fresh one when absent. */
  transactionId?: string;
  /** A refund's original payment. */
  paymentTransactionId?: string;
  at?: Date;
}

export interface SignedNotification {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** The provider's transaction ids are 64-bit numbers. */
export const newTransactionId = () => String(randomInt(1, 2 ** 47));

/** yyyy-MM-dd HH:mm:ss in UTC, as the provider writes DateTime. */
const providerTime = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

/** The form fields CloudPayments sends for this kind of notification. */
export function notificationFields(kind: NotificationKind, charge: Charge): Record<string, string> {
  const fields: Record<string, string> = {
    TransactionId: charge.transactionId ?? newTransactionId(),
    Amount: charge.amount.toFixed(2),
    Currency: charge.currency ?? "KZT",
    InvoiceId: charge.invoiceId,
    AccountId: charge.accountId,
    DateTime: providerTime(charge.at ?? new Date()),
    OperationType: kind === "refund" ? "Refund" : "Payment",
    TestMode: "1",
    CardFirstSix: "424242",
    CardLastFour: "4242",
    Data: JSON.stringify({ stand_in: true }),
  };
  if (kind === "pay" || kind === "recurrent") fields.Status = "Completed";
  if (kind === "fail") Object.assign(fields, { Status: "Declined", Reason: "InsufficientFunds", ReasonCode: "5051" });
  if (kind === "refund" && charge.paymentTransactionId) fields.PaymentTransactionId = charge.paymentTransactionId;
  return fields;
}

/** The request the provider sends: path, form body and its Content-HMAC (`secret` null: unsigned). */
export function signedNotification(secret: string | null, kind: NotificationKind, fields: Record<string, string>): SignedNotification {
  const body = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded; charset=utf-8" };
  if (secret !== null) headers["content-hmac"] = contentHmac(secret, body);
  return { path: `/api/v1/payments/notifications/${kind}`, body, headers };
}
