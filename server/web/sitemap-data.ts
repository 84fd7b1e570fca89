import { asc, inArray, max } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { dataVersions, tariffNodes } from "../db/schema.ts";

/** What the sitemaps list from the data: the tariff's headings and 10-digit codes, in printed order. */
export interface SitemapData {
  headings: string[];
  codes: string[];
  /** When the data was last imported (any data set), or null before the first import. */
  importedAt: Date | null;
}

export async function readSitemapData(db: Db): Promise<SitemapData> {
  const [nodes, [imported]] = await Promise.all([
    db
      .select({ code: tariffNodes.code, kind: tariffNodes.kind })
      .from(tariffNodes)
      .where(inArray(tariffNodes.kind, ["heading", "code10"]))
      .orderBy(asc(tariffNodes.position)),
    db.select({ at: max(dataVersions.importedAt) }).from(dataVersions),
  ]);
  const codesOf = (kind: string) => nodes.flatMap((n) => (n.kind === kind && n.code ? [n.code] : []));
  return { headings: codesOf("heading"), codes: codesOf("code10"), importedAt: imported?.at ?? null };
}
