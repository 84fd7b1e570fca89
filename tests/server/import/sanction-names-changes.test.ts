import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/connect.ts";
import { dataChanges } from "../../../server/db/schema.ts";
import { importAll } from "../../../server/import/index.ts";
import { sanctionNamesDataset } from "../../../server/import/sanction-names.ts";
import { SANCTION_LISTS } from "../../../server/sanctions/lists.ts";

// The UN list in two versions; the other lists stay empty. B lists a new entity, renames one and delists one.
const UN_HEAD = "reference_number,type,name,name_original_script,aliases,un_list_type,listed_on";
const UN_A = [UN_HEAD, "KPe.001,entity,Korea Mining Development Trading Corporation,,KOMID,DPRK,2009-04-24", "QDe.002,entity,Al Rashid Trust,,,Al-Qaida,2001-10-06"];
const UN_B = [UN_HEAD, "KPe.001,entity,Korea Mining Development Trading Corporation,,KOMID;Changgwang Sinyong,DPRK,2009-04-24", "KPe.077,entity,Kalmar Shipping Trading Co,,,DPRK,2026-11-20"];
const EMPTY: Record<string, string> = {
  ofac_sdn: "ent_num,name,sdn_type,programs", ofac_cons: "ent_num,name,sdn_type,programs",
  uk: "unique_id,type,name,regime,date_designated", eu: "subject_type,name,aliases",
};

describe("a sanctions name list re-import writes its entries' changes", () => {
  let tmp: string;
  let database: Database;
  const importLists = async (un: string[]) => {
    for (const list of SANCTION_LISTS) {
      await writeFile(path.join(tmp, "data", list.file), gzipSync((list.id === "un" ? un : [EMPTY[list.id]]).join("\n") + "\n"));
    }
    return importAll(database.db, { dataDir: path.join(tmp, "data"), datasets: [sanctionNamesDataset] });
  };
  const changes = async () =>
    (await database.db.select().from(dataChanges).orderBy(dataChanges.id)).map(({ kind, ref, field, was, now }) => ({ kind, ref, field, was, now }));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "names-changes-"));
    await mkdir(path.join(tmp, "data", "sanctions"), { recursive: true });
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
  });
  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("writes nothing on the first import, then the listed, changed and delisted entries", async () => {
    await importLists(UN_A);
    expect(await changes()).toEqual([]);
    await importLists(UN_B);
    expect(await changes()).toEqual([
      { kind: "sanctions_entry", ref: "un:KPe.001", field: "name", was: "Korea Mining Development Trading Corporation; KOMID [DPRK]", now: "Korea Mining Development Trading Corporation; Changgwang Sinyong; KOMID [DPRK]" },
      { kind: "sanctions_entry", ref: "un:KPe.077", field: "listed", was: null, now: "Kalmar Shipping Trading Co [DPRK]" },
      { kind: "sanctions_entry", ref: "un:QDe.002", field: "delisted", was: "Al Rashid Trust [Al-Qaida]", now: null },
    ]);
  });
});
