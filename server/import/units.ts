import { units } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/units.csv";

/** Units of measure used in ТН ВЭД. */
export const unitsDataset: Dataset = {
  name: "units",
  table: units,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof units.$inferInsert => ({
        symbol: f.req("symbol"),
        nameRu: f.req("name_ru"),
        okeiCode: f.text("okei_code"),
        role: f.req("role"),
      }),
    );
    return replaceRows(db, units, rows);
  },
};
