import path from "node:path";
import { count, eq, or } from "drizzle-orm";
import { countries, customsPosts, deliveryTerms, kzRegions, tradeDeclarations, transportModes } from "../db/schema.ts";
import { DECLARATION_COLUMNS, missingColumns, parseDeclaration, type DeclarationRow, type Known } from "../trade/declaration-format.ts";
import { parseCsv, readText } from "./csv.ts";
import { insertRows, type Dataset, type Tx } from "./load.ts";

const DEMO_FILE = "trade/demo-declarations.csv.gz";
/** The `source` of every demo line. */
const DEMO_SOURCE = "demo: data/trade/demo-declarations.csv.gz (scripts/generate-declarations.ts, calibrated to BNS totals)";

export interface BadRow {
  /** Line of the file, the header being line 1 (a quoted field with line breaks counts as one line). */
  line: number;
  reason: string;
}

/** Region ids, country codes and logistics classifier codes a declaration may name. */
export async function knownIds(db: Tx): Promise<Known> {
  const ids = (list: { id: string }[]) => new Set(list.map((r) => r.id));
  const [regions, isos, modes, terms, posts] = await Promise.all([
    db.select({ id: kzRegions.iso }).from(kzRegions),
    db.select({ id: countries.iso2 }).from(countries),
    db.select({ id: transportModes.code }).from(transportModes),
    db.select({ id: deliveryTerms.code }).from(deliveryTerms),
    db.select({ id: customsPosts.code }).from(customsPosts),
  ]);
  return { regions: ids(regions), countries: ids(isos), transportModes: ids(modes), deliveryTerms: ids(terms), customsPosts: ids(posts) };
}

/** Checks every record of a declaration file: the good rows, and each bad one with its line and reason. */
export function checkDeclarations(text: string, known: Known): { rows: DeclarationRow[]; bad: BadRow[] } {
  const [header, ...body] = parseCsv(text);
  const names = (header ?? []).map((h) => h.trim());
  const missing = missingColumns(names);
  if (missing.length > 0) throw new Error(`the header lacks the column(s) ${missing.join(", ")}; expected ${DECLARATION_COLUMNS.join(",")}`);
  const rows: DeclarationRow[] = [];
  const bad: BadRow[] = [];
  body.forEach((fields, k) => {
    const line = k + 2;
    if (fields.length === 1 && fields[0] === "") return;
    if (fields.length !== names.length) {
      bad.push({ line, reason: `${fields.length} fields, the header has ${names.length}` });
      return;
    }
    const record = Object.fromEntries(names.map((n, i) => [n, fields[i]!]));
    const parsed = parseDeclaration(record, known);
    if ("row" in parsed) rows.push(parsed.row);
    else bad.push({ line, reason: parsed.reason });
  });
  return { rows, bad };
}

/**
 * Loads an operator's declarations (not demo): the good rows replace the lines loaded before from a file of
 * the same name (so a corrected file can be loaded again) and every demo line, since real and demo lines
 * must never be summed together. Bad rows are returned, not loaded; a file without a good row changes nothing.
 */
export async function loadOperatorDeclarations(db: Tx, file: string) {
  const source = `file: ${path.basename(file)}`;
  const { rows, bad } = checkDeclarations(await readText(file), await knownIds(db));
  // A file with no good row changes nothing (the demo stays until real lines replace it).
  if (rows.length === 0) return { loaded: 0, bad, source };
  await db.delete(tradeDeclarations).where(or(eq(tradeDeclarations.demo, true), eq(tradeDeclarations.source, source)));
  const loaded = await insertRows(db, tradeDeclarations, rows.map((r) => ({ ...r, demo: false, source })));
  return { loaded, bad, source };
}

/**
 * The demo set, loaded on first start like the other data sets, unless an operator's declarations are in
 * the table (then the demo stays out). Its row count is the table's, so the importer skips it next time.
 */
export const tradeDeclarationsDataset: Dataset = {
  name: "trade_declarations",
  table: tradeDeclarations,
  // The classifiers the lines are checked against are part of the version: a changed list re-checks the demo set.
  files: [DEMO_FILE, "logistics/transport_modes.csv", "logistics/delivery_terms.csv", "logistics/customs_posts.csv"],
  async load(db, dataDir) {
    await db.delete(tradeDeclarations).where(eq(tradeDeclarations.demo, true));
    const [real] = await db.select({ n: count() }).from(tradeDeclarations);
    if (real?.n === 0) {
      const { rows, bad } = checkDeclarations(await readText(path.join(dataDir, DEMO_FILE)), await knownIds(db));
      if (bad[0]) throw new Error(`${DEMO_FILE} line ${bad[0].line}: ${bad[0].reason}`);
      await insertRows(db, tradeDeclarations, rows.map((r) => ({ ...r, demo: true, source: DEMO_SOURCE })));
    }
    const [all] = await db.select({ n: count() }).from(tradeDeclarations);
    return all?.n ?? 0;
  },
};
