import { sql } from "drizzle-orm";
import { sanctionCodes } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "sanctions/eu-833-2014-annex-cn-codes.csv.gz";

/** EU Regulation 833/2014 annex entries by CN code; `id` is the record's number in the file. */
export const sanctionCodesDataset: Dataset = {
  name: "sanction_codes",
  table: sanctionCodes,
  files: [FILE],
  // A code's annex entries in one line (a code can stand in several annexes); "ex" marks a part of the code.
  facts: {
    field: "eu833",
    async read(db) {
      const rows = await db
        .select({ code: sanctionCodes.cnCode, annex: sanctionCodes.annex, isEx: sanctionCodes.isEx })
        .from(sanctionCodes);
      const annexes = new Map<string, Set<string>>();
      for (const r of rows) {
        const set = annexes.get(r.code) ?? new Set<string>();
        set.add(r.isEx ? `${r.annex} (ex)` : r.annex);
        annexes.set(r.code, set);
      }
      return new Map([...annexes].map(([code, set]) => [code, [...set].sort().join("; ")]));
    },
  },
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
