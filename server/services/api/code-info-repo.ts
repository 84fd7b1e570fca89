import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import {
  chapters, chpl, countries, exciseItems, exportDutyItems, fiscalReference, preferenceCountries, preferenceRules,
  sanctionCodes, tariffActs, vatItems,
} from "../../db/schema.ts";
import { measuresRepo } from "./measures-repo.ts";
import { productsRepo } from "./products-repo.ts";

/** The prefixes a CN annex entry can be written with (2, 4, 6 or 8 digits), for the EU 833 prefix rule. */
export const cnPrefixes = (code: string) => [2, 4, 6, 8].map((n) => code.slice(0, n));

/** Reads of the code card: the per-code rows (a few small queries) and the small fiscal tables (read whole). */
export function codeInfoRepo(db: Db) {
  const products = productsRepo(db);
  const measureRows = measuresRepo(db);
  const chapter = db
    .select({ sourcePdf: chapters.sourcePdf, amendedAsOf: chapters.amendedAsOf })
    .from(chapters)
    .where(eq(chapters.chapter, sql.placeholder("chapter")))
    .prepare("code_info_chapter");
  const chplRow = db.select().from(chpl).where(eq(chpl.hs6, sql.placeholder("hs6"))).prepare("code_info_chpl");

  return {
    /** Everything the card needs that depends on the code only; null when the code is not a 10-digit line. */
    async code(code: string) {
      const node = await products.code(code);
      if (!node) return null;
      const [path, rate, chapterRow, eu833, chplHit, measures] = await Promise.all([
        products.ancestors(node.parentId),
        products.rate(code),
        chapter.execute({ chapter: code.slice(0, 2) }),
        db.select().from(sanctionCodes).where(sql`${sanctionCodes.cnCode} = ANY(${sql.param(cnPrefixes(code))}::text[])`).orderBy(sanctionCodes.id),
        chplRow.execute({ hs6: code.slice(0, 6) }),
        measureRows.forCode(code),
      ]);
      const notes = rate ? await products.notes(rate.ettNotes) : [];
      return { node, path, rate, notes, chapter: chapterRow[0] ?? null, eu833, chpl: chplHit[0] ?? null, measures };
    },

    /** The fiscal reference tables (tens of rows each) and the versions of the screened lists and measure lists. */
    async reference() {
      const [fiscal, vat, excise, exportDuties, rules, prefCountries, acts, euVersion, chplVersion, measureLists, countryNames] = await Promise.all([
        db.select().from(fiscalReference).orderBy(fiscalReference.id),
        db.select().from(vatItems),
        db.select().from(exciseItems),
        db.select().from(exportDutyItems),
        db.select().from(preferenceRules),
        db
          .select({ pref: preferenceCountries, nameKk: countries.nameKk })
          .from(preferenceCountries)
          .leftJoin(countries, eq(countries.iso2, preferenceCountries.iso2)),
        db.select().from(tariffActs),
        db.select({ v: sanctionCodes.consolidatedVersion, act: sanctionCodes.legalAct }).from(sanctionCodes).limit(1),
        db.select({ v: chpl.listVersion, ref: chpl.euLegalReference }).from(chpl).limit(1),
        measureRows.lists(),
        measureRows.countryNames(),
      ]);
      return {
        fiscal, vat, excise, exportDuties, rules, prefCountries,
        acts: new Map(acts.map((a) => [a.actId, a])),
        eu833: euVersion[0] ?? null,
        chpl: chplVersion[0] ?? null,
        measureLists,
        countryNames,
      };
    },
  };
}
export type CodeInfoRepo = ReturnType<typeof codeInfoRepo>;
export type CodeRows = NonNullable<Awaited<ReturnType<CodeInfoRepo["code"]>>>;
export type ReferenceRows = Awaited<ReturnType<CodeInfoRepo["reference"]>>;
