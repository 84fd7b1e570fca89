/**
 * `npx tsx scripts/phrases.ts [list [N]]`: checks the phrase tables of data/tariff (phrases.md) and prints
 * what they cover; with `list`, prints the first N phrases still missing a Kazakh or English name, most
 * frequent first, as `lines<TAB>lines without HS English<TAB>phrase`, the translator's next batch.
 * Exits 1 when a check fails.
 */
import path from "node:path";
import { readCsv } from "../server/import/csv.ts";
import { DATA_DIR_DEFAULT } from "../server/import/index.ts";
import { checkTables, countPhrases, readPhrases, readTerms, type Coverage, type PhraseLine } from "../server/import/phrases.ts";

const [mode, limit] = process.argv.slice(2);
const lines: PhraseLine[] = (await readCsv(path.join(DATA_DIR_DEFAULT, "tariff/nomenclature.csv.gz"))).map((r) => ({
  kind: r.kind ?? "",
  name_ru: r.name_ru ?? "",
  name_en: r.name_en ?? "",
}));
const tables = { kk: await readPhrases(DATA_DIR_DEFAULT, "kk"), en: await readPhrases(DATA_DIR_DEFAULT, "en") };

if (mode === "list") {
  const missing = countPhrases(lines).filter((c) => !tables.kk.has(c.phrase) || (c.withoutEn > 0 && !tables.en.has(c.phrase)));
  for (const c of missing.slice(0, Number(limit ?? 100))) console.log(`${c.lines}\t${c.withoutEn}\t${c.phrase}`);
} else {
  const check = checkTables(lines, tables, await readTerms(DATA_DIR_DEFAULT));
  for (const p of check.problems) console.log(p);
  const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
  const show = (name: string, c: Coverage) =>
    console.log(`${name}: ${c.phrases} of ${c.ofPhrases} phrases, ${c.lines} of ${c.ofLines} lines (${pct(c.lines, c.ofLines)} %)`);
  show("kk", check.kk);
  show("en (lines without HS 2022 English)", check.en);
  process.exitCode = check.problems.length > 0 ? 1 : 0;
}
