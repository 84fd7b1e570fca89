import { measures } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";
import { measureRows } from "./measure-rows.ts";

const FILE = "measures/measures.csv";

/** Measures by code prefix; a row without its source address or act is left out and named in the import report. */
export const measuresDataset: Dataset = {
  name: "measures",
  table: measures,
  files: [FILE],
  async load(db, dataDir, report) {
    const { rows, rejected } = measureRows(await csvFields(dataDir, FILE));
    for (const r of rejected) report?.(`reject measures ${FILE} ${r.where}: ${r.reason}`);
    return replaceRows(db, measures, rows);
  },
};
