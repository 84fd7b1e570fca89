import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { UserPayments } from "../../../../core/contract/payments.ts";
import { messages } from "../../../../locales/en/messages.ts";
import { storyExport, storyRows } from "../../../../src/components/payments/storyRows.ts";

const i18n = setupI18n({ locale: "en", messages: { en: messages } });

const DATA: UserPayments = {
  current: { plan: "standard", ends_at: "2026-12-26T19:00:00.000Z", limits: { left: 10, resets_at: "2026-11-30T19:00:00.000Z" } },
  invoices: [
    { invoice_id: "inv-2", created_at: "2026-11-26T10:00:00.000Z", plan: "standard", period: "month", amount: 14000, currency: "KZT", status: "paid" },
    { invoice_id: "inv-1", created_at: "2026-11-20T10:00:00.000Z", plan: "business", period: "month", amount: 45000, currency: "KZT", status: "expired" },
  ],
  payments: [
    {
      transaction_id: "900001", kind: "pay", invoice_id: "inv-2", plan: "standard", period: "month", amount: 14000, currency: "KZT",
      at: "2026-11-26T10:01:00.000Z", status: "Completed", paid_until: "2026-12-26T19:00:00.000Z",
    },
    {
      transaction_id: "900000", kind: "fail", invoice_id: "inv-2", plan: "standard", period: "month", amount: 14000, currency: "KZT",
      at: "2026-11-26T10:00:30.000Z", status: "Insufficient funds", paid_until: null,
    },
  ],
};

describe("payment story rows (issue 17)", () => {
  it("puts invoices and payments in one story, newest first, in the reader's words, with the provider's transaction", () => {
    const rows = storyRows(i18n, DATA);
    expect(rows.map((r) => [r.operation, r.status, r.until, r.transaction])).toEqual([
      ["Payment", "completed", "27 December 2026", "900001"],
      ["Payment declined", "Insufficient funds", null, "900000"],
      ["Invoice", "paid", null, null],
      ["Invoice", "payment period expired", null, null],
    ]);
    expect(rows[0]).toMatchObject({ plan: "Standard", period: "month", amount: 14000, currency: "KZT", date: "26 Nov 2026, 15:01" });
  });

  it("lists a payment above its invoice made within the same second (the provider's time has whole seconds)", () => {
    const sameSecond: UserPayments = {
      ...DATA,
      invoices: [{ ...DATA.invoices[0]!, created_at: "2026-11-26T10:01:00.700Z" }],
      payments: [DATA.payments[0]!],
    };
    expect(storyRows(i18n, sameSecond).map((r) => r.operation)).toEqual(["Payment", "Invoice"]);
  });

  it("exports the same lines with the amount as a number and the currency beside it", () => {
    const file = storyExport(i18n, storyRows(i18n, DATA));
    expect(file.columns.map((c) => c.key)).toEqual(["date", "operation", "plan", "period", "amount", "currency", "status", "until", "transaction"]);
    expect(file.rows[0]).toMatchObject({ amount: 14000, currency: "KZT", transaction: "900001" });
  });
});
