import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { countries, customsFees, exchangeRates, exchangeRatesDaily, mci, units } from "../../../db/schema.ts";

/** The calculator's reads (small tables, read whole) and the store of fetched NBK daily rates. */
export function calculatorRepo(db: Db) {
  return {
    fees: () => db.select().from(customsFees),
    mci: () => db.select({ effectiveFrom: mci.effectiveFrom, kzt: mci.kzt }).from(mci),
    monthlyRates: () => db.select().from(exchangeRates).orderBy(asc(exchangeRates.period)),
    countries: () => db.select().from(countries).orderBy(asc(countries.iso2)),
    units: () => db.select({ symbol: units.symbol, nameRu: units.nameRu }).from(units).orderBy(asc(units.symbol)),

    async dailyRates(day: string): Promise<Map<string, number>> {
      const rows = await db.select().from(exchangeRatesDaily).where(eq(exchangeRatesDaily.day, day));
      return new Map(rows.map((r) => [r.currency, r.kztPerUnit]));
    },

    /** Keeps one day's rates as the feed published them (a later fetch of the same day overwrites). */
    async storeDailyRates(day: string, rates: Map<string, number>) {
      if (rates.size === 0) return;
      await db
        .insert(exchangeRatesDaily)
        .values([...rates].map(([currency, kztPerUnit]) => ({ day, currency, kztPerUnit })))
        .onConflictDoUpdate({ target: [exchangeRatesDaily.day, exchangeRatesDaily.currency], set: { kztPerUnit: sql`excluded.kzt_per_unit`, fetchedAt: sql`now()` } });
    },
  };
}
export type CalculatorRepo = ReturnType<typeof calculatorRepo>;
export type CountryRow = typeof countries.$inferSelect;
