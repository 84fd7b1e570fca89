import { sql } from "drizzle-orm";
import { sanctionCodes } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "sanctions/eu-833-2014-annex-cn-codes.csv.gz";

/** EU Regulation 833/2014 annex entries by CN code; `id` is the record's number in the file. */
export const sanctionCodesDataset: Dataset = {
  name: "sanction_codes",
  table: sanctionCodes,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f, k): typeof sanctionCodes.$inferInsert => ({
        id: k + 1,
        jurisdiction: f.req("jurisdiction"),
        legalAct: f.req("legal_act"),
        consolidatedVersion: f.text("consolidated_version"),
        annex: f.req("annex"),
        annexTitle: f.text("annex_title"),
        articles: f.text("articles"),
        measure: f.req("measure"),
        measureDescription: f.text("measure_description"),
        cnCode: f.req("cn_code"),
        codeDigits: f.reqInt("code_digits"),
        isEx: f.flag("is_ex"),
        hsDescription: f.text("hs_description"),
        sourceUrl: f.text("source_url"),
      }),
    );
    const n = await replaceRows(db, sanctionCodes, rows);
    // Ids were given explicitly: move the serial past them.
    await db.execute(
      sql`select setval(pg_get_serial_sequence('sanction_codes', 'id'), greatest(${n}::integer, 1), ${n > 0})`,
    );
    return n;
  },
};
