import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/connect.ts";
import { measures } from "../../../server/db/schema.ts";
import { importAll } from "../../../server/import/index.ts";
import { measuresDataset } from "../../../server/import/measures.ts";

const HEADER =
  "type,code_prefix,excluded_prefixes,origins,exporter,rate,document,act_number,act_date,act_body,source_url,valid_from,valid_to";
// The shape of a row, not a real measure: data/measures/measures.csv holds no verified row yet.
const SOURCED = "antidumping,7304,730410,CN;UA,,18.9%,,1,2020-01-01,EEC Board,https://docs.eaeunion.org/example,2020-02-01,";
const UNSOURCED = "antidumping,7305,,CN,,5%,,2,2020-01-01,EEC Board,,2020-02-01,";

describe("measures import", () => {
  let tmp: string;
  let database: Database;
  const progress: string[] = [];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "measures-import-"));
    await mkdir(path.join(tmp, "data", "measures"), { recursive: true });
    await writeFile(path.join(tmp, "data", "measures", "measures.csv"), [HEADER, UNSOURCED, SOURCED, ""].join("\n"));
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
    await importAll(database.db, {
      dataDir: path.join(tmp, "data"),
      datasets: [measuresDataset],
      onProgress: (l) => progress.push(l),
    });
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("stores the sourced row with its act and source address", async () => {
    const rows = await database.db.select().from(measures);
    expect(rows).toEqual([
      expect.objectContaining({
        codePrefix: "7304", excludedPrefixes: ["730410"], origins: ["CN", "UA"], exporter: null,
        actNumber: "1", sourceUrl: "https://docs.eaeunion.org/example", validTo: null,
      }),
    ]);
  });

  it("leaves out the row without a source address and names it in the import report", () => {
    expect(progress).toContainEqual(expect.stringMatching(/^reject measures measures\/measures\.csv record 1: .*"source_url" is empty/));
    expect(progress).toContainEqual(expect.stringMatching(/^import measures 1 rows /));
  });
});
