import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, failureBody, userInfoBody } from "../../../../core/contract/index.ts";
import { invoiceBody, notificationAnswer, userPaymentsBody, type NotificationKind } from "../../../../core/contract/payments.ts";
import { paymentTransactions, userPlans, users } from "../../../../server/db/schema.ts";
import { contentHmac } from "../../../../server/services/api/payments/signature.ts";
import { newTransactionId, notificationFields, signedNotification, type Charge } from "../../../support/payment-provider.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

const SECRET = "test-payment-api-secret-0123456789";
const PUBLIC_ID = "pk_test_0123456789abcdef";
const DAY = 24 * 60 * 60;

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthApp({ PAYMENT_PUBLIC_ID: PUBLIC_ID, PAYMENT_API_SECRET: SECRET });
});
afterAll(async () => { await h.close(); });

async function newUser() {
  const email = await h.signUp();
  const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user?.id ?? "", email, token: (await h.signIn(email)).token };
}
/** After the clock moved days on, the user signs in again (the access token and session have run out). */
const signedInAgain = async (user: User): Promise<User> => ({ ...user, token: (await h.signIn(user.email)).token });
type User = Awaited<ReturnType<typeof newUser>>;

const invoice = (user: User | null, body: unknown, lang = "ru") =>
  h.post("/api/v1/payments/invoices", body, { ...(user ? bearer(user.token) : {}), lang });

async function invoiceFor(user: User, plan = "standard", period = "month") {
  const res = await invoice(user, { plan, period });
  expect(res.statusCode).toBe(200);
  return invoiceBody.parse(res.json()).data;
}

/** Sends what the provider would: signed with `secret` (null: unsigned), fields as the stand-in builds them. */
async function notify(kind: NotificationKind, charge: Charge, secret: string | null = SECRET, change: Record<string, string> = {}) {
  const request = signedNotification(secret, kind, { ...notificationFields(kind, { at: h.clock.now(), ...charge }), ...change });
  return h.app.inject({ method: "POST", url: request.path, payload: request.body, headers: request.headers });
}
const codeOf = (res: Awaited<ReturnType<typeof notify>>) => {
  expect(res.statusCode).toBe(200);
  return notificationAnswer.parse(res.json()).code;
};
const chargeOf = (inv: Awaited<ReturnType<typeof invoiceFor>>, transactionId = newTransactionId()): Charge => ({
  invoiceId: inv.invoice_id, accountId: inv.account_id, amount: inv.amount, currency: inv.currency, transactionId,
});

const planNow = async (user: User) => userInfoBody.parse((await h.get("/user/api/user/info", bearer(user.token))).json()).data.plan;
const story = async (user: User) => userPaymentsBody.parse((await h.get("/user/api/payments", bearer(user.token))).json()).data;

describe("POST /api/v1/payments/invoices", () => {
  it("prices the invoice from the plan data for the signed-in user, with the widget's Public ID", async () => {
    const user = await newUser();
    const data = await invoiceFor(user);
    expect(data).toMatchObject({ amount: 14_900, currency: "KZT", public_id: PUBLIC_ID, account_id: user.id });
    expect(data.description).toContain("Стандарт");
    const en = invoiceBody.parse((await invoice(user, { plan: "corporate", period: "year" }, "en")).json()).data;
    expect(en).toMatchObject({ amount: 1_990_000, currency: "KZT" });
    expect(en.description).toMatch(/Corporate.*year/);
  });

  it("401 signed out; a translated 422 for an unknown or free plan, a period the plan is not sold by, a malformed body", async () => {
    const anonymous = await invoice(null, { plan: "standard", period: "month" });
    expect(anonymous.statusCode).toBe(401);
    failureBody.parse(anonymous.json());
    const user = await newUser();
    for (const [body, field, text] of [
      [{ plan: "platinum", period: "month" }, "plan", /platinum/],
      [{ plan: "free", period: "month" }, "plan", /free/],
      [{ plan: "standard", period: "year" }, "period", /month/],
      [{ plan: "standard", period: "week" }, "period", /month or year/],
    ] as const) {
      const res = await invoice(user, body, "en");
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const answer = errorBody.parse(res.json());
      expect(answer.message).toMatch(text);
      expect(answer.errors).toHaveProperty(field);
    }
    expect((await story(user)).invoices).toEqual([]);
  });
});

