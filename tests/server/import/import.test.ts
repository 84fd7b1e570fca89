import { appendFile, chmod, cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/connect.ts";
import {
  abbreviations, chpl, countries, dutyRates, kzRegions, tariffNodes, unlocodes,
} from "../../../server/db/schema.ts";
import { DATA_DIR_DEFAULT, DATASETS, dataVersion, importAll, type ImportResult } from "../../../server/import/index.ts";

// One full import into a fresh PGlite database; the tests below run in order against it.
describe("importAll", () => {
  let tmp: string;
  let database: Database;
  let first: ImportResult;
  const progress: string[] = [];
  const names = DATASETS.map((d) => d.name);

  const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "import-test-"));
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
    expect(await dataVersion(database.db)).toBeNull();
    first = await importAll(database.db, { dataDir: DATA_DIR_DEFAULT, onProgress: (l) => progress.push(l) });
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("imports every data set on the first run and reports progress", () => {
    expect(first.imported).toEqual(names);
    expect(first.skipped).toEqual([]);
    expect(progress).toContainEqual(expect.stringMatching(/^import tariff_nodes 21471 rows \d+\.\d s$/));
    expect(progress).toHaveLength(names.length);
  });

  it("loads the real counts", async () => {
    expect(await rows(tariffNodes)).toBe(21_471);
    const [sections] = await database.db.select({ n: count() }).from(tariffNodes).where(eq(tariffNodes.kind, "section"));
    expect(sections?.n).toBe(21);
    expect(await rows(dutyRates)).toBe(13_289);
    expect(await rows(kzRegions)).toBe(20);
    expect(await rows(countries)).toBe(250);
    expect(await rows(unlocodes)).toBe(115_883);
  });

  it("marks the five EAEU members", async () => {
    const members = await database.db
      .select({ iso2: countries.iso2 })
      .from(countries)
      .where(eq(countries.eaeuMember, true))
      .orderBy(countries.iso2);
    expect(members.map((m) => m.iso2)).toEqual(["AM", "BY", "KG", "KZ", "RU"]);
  });

  it("joins every Kazakhstan region with its geometry", async () => {
    const [withShape] = await database.db
      .select({ n: count() })
      .from(kzRegions)
      .where(sql`${kzRegions.geometry}->>'type' in ('Polygon', 'MultiPolygon')`);
    expect(withShape?.n).toBe(20);
  });

  it("links 0101210000 up to section I, in document order", async () => {
    const chain: { id: string; position: number; hasChildren: boolean }[] = [];
    let id: string | null = "0101210000";
    while (id) {
      const [node] = await database.db.select().from(tariffNodes).where(eq(tariffNodes.id, id));
      if (!node) throw new Error(`missing node ${id}`);
      chain.push(node);
      id = node.parentId;
    }
    expect(chain.map((n) => n.id)).toEqual(["0101210000", "01-L2", "0101", "01", "SI"]);
    expect(chain.map((n) => n.hasChildren)).toEqual([false, true, true, true, true]);
    const positions = chain.map((n) => n.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(chain.at(-1)?.position).toBe(1);
  });

  it("stores lists, numbers and empty fields with their types", async () => {
    const [rate] = await database.db.select().from(dutyRates).where(eq(dutyRates.code, "0101291000"));
    expect(rate).toMatchObject({ rateRaw: "5", rateType: "ad_valorem", advalPct: 5, specAmount: null, ettNotes: [] });
    const [noted] = await database.db.select().from(tariffNodes).where(eq(tariffNodes.id, "0201100003"));
    expect(noted?.tnvedNotes).toEqual(["12"]);
    const [tier] = await database.db.select().from(chpl).where(eq(chpl.hs6, "854231"));
    expect(tier?.jurisdictions).toEqual(["US", "EU", "UK", "JP"]);
  });

  it("skips every data set on a second run and changes nothing", async () => {
    const before = await dataVersion(database.db);
    expect(before).toMatch(/^[0-9a-f]{12}$/);
    const second = await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
    expect(second.imported).toEqual([]);
    expect(second.skipped).toEqual(names);
    expect(await rows(tariffNodes)).toBe(21_471);
    expect(await rows(dutyRates)).toBe(13_289);
    expect(await dataVersion(database.db)).toBe(before);
  });

  it("re-imports only the data set whose file changed", async () => {
    const copy = path.join(tmp, "data");
    await cp(DATA_DIR_DEFAULT, copy, { recursive: true });
    const file = path.join(copy, "tariff", "abbreviations.csv");
    await chmod(file, 0o644);
    await appendFile(file, "ТЕСТ,тестовое сокращение\n");
    const before = await dataVersion(database.db);

    const result = await importAll(database.db, { dataDir: copy });
    expect(result.imported).toEqual(["abbreviations"]);
    expect(result.skipped).toEqual(names.filter((n) => n !== "abbreviations"));
    expect(await rows(abbreviations)).toBe(60);
    expect(await dataVersion(database.db)).not.toBe(before);
  });

  it("fills a table again when it was emptied behind the importer's back", async () => {
    await database.db.delete(chpl);
    const result = await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
    // abbreviations goes back to the original file; chpl is reloaded although its file did not change.
    expect(result.imported).toEqual(["abbreviations", "chpl"]);
    expect(await rows(chpl)).toBe(50);
    expect(await rows(abbreviations)).toBe(59);
  });
});
