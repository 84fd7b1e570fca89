import { abbreviations } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/abbreviations.csv";

/** Abbreviations and symbols of ТН ВЭД. */
export const abbreviationsDataset: Dataset = {
  name: "abbreviations",
  table: abbreviations,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof abbreviations.$inferInsert => ({ abbr: f.req("abbr"), meaningRu: f.req("meaning_ru") }),
    );
    return replaceRows(db, abbreviations, rows);
  },
};
