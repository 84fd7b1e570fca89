import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExportBody } from "../../../../core/contract/account.ts";
import { invoiceBody } from "../../../../core/contract/payments.ts";
import { paymentInvoices, paymentTransactions, users } from "../../../../server/db/schema.ts";
import { newTransactionId, notificationFields, signedNotification } from "../../../support/payment-provider.ts";
import { bearer, PASSWORD, startAuthApp, type AuthHarness } from "../auth/harness.ts";

const SECRET = "test-payment-api-secret-0123456789";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp({ PAYMENT_PUBLIC_ID: "pk_test_0123456789abcdef", PAYMENT_API_SECRET: SECRET }); });
afterAll(async () => { await h.close(); });

/** A user who bought the standard plan through the stand-in provider: their token and the payment's transaction id. */
async function payingUser() {
  const email = await h.signUp();
  const { token } = await h.signIn(email);
  const res = await h.post("/api/v1/payments/invoices", { plan: "standard", period: "month" }, bearer(token));
  expect(res.statusCode).toBe(200);
  const inv = invoiceBody.parse(res.json()).data;
  const transactionId = newTransactionId();
  const fields = notificationFields("pay", { invoiceId: inv.invoice_id, accountId: inv.account_id, amount: inv.amount, currency: inv.currency, transactionId, at: h.clock.now() });
  const pay = signedNotification(SECRET, "pay", fields);
  expect((await h.app.inject({ method: "POST", url: pay.path, payload: pay.body, headers: pay.headers })).statusCode).toBe(200);
  return { email, token, invoiceId: inv.invoice_id, transactionId };
}

describe("the account's payments", () => {
  it("are in the export with the plan's end, and no other user's", async () => {
    const me = await payingUser();
    const other = await payingUser();
    const data = accountExportBody.parse((await h.get("/user/api/account/export", bearer(me.token))).json());
    expect(data.account.plan).toBe("standard");
    expect(Date.parse(data.account.plan_ends_at ?? "")).toBeGreaterThan(h.clock.now().getTime());
    expect(data.invoices.map((i) => [i.invoice_id, i.status])).toEqual([[me.invoiceId, "paid"]]);
    expect(data.payments.map((p) => p.transaction_id)).toEqual([me.transactionId]);
    expect(JSON.stringify(data)).not.toContain(other.transactionId);
  });

  it("go with the account when it is deleted", async () => {
    const me = await payingUser();
    const [user] = await h.database.db.select().from(users).where(eq(users.email, me.email));
    const res = await h.app.inject({ method: "POST", url: "/user/api/account/delete", payload: { password: PASSWORD }, headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(await h.database.db.select().from(paymentInvoices).where(eq(paymentInvoices.userId, user!.id))).toEqual([]);
    expect(await h.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user!.id))).toEqual([]);
  });
});
