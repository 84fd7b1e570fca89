import { exchangeRates, exchangeRatesAnnual } from "../db/schema.ts";
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

const ANNUAL = "trade/exchange_rates_kzt_annual.csv";
const ANNUAL_SOURCE = "NBK (nationalbank.kz): mean of the monthly average rates, via makenerzhan-gif/kazakhstan-economic-data";

/** NBK yearly means of the monthly averages (wide file: one column per currency), with the months they cover. */
export const exchangeRatesAnnualDataset: Dataset = {
  name: "exchange_rates_annual",
  table: exchangeRatesAnnual,
  files: [ANNUAL],
  async load(db, dataDir) {
    const rows: (typeof exchangeRatesAnnual.$inferInsert)[] = [];
    for (const f of await csvFields(dataDir, ANNUAL)) {
      const year = f.reqInt("year");
      const monthsCovered = f.reqInt("months_covered");
      for (const currency of f.keys()) {
        if (currency === "year" || currency === "months_covered") continue;
        const kztPerUnit = f.num(currency);
        if (kztPerUnit !== null) rows.push({ year, currency, kztPerUnit, monthsCovered, source: ANNUAL_SOURCE });
      }
    }
    return replaceRows(db, exchangeRatesAnnual, rows);
  },
};
