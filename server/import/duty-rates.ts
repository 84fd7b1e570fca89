import { dutyRates } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/duty_rates.csv.gz";

/** ЕТТ ЕАЭС import duty rate of every 10-digit code. */
export const dutyRatesDataset: Dataset = {
  name: "duty_rates",
  table: dutyRates,
  files: [FILE],
  // The rate as the code card prints it (its source text).
  facts: {
    field: "import_duty",
    async read(db) {
      const rows = await db.select({ code: dutyRates.code, text: dutyRates.rateRaw }).from(dutyRates);
      return new Map(rows.map((r) => [r.code, r.text]));
    },
  },
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof dutyRates.$inferInsert => ({
        code: f.req("code"),
        rateRaw: f.req("rate_raw"),
        rateType: f.req("rate_type"),
        advalPct: f.num("adval_pct"),
        specAmount: f.num("spec_amount"),
        specCurrency: f.text("spec_currency"),
        specPerQty: f.num("spec_per_qty"),
        specPerUnit: f.text("spec_per_unit"),
        altAdvalPct: f.num("alt_adval_pct"),
        // The rate table prints footnote numbers (`63`); the notes file names them `63С`.
        ettNotes: f.list("ett_notes").map((n) => (n.endsWith("С") ? n : `${n}С`)),
        unit: f.text("unit"),
      }),
    );
    return replaceRows(db, dutyRates, rows);
  },
};
