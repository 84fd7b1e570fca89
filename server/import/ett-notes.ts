import { dutyRates, ettNotes } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/ett_notes.csv";

/** ЕТТ footnotes `NС)` with their parsed rates and validity. */
export const ettNotesDataset: Dataset = {
  name: "ett_notes",
  table: ettNotes,
  files: [FILE],
  // Per line: the text of each ETT note its rate refers to, so a reworded note reaches the lines it covers.
  facts: {
    field: "note",
    async read(db) {
      const notes = new Map((await db.select().from(ettNotes)).map((n) => [n.noteId, `${n.noteId}) ${n.textRu ?? n.rateRaw ?? ""}`.trim()]));
      const lines = await db.select({ code: dutyRates.code, notes: dutyRates.ettNotes }).from(dutyRates);
      return new Map(lines.flatMap(({ code, notes: ids }) => {
        const texts = (ids ?? []).flatMap((id) => notes.get(id) ?? []);
        return texts.length > 0 ? [[code, texts.join("; ")] as const] : [];
      }));
    },
  },
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof ettNotes.$inferInsert => ({
        noteId: f.req("note_id"),
        textRu: f.text("text_ru"),
        status: f.req("status"),
        rateRaw: f.text("note_rate_raw"),
        rateType: f.text("note_rate_type"),
        advalPct: f.num("note_adval_pct"),
        specAmount: f.num("note_spec_amount"),
        specCurrency: f.text("note_spec_currency"),
        specPerQty: f.num("note_spec_per_qty"),
        specPerUnit: f.text("note_spec_per_unit"),
        validFrom: f.text("valid_from"),
        validTo: f.text("valid_to"),
        memberStateScope: f.text("member_state_scope"),
      }),
    );
    return replaceRows(db, ettNotes, rows);
  },
};
