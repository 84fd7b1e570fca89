import { chapters } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/chapters.csv";

/** Chapters with their section, source PDF and amendment date. */
export const chaptersDataset: Dataset = {
  name: "chapters",
  table: chapters,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof chapters.$inferInsert => ({
        chapter: f.req("chapter"),
        section: f.req("section"),
        sourcePdf: f.text("source_pdf"),
        amendedAsOf: f.text("amended_as_of"),
      }),
    );
    return replaceRows(db, chapters, rows);
  },
};
