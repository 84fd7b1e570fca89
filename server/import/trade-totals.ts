import { tradeAnnualTotals, tradeMonthlyTotals } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const MONTHLY = "trade/kz_trade_monthly_totals.csv";
const ANNUAL = "trade/kz_trade_annual_totals.csv";
/** Where both files' figures come from (data/trade/SOURCE.md). */
export const BNS_TOTALS_SOURCE =
  "BNS ASPR RK (stat.gov.kz), via makenerzhan-gif/kazakhstan-economic-data data/processed/bns/exports.csv, imports.csv";

/** Kazakhstan's goods exports and imports per month, thousand USD, as BNS publishes them. */
export const tradeMonthlyTotalsDataset: Dataset = {
  name: "trade_monthly_totals",
  table: tradeMonthlyTotals,
  files: [MONTHLY],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, MONTHLY)).map((f) => ({
      period: f.req("period"),
      exportsThousandUsd: f.reqNum("exports_thousand_usd"),
      importsThousandUsd: f.reqNum("imports_thousand_usd"),
      turnoverThousandUsd: f.reqNum("turnover_thousand_usd"),
      balanceThousandUsd: f.reqNum("balance_thousand_usd"),
      source: BNS_TOTALS_SOURCE,
    }));
    return replaceRows(db, tradeMonthlyTotals, rows);
  },
};

/** The same per calendar year, million USD (2026 is January–June, `complete_year = false`). */
export const tradeAnnualTotalsDataset: Dataset = {
  name: "trade_annual_totals",
  table: tradeAnnualTotals,
  files: [ANNUAL],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, ANNUAL)).map((f) => ({
      year: f.reqInt("year"),
      monthsCovered: f.reqInt("months_covered"),
      exportsMillionUsd: f.reqNum("exports_million_usd"),
      importsMillionUsd: f.reqNum("imports_million_usd"),
      turnoverMillionUsd: f.reqNum("turnover_million_usd"),
      balanceMillionUsd: f.reqNum("balance_million_usd"),
      completeYear: f.flag("complete_year"),
      source: BNS_TOTALS_SOURCE,
    }));
    return replaceRows(db, tradeAnnualTotals, rows);
  },
};
