import { customsFees } from "../db/calculator-schema.ts";
import { sources } from "./fiscal.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/kz_customs_fees.csv";

/** Customs fees of Government Decree No. 171 by period; an empty rate stays null (the source gave none). */
export const customsFeesDataset: Dataset = {
  name: "customs_fees",
  table: customsFees,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map((f): typeof customsFees.$inferInsert => ({
      feeId: f.req("fee_id"),
      operationRu: f.req("operation_ru"),
      operationEn: f.req("operation_en"),
      rateValue: f.num("rate_value"),
      rateUnit: f.text("rate_unit"),
      rateBasis: f.text("rate_basis"),
      validFrom: f.text("valid_from"),
      validTo: f.text("valid_to"),
      note: f.text("note"),
      ...sources(f),
    }));
    return replaceRows(db, customsFees, rows);
  },
};
