import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/connect.ts";
import { dataChanges } from "../../../server/db/schema.ts";
import { diffCodeFacts } from "../../../server/import/changes.ts";
import { dutyRatesDataset } from "../../../server/import/duty-rates.ts";
import { ettNotesDataset } from "../../../server/import/ett-notes.ts";
import { exciseItemsDataset, exportDutyItemsDataset } from "../../../server/import/fiscal.ts";
import { importAll } from "../../../server/import/index.ts";
import { sanctionCodesDataset } from "../../../server/import/sanction-codes.ts";

const HEAD = "code,rate_raw,rate_type,adval_pct,spec_amount,spec_currency,spec_per_qty,spec_per_unit,alt_adval_pct,ett_notes,unit";
const A = [HEAD, "0101210000,0,ad_valorem,0,,,,,,,шт", "0101291000,5,ad_valorem,5,,,,,,,шт", "0101299000,5,ad_valorem,5,,,,,,,шт"];
const EU_HEAD = "jurisdiction,legal_act,consolidated_version,annex,annex_title,articles,measure,measure_description,cn_code,code_digits,is_ex,hs_code,hs_description,annex_coverage,source_url";
const EU_A = [EU_HEAD, "EU,Council Regulation (EU) No 833/2014,2026-07-24,VII,,,export_ban,,854110,6,0,854110,,,"];
// B adds one annex entry: the same code in a second annex.
const EU_B = [...EU_A, "EU,Council Regulation (EU) No 833/2014,2026-07-24,XXIII,,,export_ban,,854110,6,1,854110,,,"];
// B: one duty up, one code gone, one code new.
const B = [HEAD, "0101210000,0,ad_valorem,0,,,,,,,шт", "0101291000,7,ad_valorem,7,,,,,,,шт", "0101300000,10,ad_valorem,10,,,,,,,шт"];

describe("diffCodeFacts", () => {
  const before = new Map([["01", "Лошади"], ["02", "Мясо"]]);
  const after = new Map([["01", "Лошади, ослы"], ["03", "Рыба"]]);

  it("names a changed value and a value from or to none", () => {
    expect(diffCodeFacts({ field: "import_duty" }, before, after)).toEqual([
      { ref: "01", field: "import_duty", was: "Лошади", now: "Лошади, ослы" },
      { ref: "02", field: "import_duty", was: "Мясо", now: null },
      { ref: "03", field: "import_duty", was: null, now: "Рыба" },
    ]);
  });

  it("calls a tree's new and lost codes added and removed", () => {
    expect(diffCodeFacts({ field: "name", tree: true }, before, after).map((c) => c.field)).toEqual(["name", "removed", "added"]);
  });

  it("finds nothing between equal readings", () => {
    expect(diffCodeFacts({ field: "name" }, before, new Map(before))).toEqual([]);
  });
});

// Fixture imports of the duty rate and EU annex data sets into a fresh PGlite database: A, then B, then B again.
describe("importAll writes the changes it computes", () => {
  let tmp: string;
  let database: Database;
  const gz = (file: string, lines: string[]) => writeFile(path.join(tmp, "data", file), gzipSync(lines.join("\n") + "\n"));
  const importRates = async (rates: string[], annexes: string[], force = false) => {
    await gz("tariff/duty_rates.csv.gz", rates);
    await gz("sanctions/eu-833-2014-annex-cn-codes.csv.gz", annexes);
    return importAll(database.db, { dataDir: path.join(tmp, "data"), datasets: [dutyRatesDataset, sanctionCodesDataset], force });
  };
  const changes = async () =>
    (await database.db.select().from(dataChanges).orderBy(dataChanges.id)).map(({ kind, ref, dataset, field, was, now }) => ({ kind, ref, dataset, field, was, now }));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "changes-test-"));
    await mkdir(path.join(tmp, "data", "tariff"), { recursive: true });
    await mkdir(path.join(tmp, "data", "sanctions"), { recursive: true });
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("writes nothing on the first import", async () => {
    expect((await importRates(A, EU_A)).imported).toEqual(["duty_rates", "sanction_codes"]);
    expect(await changes()).toEqual([]);
  });

  it("writes exactly the differences of the next import", async () => {
    await importRates(B, EU_B);
    expect(await changes()).toEqual([
      { kind: "code", ref: "0101291000", dataset: "duty_rates", field: "import_duty", was: "5", now: "7" },
      { kind: "code", ref: "0101299000", dataset: "duty_rates", field: "import_duty", was: "5", now: null },
      { kind: "code", ref: "0101300000", dataset: "duty_rates", field: "import_duty", was: null, now: "10" },
      { kind: "code", ref: "854110", dataset: "sanction_codes", field: "eu833", was: "VII", now: "VII; XXIII (ex)" },
    ]);
  });

  it("adds nothing when the same data is imported again", async () => {
    expect((await importRates(B, EU_B, true)).imported).toEqual(["duty_rates", "sanction_codes"]);
    expect(await changes()).toHaveLength(4);
  });
});

