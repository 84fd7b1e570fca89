import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { countries, dataVersions, measures } from "../../db/schema.ts";
import { measuresDataset } from "../../import/measures.ts";

export type MeasureRow = typeof measures.$inferSelect;

/** Country names by ISO alpha-2, to name a measure's origins in the reader's language. */
export type CountryNames = ReadonlyMap<string, { nameRu: string; nameKk: string; nameEn: string }>;

/** Every prefix a measure covering the code can be written with (2 to 10 digits): one indexed look-up each. */
export const codePrefixes = (code: string) => Array.from({ length: code.length - 1 }, (_, k) => code.slice(0, k + 2));

/** How many rows of each type the portal holds, and the version of the data set they came with. */
export interface MeasureLists {
  rows: Map<string, number>;
  version: string | null;
  importedAt: string | null;
}

/** Reads of the measures table: a code's candidates (narrowed by date and origin in measures.ts) and the lists' state. */
export function measuresRepo(db: Db) {
  return {
    /** The measures written for any prefix of the code, whatever their dates, exclusions and origins. */
    forCode(code: string): Promise<MeasureRow[]> {
      return db
        .select()
        .from(measures)
        .where(sql`${measures.codePrefix} = ANY(${sql.param(codePrefixes(code))}::text[])`)
        .orderBy(measures.id);
    },

    async countryNames(): Promise<CountryNames> {
      const rows = await db.select({ iso2: countries.iso2, nameRu: countries.nameRu, nameKk: countries.nameKk, nameEn: countries.nameEn }).from(countries);
      return new Map(rows.map(({ iso2, ...names }) => [iso2, names]));
    },

    async lists(): Promise<MeasureLists> {
      const [counts, version] = await Promise.all([
        db.select({ type: measures.type, rows: sql<number>`count(*)::int` }).from(measures).groupBy(measures.type),
        db
          .select({ version: dataVersions.version, importedAt: dataVersions.importedAt })
          .from(dataVersions)
          .where(eq(dataVersions.dataset, measuresDataset.name)),
      ]);
      return {
        rows: new Map(counts.map((c) => [c.type, c.rows])),
        version: version[0]?.version.slice(0, 12) ?? null,
        importedAt: version[0]?.importedAt.toISOString() ?? null,
      };
    },
  };
}
export type MeasuresRepo = ReturnType<typeof measuresRepo>;
