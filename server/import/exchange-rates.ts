import { exchangeRates } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "trade/exchange_rates_kzt_monthly.csv";

/** NBK monthly average rates: the wide file (one column per currency) becomes one row per period and currency. */
export const exchangeRatesDataset: Dataset = {
  name: "exchange_rates",
  table: exchangeRates,
  files: [FILE],
  async load(db, dataDir) {
    const records = await csvFields(dataDir, FILE);
    const rows: (typeof exchangeRates.$inferInsert)[] = [];
    for (const f of records) {
      const period = f.req("period");
      for (const currency of f.keys()) {
        if (currency === "period") continue;
        const kztPerUnit = f.num(currency);
        if (kztPerUnit !== null) rows.push({ period, currency, kztPerUnit });
      }
    }
    return replaceRows(db, exchangeRates, rows);
  },
};
