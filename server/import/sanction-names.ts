import { sql } from "drizzle-orm";
import { sanctionNames } from "../db/schema.ts";
import { SANCTION_LISTS, type SanctionList } from "../sanctions/lists.ts";
import { nameKey } from "../sanctions/name-key.ts";
import type { Fields } from "./fields.ts";
import { csvFields, replaceRows, type Dataset, type Tx } from "./load.ts";

type Row = typeof sanctionNames.$inferInsert;

/** The lists' own type words, to one vocabulary. */
const TYPES: Record<string, string> = {
  individual: "individual", person: "individual", entity: "entity", enterprise: "entity",
  vessel: "vessel", ship: "vessel", aircraft: "aircraft",
};
const typeOf = (raw: string | null) => TYPES[(raw ?? "").toLowerCase()] ?? "unknown";
const aliasesOf = (f: Fields, key: string) => (f.text(key) ?? "").split(";").map((s) => s.trim()).filter((s) => s !== "");

interface Entry {
  id: string;
  type: string;
  name: string;
  aliases: string[];
  programs: string[];
  listedOn: string | null;
}

/** Reads one list's records as entries (name, aliases, programmes, designation date). */
const READERS: Record<SanctionList["id"], (f: Fields, k: number) => Entry> = {
  ofac_sdn: (f) => ({ id: f.req("ent_num"), type: typeOf(f.text("sdn_type")), name: f.text("name") ?? "", aliases: [], programs: f.list("programs"), listedOn: null }),
  ofac_cons: (f) => ({ id: f.req("ent_num"), type: typeOf(f.text("sdn_type")), name: f.text("name") ?? "", aliases: [], programs: f.list("programs"), listedOn: null }),
  un: (f) => ({
    id: f.req("reference_number"), type: typeOf(f.text("type")), name: f.text("name") ?? "",
    aliases: [f.text("name_original_script"), ...aliasesOf(f, "aliases")].filter((a): a is string => a !== null),
    programs: [f.text("un_list_type")].filter((p): p is string => p !== null), listedOn: f.text("listed_on"),
  }),
  uk: (f) => ({ id: f.req("unique_id"), type: typeOf(f.text("type")), name: f.text("name") ?? "", aliases: [], programs: f.list("regime"), listedOn: f.text("date_designated") }),
  // The EU file has no reference numbers: the record number is the id.
  eu: (f, k) => ({ id: String(k + 1), type: typeOf(f.text("subject_type")), name: f.text("name") ?? "", aliases: aliasesOf(f, "aliases"), programs: [], listedOn: null }),
};

/** One row per distinct search form of the entry's name and aliases. */
function rowsOf(list: SanctionList["id"], e: Entry): Row[] {
  // A record without a name (a few UK rows) is known by its first alias, or not at all.
  const [name, ...aliases] = [e.name, ...e.aliases].filter((n) => n.trim() !== "");
  if (name === undefined) return [];
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const [i, matched] of [name, ...aliases].entries()) {
    const key = nameKey(matched);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push({ entryId: `${list}:${e.id}`, list, type: e.type, name, matched, isAlias: i > 0, programs: e.programs, listedOn: e.listedOn, key });
  }
  return out;
}

/**
 * Each listed entry as the screening shows it (name, aliases, programmes), so a re-import writes the
 * entries that were listed, delisted or changed, and a followed counterparty's feed finds them (issue #18).
 */
async function readEntries(db: Tx): Promise<Map<string, string>> {
  const result = await db
    .select({
      entryId: sanctionNames.entryId,
      text: sql<string>`min(${sanctionNames.name}) || coalesce('; ' || string_agg(${sanctionNames.matched}, '; ' ORDER BY ${sanctionNames.matched}) FILTER (WHERE ${sanctionNames.isAlias}), '') || coalesce(' [' || array_to_string(min(${sanctionNames.programs}), ', ') || ']', '')`,
    })
    .from(sanctionNames)
    .groupBy(sanctionNames.entryId);
  return new Map(result.map((r) => [r.entryId, r.text]));
}

/** Every name and alias of the OFAC, UN, UK and EU lists with its Latin search form. */
export const sanctionNamesDataset: Dataset = {
  name: "sanction_names",
  table: sanctionNames,
  files: SANCTION_LISTS.map((l) => l.file),
  facts: { kind: "sanctions_entry", field: "name", appears: { added: "listed", removed: "delisted" }, read: readEntries },
  async load(db, dataDir) {
    const rows: Row[] = [];
    for (const list of SANCTION_LISTS) {
      const read = READERS[list.id];
      (await csvFields(dataDir, list.file)).forEach((f, k) => rows.push(...rowsOf(list.id, read(f, k))));
    }
    // The trigram index is built after the rows, not grown with them: rows inserted into a GIN index
    // wait in its pending list, which every search then scans (0.7 s a query instead of 20 ms).
    await db.execute(sql`DROP INDEX IF EXISTS sanction_names_key_trgm_idx`);
    const n = await replaceRows(db, sanctionNames, rows);
    await db.execute(sql`CREATE INDEX sanction_names_key_trgm_idx ON sanction_names USING gin (key gin_trgm_ops)`);
    return n;
  },
};
