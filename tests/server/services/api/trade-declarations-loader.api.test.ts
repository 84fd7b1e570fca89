import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../../server/db/connect.ts";
import { tradeDeclarations } from "../../../../server/db/schema.ts";
import { DATA_DIR_DEFAULT } from "../../../../server/import/index.ts";
import type { Tx } from "../../../../server/import/load.ts";
import { loadOperatorDeclarations, tradeDeclarationsDataset } from "../../../../server/import/trade-declarations.ts";
import { makeBin } from "../../../../server/trade/bin.ts";
import { openTestDatabase } from "../../../support/test-db.ts";

// Runs in a transaction that is rolled back: the database (shared with other files on PostgreSQL) keeps its demo set.
// Repeatable read: real lines other test files commit meanwhile stay out of this test's counts.

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "declarations-"));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

class Rollback extends Error {}
async function inRolledBackTx(body: (tx: Tx) => Promise<void>) {
  const err: unknown = await database.db.transaction(async (tx) => { await body(tx); throw new Rollback(); }, { isolationLevel: "repeatable read" }).catch((e: unknown) => e);
  if (!(err instanceof Rollback)) throw err;
}

const bin = makeBin(2015, 3, 12_345)!;
const wrongCheck = bin.slice(0, 11) + String((Number(bin[11]) + 1) % 10);
// Written before the logistics columns existed: such a file still loads (its lines have no mode, terms or post).
const FILE = [
  "date,flow,bin,company_name,region,partner_iso2,code,value_usd,net_weight_kg,quantity,unit",
  `2025-03-14,import,${bin},"ТОО ""Тест, Импорт""",KZ-75,CN,8471300000,12500.50,310.5,25,шт`, // 2 good
  `2025-03,export,${bin},ТОО Тест,KZ-71,ru,2709009001,1000000,1500000,,`, // 3 good: month only, ISO2 in lower case
  `2025-13-01,import,${bin},ТОО Тест,KZ-75,CN,8471300000,1,,,`, // 4 no such month
  `2025-03-14,transit,${bin},ТОО Тест,KZ-75,CN,8471300000,1,,,`, // 5 flow
  `2025-03-14,import,${wrongCheck},ТОО Тест,KZ-75,CN,8471300000,1,,,`, // 6 check digit
  `2025-03-14,import,${bin},ТОО Тест,KZ-99,CN,8471300000,1,,,`, // 7 region
  `2025-03-14,import,${bin},ТОО Тест,KZ-75,XX,8471300000,1,,,`, // 8 partner
  `2025-03-14,import,${bin},ТОО Тест,KZ-75,CN,84713000,1,,,`, // 9 code
  `2025-03-14,import,${bin},ТОО Тест,KZ-75,CN,8471300000,12.345,,,`, // 10 value
  `2025-03-14,import,${bin},ТОО Тест,KZ-75,CN,8471300000`, // 11 fields
  "",
].join("\n");

