import { mci } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "trade/mci_kz.csv";

/** Kazakhstan's monthly calculation index (МРП), one row per value with the date it took effect. */
export const mciDataset: Dataset = {
  name: "mci",
  table: mci,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map((f) => ({
      year: f.reqInt("year"),
      effectiveFrom: f.req("effective_from"),
      kzt: f.reqInt("mci_kzt"),
    }));
    return replaceRows(db, mci, rows);
  },
};
