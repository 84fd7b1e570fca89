import type { I18n, MessageDescriptor } from "@lingui/core";
import type { UserPayments } from "../../../core/contract/payments.ts";
import { formatMoment } from "../containers/format.ts";
import { resetDate } from "../importer-card/messages.ts";
import type { ExportColumn, ExportRow } from "../export/table.ts";
import { PERIOD_NAMES, planName } from "../tariffs/planText.ts";

/** One line of the payment story: an invoice we made or something the provider did. */
export interface StoryRow {
  key: string;
  /** ISO 8601, for sorting. */
  at: string;
  date: string;
  operation: string;
  plan: string;
  period: string;
  amount: number;
  currency: string;
  status: string;
  /** The day the plan a payment bought runs until, written out. */
  until: string | null;
  transaction: string | null;
}

const OPERATIONS: Record<"invoice" | UserPayments["payments"][number]["kind"], MessageDescriptor> = {
  invoice: /*i18n*/ { id: "paymentStory.op.invoice", message: "Счёт" },
  pay: /*i18n*/ { id: "paymentStory.op.pay", message: "Оплата" },
  recurrent: /*i18n*/ { id: "paymentStory.op.recurrent", message: "Продление" },
  fail: /*i18n*/ { id: "paymentStory.op.fail", message: "Отказ в оплате" },
  refund: /*i18n*/ { id: "paymentStory.op.refund", message: "Возврат" },
};

const INVOICE_STATUS: Record<UserPayments["invoices"][number]["status"], MessageDescriptor> = {
  open: /*i18n*/ { id: "paymentStory.invoice.open", message: "ожидает оплаты" },
  paid: /*i18n*/ { id: "paymentStory.invoice.paid", message: "оплачен" },
  refunded: /*i18n*/ { id: "paymentStory.invoice.refunded", message: "возвращён" },
  expired: /*i18n*/ { id: "paymentStory.invoice.expired", message: "срок оплаты истёк" },
};

// The provider's statuses (CloudPayments' Status field); another one, or a failure's reason, shows as sent.
const PROVIDER_STATUS: Record<string, MessageDescriptor> = {
  Completed: /*i18n*/ { id: "paymentStory.status.completed", message: "проведён" },
  Authorized: /*i18n*/ { id: "paymentStory.status.authorized", message: "авторизован" },
  Declined: /*i18n*/ { id: "paymentStory.status.declined", message: "отклонён" },
  Cancelled: /*i18n*/ { id: "paymentStory.status.cancelled", message: "отменён" },
};

/** Invoices and payments in one story, newest first. */
export function storyRows(i18n: I18n, data: UserPayments): StoryRow[] {
  const common = (plan: string, period: "month" | "year", at: string) => ({
    at,
    date: formatMoment(i18n.locale, at),
    plan: planName(i18n, plan),
    period: i18n._(PERIOD_NAMES[period]),
  });
  const invoices = data.invoices.map(
    (inv): StoryRow => ({
      key: `invoice-${inv.invoice_id}`,
      ...common(inv.plan, inv.period, inv.created_at),
      operation: i18n._(OPERATIONS.invoice),
      amount: inv.amount,
      currency: inv.currency,
      status: i18n._(INVOICE_STATUS[inv.status]),
      until: null,
      transaction: null,
    }),
  );
  const payments = data.payments.map((p): StoryRow => {
    const known = p.status ? PROVIDER_STATUS[p.status] : undefined;
    return {
      key: `${p.kind}-${p.transaction_id}`,
      ...common(p.plan, p.period, p.at),
      operation: i18n._(OPERATIONS[p.kind]),
      amount: p.amount,
      currency: p.currency,
      status: known ? i18n._(known) : (p.status ?? ""),
      until: p.paid_until ? resetDate(i18n.locale, p.paid_until) : null,
      transaction: p.transaction_id,
    };
  });
  // The provider's DateTime has whole seconds: within one second a payment is after its invoice, so first.
  const second = (r: StoryRow) => r.at.slice(0, 19);
  return [...payments, ...invoices].sort((a, b) => second(b).localeCompare(second(a)));
}

/** The story's columns for the CSV and XLSX files: amounts stay numbers, the currency beside them. */
export function storyExport(i18n: I18n, rows: readonly StoryRow[]): { columns: ExportColumn[]; rows: ExportRow[] } {
  const columns: ExportColumn[] = [
    { key: "date", label: i18n._({ id: "paymentStory.col.date", message: "Дата" }), kind: "text" },
    { key: "operation", label: i18n._({ id: "paymentStory.col.operation", message: "Операция" }), kind: "text" },
    { key: "plan", label: i18n._({ id: "paymentStory.col.plan", message: "Тариф" }), kind: "text" },
    { key: "period", label: i18n._({ id: "paymentStory.col.period", message: "Срок" }), kind: "text" },
    { key: "amount", label: i18n._({ id: "paymentStory.col.amount", message: "Сумма" }), kind: "number" },
    { key: "currency", label: i18n._({ id: "paymentStory.col.currency", message: "Валюта" }), kind: "text" },
    { key: "status", label: i18n._({ id: "paymentStory.col.status", message: "Статус" }), kind: "text" },
    { key: "until", label: i18n._({ id: "paymentStory.col.until", message: "Тариф оплачен до" }), kind: "text" },
    { key: "transaction", label: i18n._({ id: "paymentStory.col.transaction", message: "Номер транзакции" }), kind: "text" },
  ];
  return { columns, rows: rows.map(({ date, operation, plan, period, amount, currency, status, until, transaction }) => ({ date, operation, plan, period, amount, currency, status, until, transaction })) };
}
