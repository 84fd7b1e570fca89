import type { PaymentPeriod } from "../../../../core/contract/payments.ts";

/**
 * The end of a paid period started at `from`: the same day and time a calendar month or year later, the
 * last day of a shorter month when that day is missing there (31 January + 1 month = 28/29 February).
 */
export function periodEnd(from: Date, period: PaymentPeriod): Date {
  const months = period === "year" ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
