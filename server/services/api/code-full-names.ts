import { inArray } from "drizzle-orm";
import type { Locale } from "../../../core/routes.ts";
import type { Db } from "../../db/connect.ts";
import { tariffNodes } from "../../db/schema.ts";
import { localFullName } from "./names.ts";
import { fullNameColumns } from "./products-repo.ts";

/**
 * The full name (names.ts `localFullName`) of each code that is a tree line, for the lists that name codes
 * read from elsewhere (the feed, the changes page); a code no longer in the tariff is left out.
 */
export async function codeFullNames(db: Db, locale: Locale, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: tariffNodes.code, nameRu: tariffNodes.nameRu, nameEn: tariffNodes.nameEn, nameKk: tariffNodes.nameKk, ...fullNameColumns })
    .from(tariffNodes)
    .where(inArray(tariffNodes.code, wanted));
  return new Map(rows.map((r) => [r.code ?? "", localFullName(locale, r).text]));
}
