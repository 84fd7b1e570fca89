import { tnvedFootnotes } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/tnved_footnotes.csv";

/** ТН ВЭД footnotes `N)`. */
export const tnvedFootnotesDataset: Dataset = {
  name: "tnved_footnotes",
  table: tnvedFootnotes,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof tnvedFootnotes.$inferInsert => ({ noteId: f.req("note_id"), textRu: f.req("text_ru") }),
    );
    return replaceRows(db, tnvedFootnotes, rows);
  },
};
