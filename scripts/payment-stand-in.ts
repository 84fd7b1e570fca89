// The CloudPayments stand-in for development: sends the running portal a notification signed with
// PAYMENT_API_SECRET, as the provider would after its widget took (or refused) a card.
//   npx tsx scripts/payment-stand-in.ts <check|pay|fail|recurrent> <invoice_id> <account_id> <amount>
//   npx tsx scripts/payment-stand-in.ts refund <invoice_id> <account_id> <amount> <payment_transaction_id>
// invoice_id, account_id and amount are what POST /api/v1/payments/invoices answered. The portal's address is
// PAYMENT_STAND_IN_URL, else PUBLIC_URL, else http://localhost:$PORT.
import { NOTIFICATION_KINDS, type NotificationKind } from "../core/contract/payments.ts";
import { loadConfig } from "../server/config.ts";
import { notificationFields, signedNotification } from "../tests/support/payment-provider.ts";

const [kind, invoiceId, accountId, amount, paymentTransactionId] = process.argv.slice(2);
const usage = "usage: payment-stand-in.ts <check|pay|fail|recurrent|refund> <invoice_id> <account_id> <amount> [payment_transaction_id]";
if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? "") || !invoiceId || !accountId || !(Number(amount) > 0)) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const secret = config.PAYMENT_API_SECRET;
if (!secret) {
  console.error("PAYMENT_API_SECRET is not set: the portal takes no payments, and nothing could sign the notification");
  process.exit(2);
}
const base = process.env.PAYMENT_STAND_IN_URL ?? config.publicUrl;
const fields = notificationFields(kind as NotificationKind, { invoiceId, accountId, amount: Number(amount), paymentTransactionId });
const request = signedNotification(secret, kind as NotificationKind, fields);
const response = await fetch(new URL(request.path, base), { method: "POST", headers: request.headers, body: request.body });
console.log(`${kind} TransactionId=${fields.TransactionId}: HTTP ${response.status} ${await response.text()}`);
process.exitCode = response.ok ? 0 : 1;