describe("npm run import:declarations (loadOperatorDeclarations)", () => {
  it("keeps the good rows as real data, reports each bad row's line and reason, and removes the demo", async () => {
    const file = path.join(dir, "march.csv");
    await writeFile(file, FILE);
    await inRolledBackTx(async (tx) => {
      const [demoBefore] = await tx.select({ n: count() }).from(tradeDeclarations).where(eq(tradeDeclarations.demo, true));
      expect(demoBefore?.n).toBeGreaterThan(10_000);
      // Real lines other test files seeded (the PostgreSQL database is shared); none on a private PGlite copy.
      const [others] = await tx.select({ n: count() }).from(tradeDeclarations).where(eq(tradeDeclarations.demo, false));
      const realBefore = others?.n ?? 0;
      const mine = () => tx.select().from(tradeDeclarations).where(eq(tradeDeclarations.source, "file: march.csv")).orderBy(asc(tradeDeclarations.id));

      const result = await loadOperatorDeclarations(tx, file);
      expect(result.loaded).toBe(2);
      expect(result.source).toBe("file: march.csv");
      expect(result.bad.map((b) => b.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
      expect(result.bad.map((b) => b.reason)).toEqual([
        expect.stringMatching(/^date/), expect.stringMatching(/^flow/), expect.stringMatching(/^bin check digit/),
        expect.stringMatching(/^region "KZ-99"/), expect.stringMatching(/^partner_iso2 "XX"/), expect.stringMatching(/^code/),
        expect.stringMatching(/^value_usd/), "7 fields, the header has 11",
      ]);

      const all = await mine();
      expect(all).toHaveLength(2);
      expect(all[0]).toMatchObject({
        date: "2025-03-14", period: "2025-03", year: 2025, flow: "import", bin, companyName: 'ТОО "Тест, Импорт"', region: "KZ-75",
        partnerIso2: "CN", code: "8471300000", valueCents: 1_250_050, netWeightKg: 310.5, quantity: 25, unit: "шт", demo: false, source: "file: march.csv",
        transportMode: null, deliveryTerms: null, customsPost: null,
      });
      expect(all[1]).toMatchObject({ date: null, period: "2025-03", partnerIso2: "RU", valueCents: 100_000_000, quantity: null, unit: null });

      // Loading the same file again replaces its rows instead of adding them twice.
      expect((await loadOperatorDeclarations(tx, file)).loaded).toBe(2);
      expect(await mine()).toHaveLength(2);
      expect(await tx.select({ n: count() }).from(tradeDeclarations)).toEqual([{ n: realBefore + 2 }]);

      // The first-start import leaves real data alone: no demo lines come back.
      expect(await tradeDeclarationsDataset.load(tx, DATA_DIR_DEFAULT)).toBe(realBefore + 2);
      expect(await tx.select({ n: count() }).from(tradeDeclarations).where(eq(tradeDeclarations.demo, true))).toEqual([{ n: 0 }]);
    });
  });

  it("checks the optional logistics columns against the classifiers: bad values reported by line and skipped", async () => {
    const file = path.join(dir, "logistics.csv");
    const head = "date,flow,bin,company_name,region,partner_iso2,code,value_usd,net_weight_kg,quantity,unit";
    const line = `2025-04-02,import,${bin},ТОО Тест,KZ-75,CN,8471300000,100,,,`;
    await writeFile(file, [
      `${head},transport_mode,delivery_terms,customs_post`,
      `${line},31,fca,khorgos`, // 2 good, terms and post in lower case
      `${line},,,`, // 3 good: the columns are optional per line
      `${line},33,FCA,KHORGOS`, // 4 no such mode
      `${line},31,FOO,KHORGOS`, // 5 no such terms
      `${line},31,FCA,NOWHERE`, // 6 no such post
      "",
    ].join("\n"));
    await inRolledBackTx(async (tx) => {
      const result = await loadOperatorDeclarations(tx, file);
      expect(result.loaded).toBe(2);
      expect(result.bad.map((b) => b.line)).toEqual([4, 5, 6]);
      expect(result.bad.map((b) => b.reason)).toEqual([
        expect.stringMatching(/^transport_mode "33"/), expect.stringMatching(/^delivery_terms "FOO"/), expect.stringMatching(/^customs_post "NOWHERE"/),
      ]);
      const rows = await tx.select().from(tradeDeclarations).where(eq(tradeDeclarations.source, "file: logistics.csv")).orderBy(asc(tradeDeclarations.id));
      expect(rows.map((r) => [r.transportMode, r.deliveryTerms, r.customsPost])).toEqual([["31", "FCA", "KHORGOS"], [null, null, null]]);
    });
  });

  it("a file with no good row changes nothing: the demo stays", async () => {
    const file = path.join(dir, "all-bad.csv");
    await writeFile(file, FILE.split("\n").filter((_, i) => i === 0 || i >= 3).join("\n"));
    await inRolledBackTx(async (tx) => {
      const before = await tx.select({ n: count() }).from(tradeDeclarations);
      const result = await loadOperatorDeclarations(tx, file);
      expect(result.loaded).toBe(0);
      expect(result.bad).toHaveLength(8);
      expect(await tx.select({ n: count() }).from(tradeDeclarations)).toEqual(before);
    });
  });

  it("refuses a file whose header lacks columns, loading nothing", async () => {
    const file = path.join(dir, "short.csv");
    await writeFile(file, "date,flow,bin\n2025-03-14,import,123\n");
    await inRolledBackTx(async (tx) => {
      await expect(loadOperatorDeclarations(tx, file)).rejects.toThrow(/lacks the column\(s\) company_name, region/);
    });
  });
});
