import { ttlCache } from "../../../http/cache.ts";
import type { RateUsed } from "./calculate.ts";
import type { NbkFeed } from "./nbk-feed.ts";

// KZT per unit of a currency on a date: a rate the user typed; else the NBK rate of the day (stored, or fetched
// from the feed and stored); else the NBK average of the date's month (or the newest month before it).

export interface ExchangeDeps {
  dailyRates(day: string): Promise<Map<string, number>>;
  storeDailyRates(day: string, rates: Map<string, number>): Promise<void>;
  monthlyRates(): Promise<{ period: string; currency: string; kztPerUnit: number }[]>;
  feed: NbkFeed;
  /** Today in Kazakhstan: the feed has no rates for later days. */
  today(): string;
}

/** The newest monthly average of the currency for the date's month or before. */
function monthlyOn(date: string, currency: string, rows: readonly { period: string; currency: string; kztPerUnit: number }[]): RateUsed | null {
  const month = date.slice(0, 7);
  let best: { period: string; kztPerUnit: number } | null = null;
  for (const r of rows) if (r.currency === currency && r.period <= month && (!best || r.period > best.period)) best = r;
  return best ? { rate: best.kztPerUnit, date: best.period, source: "nbk_monthly_average" } : null;
}

export function exchangeRates(deps: ExchangeDeps) {
  // A day's rates and the monthly table change only by a fetch or an import: kept a minute.
  const days = ttlCache<Map<string, number>>({ max: 2_000, ttlMs: 60_000 });
  const monthly = ttlCache<Awaited<ReturnType<ExchangeDeps["monthlyRates"]>>>({ max: 1, ttlMs: 60_000 });

  async function daily(day: string): Promise<Map<string, number>> {
    const stored = await deps.dailyRates(day);
    if (stored.size > 0 || !deps.feed.enabled || day > deps.today()) return stored;
    const fetched = await deps.feed.day(day);
    if (!fetched || fetched.size === 0) return stored;
    // A failed store only means the next minute fetches the day again.
    await deps.storeDailyRates(day, fetched).catch(() => undefined);
    return fetched;
  }

  return {
    /** The rate of each currency (KZT left out); a currency no source has is left out of `rates` and listed in `missing`. */
    async resolve(date: string, currencies: readonly string[], typed: Record<string, number> = {}) {
      const rates: Record<string, RateUsed> = {};
      const missing: string[] = [];
      const wanted = currencies.filter((c) => c !== "KZT");
      for (const c of wanted) if (typed[c] !== undefined) rates[c] = { rate: typed[c], date, source: "user" };
      const rest = wanted.filter((c) => !rates[c]);
      if (rest.length === 0) return { rates, missing };
      const day = await days.get(date, () => daily(date));
      const months = rest.some((c) => !day.has(c)) ? await monthly.get("", () => deps.monthlyRates()) : [];
      for (const c of rest) {
        const d = day.get(c);
        const used = d !== undefined ? ({ rate: d, date, source: "nbk_daily" } as const) : monthlyOn(date, c, months);
        if (used) rates[c] = used;
        else missing.push(c);
      }
      return { rates, missing };
    },

    /** Currencies with NBK monthly data and their newest month. */
    async latestMonths(): Promise<Map<string, string>> {
      const latest = new Map<string, string>();
      for (const r of await monthly.get("", () => deps.monthlyRates())) if ((latest.get(r.currency) ?? "") < r.period) latest.set(r.currency, r.period);
      return latest;
    },
  };
}
export type ExchangeRates = ReturnType<typeof exchangeRates>;
