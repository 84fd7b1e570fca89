import { tradePartnerAnnual, tradePartnerAvg } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const ANNUAL = "trade/kz_trade_by_partner_annual_top.csv";
const AVG = "trade/kz_trade_by_partner_avg_2023_2025.csv";
const AVG_SOURCE =
  "BNS ASPR RK (stat.gov.kz), mean of 2023–2025, via makenerzhan-gif/kazakhstan-economic-data models/gravity/potential.csv (column actual)";

/** Exports to and imports from the 39 main partners per year, million USD; each row names its source (WITS or BNS). */
export const tradePartnerAnnualDataset: Dataset = {
  name: "trade_partner_annual",
  table: tradePartnerAnnual,
  files: [ANNUAL],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, ANNUAL)).map((f) => ({
      partnerIso2: f.req("partner_iso2"),
      partnerIso3: f.req("partner_iso3"),
      year: f.reqInt("year"),
      exportsMusd: f.num("exports_musd"),
      importsMusd: f.num("imports_musd"),
      source: f.req("source_basis"),
    }));
    return replaceRows(db, tradePartnerAnnual, rows);
  },
};

/** Trade with each of 200 partners, mean of 2023–2025, million USD. */
export const tradePartnerAvgDataset: Dataset = {
  name: "trade_partner_avg",
  table: tradePartnerAvg,
  files: [AVG],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, AVG)).map((f) => ({
      partnerIso2: f.req("partner_iso2"),
      partnerIso3: f.req("partner_iso3"),
      exportsMusd: f.reqNum("exports_musd_avg_2023_2025"),
      importsMusd: f.reqNum("imports_musd_avg_2023_2025"),
      turnoverMusd: f.reqNum("turnover_musd_avg_2023_2025"),
      eaeuMember: f.flag("eaeu_member"),
      source: AVG_SOURCE,
    }));
    return replaceRows(db, tradePartnerAvg, rows);
  },
};
