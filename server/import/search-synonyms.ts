import { isNotNull } from "drizzle-orm";
import { searchSynonyms, tariffNodes } from "../db/schema.ts";
import { normalize } from "../search/normalize.ts";
import { skeleton } from "../search/skeleton.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";
import { settleIndexes } from "./search-indexes.ts";
import { tariffNodesDataset } from "./tariff-nodes.ts";

const FILE = "search/synonyms.csv";
const LANGS = new Set(["ru", "kk", "en"]);

/** The node a code prefix names: the code itself, else the shortest code under it (first printed). */
function resolver(codes: string[]) {
  const exact = new Set(codes);
  const sorted = [...codes].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return (prefix: string) => (exact.has(prefix) ? prefix : (sorted.find((c) => c.startsWith(prefix)) ?? null));
}

/** Everyday names of goods (data/search/synonyms.csv); every code must exist in the tariff tree. */
export const searchSynonymsDataset: Dataset = {
  name: "search_synonyms",
  table: searchSynonyms,
  // The codes are resolved against the tree, so a new tree re-imports the synonyms too.
  files: [FILE, ...tariffNodesDataset.files],
  async load(db, dataDir) {
    const codes = (await db.select({ code: tariffNodes.code }).from(tariffNodes).where(isNotNull(tariffNodes.code))).map((r) => r.code!);
    const resolve = resolver(codes);
    const seen = new Set<string>();
    const rows: (typeof searchSynonyms.$inferInsert)[] = [];
    (await csvFields(dataDir, FILE)).forEach((f, k) => {
      const where = `${FILE} record ${k + 1}`;
      const term = f.req("term");
      const lang = f.req("lang");
      const prefix = f.req("code").replace(/\s/g, "");
      const termKey = normalize(term);
      if (!LANGS.has(lang)) throw new Error(`${where}: lang "${lang}" is not ru, kk or en`);
      if (!/^\d{2,10}$/.test(prefix)) throw new Error(`${where}: code "${f.req("code")}" is not 2 to 10 digits`);
      if (termKey === "") throw new Error(`${where}: term "${term}" has no letters or digits`);
      const code = resolve(prefix);
      if (!code) throw new Error(`${where}: code ${prefix} is not in the tariff`);
      const key = `${termKey}\0${prefix}`;
      if (seen.has(key)) return;
      seen.add(key);
      rows.push({ term, termKey, skeleton: skeleton(termKey), lang, prefix, code });
    });
    const n = await replaceRows(db, searchSynonyms, rows);
    await settleIndexes(db, "search_synonyms");
    return n;
  },
};
