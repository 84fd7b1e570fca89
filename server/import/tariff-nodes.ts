import { isNotNull } from "drizzle-orm";
import { tariffNodes } from "../db/schema.ts";
import { fullNames, type NamedNode } from "./full-names.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";
import { belowHeading, PHRASE_FILES, readPhrases } from "./phrases.ts";

const FILE = "tariff/nomenclature.csv.gz";
/** Kazakh names of the sections, chapters and 4-digit headings: the project's own translation (see names_kk.md). */
export const NAMES_KK_FILE = "tariff/names_kk.csv";

/** Reads names_kk.csv (`id,name_kk`) into a map by node id; an empty name or a repeated id is an error. */
export async function readNamesKk(dataDir: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const f of await csvFields(dataDir, NAMES_KK_FILE)) {
    const id = f.req("id");
    if (names.has(id)) throw new Error(`${NAMES_KK_FILE}: id ${id} appears more than once`);
    names.set(id, f.req("name_kk"));
  }
  return names;
}

/**
 * The rows of tariff_nodes built from the data files, full names included; the importer loads them and
 * scripts/names-sample.ts prints a sample of them for review, so both read the same names.
 */
export async function tariffRows(dataDir: string) {
  const records = await csvFields(dataDir, FILE);
  const namesKk = await readNamesKk(dataDir);
  const phrasesKk = await readPhrases(dataDir, "kk");
  const phrasesEn = await readPhrases(dataDir, "en");
  const parents = new Set<string>();
  for (const f of records) {
    const parent = f.text("parent_id");
    if (parent !== null) parents.add(parent);
  }
  const rows = records.map((f, k): typeof tariffNodes.$inferInsert => {
    const id = f.req("id");
    const nameRu = f.req("name_ru");
    const kind = f.req("kind");
    const below = belowHeading({ kind });
    const hsEn = f.text("name_en");
    const portalEn = below && hsEn === null ? (phrasesEn.get(nameRu) ?? null) : null;
    return {
      id,
      code: f.text("code"),
      codeFmt: f.text("code_fmt"),
      kind,
      digits: f.reqInt("digits"),
      parentId: f.text("parent_id"),
      parentCode: f.text("parent_code"),
      section: f.req("section"),
      chapter: f.text("chapter"),
      dash: f.int("dash"),
      nameRu,
      nameEn: hsEn ?? portalEn,
      nameEnSrc: hsEn !== null ? f.text("name_en_src") : portalEn !== null ? "portal" : null,
      nameKk: (below ? phrasesKk.get(nameRu) : namesKk.get(id)) ?? f.text("name_kk"),
      pathRu: f.text("path_ru"),
      unit: f.text("unit"),
      unitOkei: f.text("unit_okei"),
      plus: f.flag("plus"),
      tnvedNotes: f.list("tnved_notes"),
      synthetic: f.flag("synthetic"),
      position: k + 1,
      hasChildren: parents.has(id),
    };
  });
  // In English a line with an HS 2022 description is self-sufficient, so a chain stops there; so is a
  // national line that carries its six-digit subheading's text because it covers the same scope.
  type Row = (typeof rows)[number];
  const named = (name: (r: Row) => string | null | undefined, official: (r: Row) => boolean) =>
    fullNames(rows.map((r): NamedNode => ({ id: r.id, parentId: r.parentId ?? null, kind: r.kind, name: name(r) ?? null, official: official(r) })));
  const full = {
    ru: named((r) => r.nameRu, () => false),
    kk: named((r) => r.nameKk, () => false),
    en: named((r) => r.nameEn, (r) => r.nameEnSrc === "hs2022" || r.nameEnSrc === "hs2022_hs6_same_scope"),
  };
  for (const r of rows) {
    r.fullRu = full.ru.get(r.id) ?? null;
    r.fullKk = full.kk.get(r.id) ?? null;
    r.fullEn = full.en.get(r.id) ?? null;
  }
  const known = new Set(rows.map((r) => r.id));
  const unknown = [...namesKk.keys()].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(`${NAMES_KK_FILE}: ids not in ${FILE}: ${unknown.slice(0, 10).join(", ")}`);
  }
  return rows;
}

/**
 * The ТН ВЭД ЕАЭС tree, in printed order, with `has_children` derived from the parent links. `name_kk`
 * comes from names_kk.csv by id down to the headings (the nomenclature's own column is empty); an id of
 * names_kk.csv that the nomenclature lacks is an error, so the two files cannot drift apart silently.
 * Below the headings `name_kk`, and `name_en` where HS 2022 has none, come from the phrase tables by the
 * line's Russian name (phrases.md); an untranslated phrase leaves the name empty, so the page shows the
 * Russian with its badge. Each line also gets its full display name per locale (full-names.ts).
 */
export const tariffNodesDataset: Dataset = {
  name: "tariff_nodes",
  table: tariffNodes,
  files: [FILE, NAMES_KK_FILE, PHRASE_FILES.kk, PHRASE_FILES.en],
  // Lines with a code (sections have none), by their Russian name: a code gained or lost is the tree's change.
  facts: {
    field: "name",
    tree: true,
    async read(db) {
      const rows = await db
        .select({ code: tariffNodes.code, name: tariffNodes.nameRu })
        .from(tariffNodes)
        .where(isNotNull(tariffNodes.code))
        .orderBy(tariffNodes.position);
      return new Map(rows.map((r) => [r.code ?? "", r.name]));
    },
  },
  async load(db, dataDir) {
    const rows = await tariffRows(dataDir);
    return replaceRows(db, tariffNodes, rows);
  },
};