// Excise, export duty and ETT notes name no single code: their changes are written per ten-digit line they cover.
describe("scoped lists write their changes per line", () => {
  let tmp: string;
  let database: Database;
  const RATES = [HEAD, "0101210000,0,ad_valorem,0,,,,,,63,шт", "2402201000,15,ad_valorem,15,,,,,,,шт", "2402209000,15,ad_valorem,15,,,,,,,шт", "2709009000,0,ad_valorem,0,,,,,,,кг"];
  const EXCISE_HEAD = "item_id,goods_ru,goods_en,hs_scope,hs_scope_basis,taxable_event,rate_value,rate_unit,rate_type,valid_from,valid_to,legal_basis,source_url,source_type,verification,note";
  const excise = (rate: number) => [EXCISE_HEAD, `cigarettes_2026,Сигареты,Cigarettes,2402 20,,import,${rate},KZT per 1000 pcs,specific,2026-01-01,2026-12-31,,,,,`];
  const EXPORT_HEAD = "item_id,goods_ru,goods_en,hs_scope,hs_scope_basis,rate_raw,rate_type,adval_pct,spec_amount,spec_currency,spec_per_qty,spec_per_unit,season_from_mmdd,season_to_mmdd,valid_from,valid_to,legal_basis,source_url,source_type,verification,note";
  const exports = (scope: string) => [EXPORT_HEAD, `crude_oil,Нефть сырая,Crude oil,${scope},,60 USD/t,specific,,60,USD,1000,кг,,,2023,,,,,,`];
  const NOTES_HEAD = "note_id,text_ru,status,note_rate_raw,note_rate_norm,note_rate_type,note_adval_pct,note_spec_amount,note_spec_currency,note_spec_per_qty,note_spec_per_unit,valid_from,valid_to,member_state_scope,codes_referencing";
  const notes = (text: string) => [NOTES_HEAD, `63С,${text},active,,,,,,,,,,,,1`];
  const write = (file: string, lines: string[]) => writeFile(path.join(tmp, "data", file), file.endsWith(".gz") ? gzipSync(lines.join("\n") + "\n") : lines.join("\n") + "\n");
  const importLists = async (rate: number, scope: string, note: string) => {
    await write("tariff/duty_rates.csv.gz", RATES);
    await write("tariff/kz_excise_2026.csv", excise(rate));
    await write("tariff/kz_export_duties.csv", exports(scope));
    await write("tariff/ett_notes.csv", notes(note));
    return importAll(database.db, { dataDir: path.join(tmp, "data"), datasets: [dutyRatesDataset, ettNotesDataset, exciseItemsDataset, exportDutyItemsDataset] });
  };
  const changes = async () =>
    (await database.db.select().from(dataChanges).orderBy(dataChanges.id)).map(({ ref, dataset, field, was, now }) => ({ ref, dataset, field, was, now }));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "scoped-changes-test-"));
    await mkdir(path.join(tmp, "data", "tariff"), { recursive: true });
    database = await openDatabase({ dataDir: path.join(tmp, "db") });
  });

  afterAll(async () => {
    await database?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("an excise rate, an export duty's scope and a note's text: each covered line once", async () => {
    await importLists(18051, "2710", "Ставка 0 % в отношении товаров для ремонта");
    expect(await changes()).toEqual([]);
    await importLists(21163, "2709 00", "Ставка 0 % в отношении товаров для ремонта судов");
    expect(await changes()).toEqual([
      { ref: "0101210000", dataset: "ett_notes", field: "note", was: "63С) Ставка 0 % в отношении товаров для ремонта", now: "63С) Ставка 0 % в отношении товаров для ремонта судов" },
      { ref: "2402201000", dataset: "excise_items", field: "excise", was: "Сигареты: 18051 KZT per 1000 pcs (2026-01-01 – 2026-12-31)", now: "Сигареты: 21163 KZT per 1000 pcs (2026-01-01 – 2026-12-31)" },
      { ref: "2402209000", dataset: "excise_items", field: "excise", was: "Сигареты: 18051 KZT per 1000 pcs (2026-01-01 – 2026-12-31)", now: "Сигареты: 21163 KZT per 1000 pcs (2026-01-01 – 2026-12-31)" },
      { ref: "2709009000", dataset: "export_duty_items", field: "export_duty", was: null, now: "Нефть сырая: 60 USD/t (2023 – …)" },
    ]);
  });
});
