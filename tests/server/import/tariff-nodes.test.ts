import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/connect.ts";
import { tariffNodes } from "../../../server/db/schema.ts";
import { DATA_DIR_DEFAULT } from "../../../server/import/index.ts";
import { PHRASE_FILES } from "../../../server/import/phrases.ts";
import { NAMES_KK_FILE, tariffNodesDataset, tariffRows } from "../../../server/import/tariff-nodes.ts";

// The tree alone, loaded into a fresh PGlite database: its names come from the phrase tables.
describe("tariff_nodes names below the headings", () => {
  let tmp: string;
  let database: Database;
  const node = async (id: string) => (await database.db.select().from(tariffNodes).where(eq(tariffNodes.id, id)))[0];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "tariff-nodes-test-"));
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
    await database.db.transaction((tx) => tariffNodesDataset.load(tx, DATA_DIR_DEFAULT));
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("names a translated ten-digit line in kk and en, with its full name per locale", async () => {
    expect(await node("0201100008")).toMatchObject({
      nameRu: "прочие",
      nameKk: "өзгелері",
      nameEn: "Other",
      nameEnSrc: "portal",
      fullRu: "Прочие: прочие; туши и полутуши; мясо крупного рогатого скота, свежее или охлажденное",
      fullKk: "Өзгелері: өзгелері; ұшалар мен жартылай ұшалар; ірі қара малдың жаңа немесе салқындатылған еті",
      fullEn: "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled",
    });
  });

  it("does not repeat a parent's words, and stops the English chain at a line carrying its subheading's HS text", async () => {
    // Heading 3601 has one line, "Порох", whose English is the HS subheading's own (same scope).
    expect(await node("3601000000")).toMatchObject({ fullRu: "Порох", fullEn: "Explosives; propellent powders" });
    expect((await node("0810500000"))?.fullEn).toBe("Fruit, edible; kiwifruit, fresh");
  });

  it("keeps the official HS 2022 English of a six-digit line, which is its full English name too", async () => {
    const hs6 = await node("020120");
    expect(hs6?.nameEnSrc).toBe("hs2022");
    expect(hs6?.fullEn).toBe(hs6?.nameEn);
    // A line below it chains only up to that official description.
    expect((await node("0201202008"))?.fullEn).toBe(`Other: other; "compensated" quarters; meat; of bovine animals, cuts with bone in (excluding carcasses and half-carcasses), fresh or chilled`);
  });

  it("names every line of the nomenclature in kk and en, and gives every line below the headings a full name in both", async () => {
    const rows = await database.db.select().from(tariffNodes);
    expect(rows.length).toBeGreaterThan(20_000);
    const unnamed = rows.filter((r) => !r.nameKk?.trim() || !r.nameEn?.trim()).map((r) => r.id);
    expect(unnamed).toEqual([]);
    const withoutFull = rows.filter((r) => !["section", "chapter", "heading"].includes(r.kind) && (!r.fullKk || !r.fullEn)).map((r) => r.id);
    expect(withoutFull).toEqual([]);
  });

  it("leaves an untranslated line's kk and en names empty, so the page shows the Russian with its badge", async () => {
    // The tables name every line now, so a copy of the data leaves one phrase out of both: the line pipe of 7305 11.
    const phrase = "наружным диаметром 530 мм и более, из стали с временным сопротивлением разрыву (пределом прочности) 565 МПа";
    const fixture = path.join(tmp, "data");
    await mkdir(path.join(fixture, "tariff"), { recursive: true });
    for (const file of ["tariff/nomenclature.csv.gz", NAMES_KK_FILE]) await copyFile(path.join(DATA_DIR_DEFAULT, file), path.join(fixture, file));
    for (const file of Object.values(PHRASE_FILES)) {
      const rows = (await readFile(path.join(DATA_DIR_DEFAULT, file), "utf8")).split("\n");
      const kept = rows.filter((row) => !row.includes(phrase));
      expect(kept.length, file).toBe(rows.length - 1);
      await writeFile(path.join(fixture, file), kept.join("\n"));
    }
    const line = (await tariffRows(fixture)).find((r) => r.id === "7305110001");
    expect(line).toMatchObject({ nameKk: null, nameEn: null, nameEnSrc: null, fullKk: null, fullEn: null });
    expect(line?.fullRu).toMatch(/^Наружным диаметром 530 мм/);
    // The real data names it, in both languages.
    expect(await node("7305110001")).toMatchObject({ nameEnSrc: "portal", fullEn: expect.stringMatching(/^Of an external diameter of 530 mm/) });
    expect((await node("7305110001"))?.nameKk).toMatch(/^сыртқы диаметрі 530 мм/);
  });
});
