import path from "node:path";
import { z } from "zod";
import { tariffNotes } from "../db/schema.ts";
import { readText } from "./csv.ts";
import { replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/notes.jsonl.gz";

const noteSchema = z.object({
  id: z.string().min(1),
  kind: z.string().min(1),
  title_ru: z.string().nullish(),
  text_ru: z.string(),
});

/** Section and chapter notes and the General Interpretation Rules (JSON Lines). */
export const tariffNotesDataset: Dataset = {
  name: "tariff_notes",
  table: tariffNotes,
  files: [FILE],
  async load(db, dataDir) {
    const lines = (await readText(path.join(dataDir, FILE))).split("\n");
    const rows: (typeof tariffNotes.$inferInsert)[] = [];
    lines.forEach((line, k) => {
      if (line.trim() === "") return;
      const parsed = noteSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${FILE} line ${k + 1}: ${parsed.error.message}`);
      const n = parsed.data;
      rows.push({ id: n.id, kind: n.kind, titleRu: n.title_ru || null, textRu: n.text_ru });
    });
    return replaceRows(db, tariffNotes, rows);
  },
};