describe("POST /api/v1/payments/notifications/{kind}", () => {
  it("a signed pay puts the user on the plan until the month ends; the same notification again changes nothing", async () => {
    const user = await newUser();
    const inv = await invoiceFor(user);
    const charge = chargeOf(inv);
    expect(codeOf(await notify("check", charge))).toBe(0);
    expect(await planNow(user)).toBe("free");
    expect(codeOf(await notify("pay", charge))).toBe(0);
    expect(await planNow(user)).toBe("standard");
    const paid = await story(user);
    expect(paid.current.plan).toBe("standard");
    const endsAt = paid.current.ends_at ?? "";
    expect(new Date(endsAt).getTime() - h.clock.now().getTime()).toBeGreaterThanOrEqual(28 * DAY * 1000);

    expect(codeOf(await notify("pay", charge))).toBe(0);
    const again = await story(user);
    expect(again.current.ends_at).toBe(endsAt);
    expect(again.payments).toHaveLength(1);
    expect(again.payments[0]).toMatchObject({ transaction_id: charge.transactionId, kind: "pay", plan: "standard", period: "month", amount: 14_900, paid_until: endsAt });
    expect(again.invoices).toEqual([expect.objectContaining({ invoice_id: inv.invoice_id, status: "paid", amount: 14_900, plan: "standard" })]);
  });

  it("the same notification sent to two processes at once is applied once", async () => {
    const user = await newUser();
    const charge = chargeOf(await invoiceFor(user));
    const codes = await Promise.all([notify("pay", charge), notify("pay", charge)].map(async (r) => codeOf(await r)));
    expect(codes).toEqual([0, 0]);
    const rows = await h.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
    expect(rows).toHaveLength(1);
    // One period bought, not two.
    const after = await story(user);
    expect(after.current.ends_at).toBe(after.payments[0]?.paid_until);
  });

  it("a missing, wrong or other-secret signature answers 401 and changes nothing", async () => {
    const user = await newUser();
    const charge = chargeOf(await invoiceFor(user));
    for (const secret of [null, "another-secret-0123456789"]) {
      const res = await notify("pay", charge, secret);
      expect(res.statusCode).toBe(401);
      expect(errorBody.parse(res.json()).message).toMatch(/Content-HMAC/);
    }
    // Signed, then one byte of the body changed.
    const request = signedNotification(SECRET, "pay", notificationFields("pay", charge));
    const tampered = await h.app.inject({ method: "POST", url: request.path, payload: request.body.replace("Amount=14900.00", "Amount=14.00"), headers: request.headers });
    expect(tampered.statusCode).toBe(401);
    expect(await planNow(user)).toBe("free");
    expect((await story(user)).payments).toEqual([]);
  });

  it("check refuses another amount (12), another account (11), an unknown invoice (10), a paid invoice (13), an expired one (20)", async () => {
    const user = await newUser();
    const inv = await invoiceFor(user);
    expect(codeOf(await notify("check", { ...chargeOf(inv), amount: 100 }))).toBe(12);
    expect(codeOf(await notify("check", chargeOf(inv), SECRET, { Currency: "USD" }))).toBe(12);
    expect(codeOf(await notify("check", { ...chargeOf(inv), accountId: "someone-else" }))).toBe(11);
    expect(codeOf(await notify("check", { ...chargeOf(inv), invoiceId: "no-such-invoice" }))).toBe(10);
    expect(codeOf(await notify("pay", { ...chargeOf(inv), amount: 100 }))).toBe(12);
    expect(await planNow(user)).toBe("free");

    expect(codeOf(await notify("pay", chargeOf(inv)))).toBe(0);
    expect(codeOf(await notify("check", chargeOf(inv)))).toBe(13);
    const late = await invoiceFor(user);
    h.clock.advance(2 * DAY);
    expect(codeOf(await notify("check", chargeOf(late)))).toBe(20);
    expect((await story(await signedInAgain(user))).invoices.find((i) => i.invoice_id === late.invoice_id)?.status).toBe("expired");
  });

  it("a JSON body signed the same way is accepted; a body missing a field is a translated 422", async () => {
    const user = await newUser();
    const fields = notificationFields("pay", chargeOf(await invoiceFor(user)));
    const json = JSON.stringify(fields);
    const ok = await h.app.inject({
      method: "POST", url: "/api/v1/payments/notifications/pay", payload: json,
      headers: { "content-type": "application/json", "content-hmac": contentHmac(SECRET, json) },
    });
    expect(notificationAnswer.parse(ok.json()).code).toBe(0);
    expect(await planNow(user)).toBe("standard");

    const { Amount: _amount, ...noAmount } = fields;
    const bad = signedNotification(SECRET, "pay", noAmount);
    const refused = await h.app.inject({ method: "POST", url: bad.path, payload: bad.body, headers: { ...bad.headers, lang: "en" } });
    expect(refused.statusCode).toBe(422);
    expect(errorBody.parse(refused.json()).message).toMatch(/Amount/);
  });

  it("recurrent extends the paid period from its end; fail is recorded and changes no plan", async () => {
    const user = await newUser();
    const inv = await invoiceFor(user);
    expect(codeOf(await notify("pay", chargeOf(inv)))).toBe(0);
    const firstEnd = new Date((await story(user)).current.ends_at ?? "");
    expect(codeOf(await notify("fail", chargeOf(inv)))).toBe(0);
    expect(codeOf(await notify("recurrent", chargeOf(inv)))).toBe(0);
    const renewed = await story(user);
    expect(new Date(renewed.current.ends_at ?? "").getTime() - firstEnd.getTime()).toBeGreaterThanOrEqual(28 * DAY * 1000);
    expect(renewed.payments.map((p) => p.kind).sort()).toEqual(["fail", "pay", "recurrent"]);
    expect(renewed.payments.find((p) => p.kind === "fail")?.status).toBe("InsufficientFunds");
    expect(renewed.current.plan).toBe("standard");
  });

  it("refund ends the plan it bought", async () => {
    const user = await newUser();
    const inv = await invoiceFor(user, "business");
    const paid = chargeOf(inv);
    expect(codeOf(await notify("pay", paid))).toBe(0);
    expect(await planNow(user)).toBe("business");
    expect(codeOf(await notify("refund", { ...chargeOf(inv), paymentTransactionId: paid.transactionId }))).toBe(0);
    expect(await planNow(user)).toBe("free");
    const after = await story(user);
    expect(after.current).toMatchObject({ plan: "free", ends_at: null });
    expect(after.invoices[0]?.status).toBe("refunded");
    expect(after.payments.map((p) => p.kind).sort()).toEqual(["pay", "refund"]);
  });

  it("when the paid period ends without renewal the user is back on free", async () => {
    const user = await newUser();
    expect(codeOf(await notify("pay", chargeOf(await invoiceFor(user))))).toBe(0);
    expect(await planNow(user)).toBe("standard");
    h.clock.advance(32 * DAY);
    const later = await signedInAgain(user);
    expect(await planNow(later)).toBe("free");
    expect((await story(later)).current).toMatchObject({ plan: "free", ends_at: null, limits: { left: 0 } });
    // The row stays as history of what was paid; it no longer counts.
    expect(await h.database.db.select().from(userPlans).where(eq(userPlans.userId, user.id))).toHaveLength(1);
  });
});

describe("GET /user/api/payments", () => {
  it("401 signed out", async () => {
    const res = await h.get("/user/api/payments");
    expect(res.statusCode).toBe(401);
    failureBody.parse(res.json());
  });
});

describe("without PAYMENT_PUBLIC_ID and PAYMENT_API_SECRET", () => {
  let off: AuthHarness;
  beforeAll(async () => { off = await startAuthApp(); });
  afterAll(async () => { await off.close(); });

  it("the invoices call answers a translated 409 saying payments are not set up, and a notification 401", async () => {
    const email = await off.signUp();
    const { token } = await off.signIn(email);
    const res = await off.post("/api/v1/payments/invoices", { plan: "standard", period: "month" }, { ...bearer(token), lang: "kk" });
    expect(res.statusCode).toBe(409);
    expect(errorBody.parse(res.json()).message).toMatch(/бапталмаған/);
    const request = signedNotification(SECRET, "pay", notificationFields("pay", { invoiceId: "any", accountId: "any", amount: 1 }));
    expect((await off.app.inject({ method: "POST", url: request.path, payload: request.body, headers: request.headers })).statusCode).toBe(401);
  });
});
