import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangesBody, ErrorBody } from "../../../../core/contract/index.ts";
import type { Database } from "../../../../server/db/connect.ts";
import { dataChanges } from "../../../../server/db/schema.ts";
import { startTestApp } from "../../../support/test-app.ts";

// GET /api/v1/changes over rows of this file's own: codes under a random six-digit prefix no tree has (98…),
// one version, removed at the end. The filters always name the prefix, so changes other files write stay out.

const prefix = `98${String(randomInt(10_000)).padStart(4, "0")}`;
const version = `test-${prefix}`;
const row = (ref: string, dataset: string, field: string, changedAt: string) =>
  ({ kind: "code" as const, ref, dataset, field, was: "a", now: "b", version, changedAt: new Date(changedAt) });
const ROWS = [
  row(`${prefix}0000`, "duty_rates", "import_duty", "2026-01-10T10:00:00Z"),
  // 01:00 on 1 February in Almaty (UTC+5): a February change.
  row(`${prefix}1000`, "tariff_nodes", "name", "2026-01-31T20:00:00Z"),
  row(`${prefix}2000`, "tariff_nodes", "removed", "2026-02-10T10:00:00Z"),
  row(prefix, "chpl", "chpl", "2026-03-10T10:00:00Z"),
];

let app: FastifyInstance;
let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, database, close } = await startTestApp());
  await database.db.insert(dataChanges).values(ROWS);
});
afterAll(async () => {
  await database.db.delete(dataChanges).where(eq(dataChanges.version, version));
  await close();
});

const get = (query: Record<string, string>, lang = "ru") =>
  app.inject({ method: "GET", url: `/api/v1/changes?${new URLSearchParams(query).toString()}`, headers: { lang } });
const refs = async (query: Record<string, string>) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  const body = res.json<ChangesBody>();
  return { refs: body.data.map((r) => `${r.ref} ${r.field}`), total: body.meta.total };
};

describe("GET /api/v1/changes", () => {
  it("lists the tariff's changes only: a followed container's events and a listed name's changes stay in their followers' feeds", async () => {
    // On a day of 2099 only this file writes to.
    const day = `2099-0${1 + randomInt(9)}-1${randomInt(10)}`;
    const at = new Date(`${day}T06:00:00Z`);
    await database.db.insert(dataChanges).values([
      // Outside the prefix the other cases count.
      row(`97${prefix.slice(2)}3000`, "duty_rates", "import_duty", at.toISOString()),
      { kind: "container", ref: `TSTU${prefix}0`, dataset: "containers", field: "event", was: null, now: "LOAD", version, changedAt: at },
      { kind: "sanctions_entry", ref: `un-${prefix}`, dataset: "sanction_names", field: "listed", was: null, now: "X", version, changedAt: at },
    ]);
    expect(await refs({ from: day, to: day })).toEqual({ refs: [`97${prefix.slice(2)}3000 import_duty`], total: 1 });
  });

  it("answers a prefix's changes newest first, with every column", async () => {
    expect(await refs({ code: prefix })).toEqual({
      refs: [`${prefix} chpl`, `${prefix}2000 removed`, `${prefix}1000 name`, `${prefix}0000 import_duty`], total: 4,
    });
    const [first] = (await get({ code: prefix, limit: "1" })).json<ChangesBody>().data;
    expect(first).toMatchObject({
      kind: "code", ref: prefix, name: null, dataset: "chpl", field: "chpl", was: "a", now: "b", effective_from: null, act: null, version,
      changed_at: "2026-03-10T10:00:00.000Z",
    });
  });

  it("names each row's code by its full name in the asked locale, so a 'прочие' line says which goods", async () => {
    // On a day of 2098 only this case writes to.
    const day = `2098-0${1 + randomInt(9)}-1${randomInt(10)}`;
    await database.db.insert(dataChanges).values(row("0201100008", "duty_rates", "import_duty", `${day}T06:00:00Z`));
    const name = async (lang: string) => (await get({ code: "0201100008", from: day, to: day }, lang)).json<ChangesBody>().data[0]?.name;
    expect(await name("en")).toBe("Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled");
    expect(await name("kk")).toBe("Өзгелері: өзгелері; ұшалар мен жартылай ұшалар; ірі қара малдың жаңа немесе салқындатылған еті");
  });

  it("gives a ten-digit code its own changes and those of the shorter codes covering it", async () => {
    expect((await refs({ code: `${prefix}0000` })).refs).toEqual([`${prefix} chpl`, `${prefix}0000 import_duty`]);
  });

  it("filters by data set and by day in Asia/Almaty, and pages", async () => {
    expect((await refs({ code: prefix, dataset: "tariff_nodes" })).refs).toEqual([`${prefix}2000 removed`, `${prefix}1000 name`]);
    expect((await refs({ code: prefix, from: "2026-02-01", to: "2026-02-28" })).refs).toEqual([`${prefix}2000 removed`, `${prefix}1000 name`]);
    expect((await refs({ code: prefix, to: "2026-01-31" })).refs).toEqual([`${prefix}0000 import_duty`]);
    expect(await refs({ code: prefix, limit: "3", page: "2" })).toEqual({ refs: [`${prefix}0000 import_duty`], total: 4 });
  });

  it("shows an import's new changes at once: its announcement to every process drops the cached pages", async () => {
    expect((await refs({ code: prefix, dataset: "duty_rates" })).total).toBe(1);
    await database.db.insert(dataChanges).values(row(`${prefix}3000`, "duty_rates", "import_duty", "2026-04-10T10:00:00Z"));
    // As an import does once its data sets are written (server/import/cli.ts, server/main.ts); on PostgreSQL
    // the announcement comes back through LISTEN, so the answer is awaited rather than read once.
    await database.changes.announce("data");
    await expect.poll(() => refs({ code: prefix, dataset: "duty_rates" })).toEqual({ refs: [`${prefix}3000 import_duty`, `${prefix}0000 import_duty`], total: 2 });
  });

  it.each([
    [{ dataset: "customs" }, "en", "Parameter dataset: tariff_nodes, duty_rates, ett_notes, excise_items, export_duty_items, sanction_codes or chpl"],
    [{ from: "2026-02-30" }, "en", "Parameter from: a date as YYYY-MM-DD"],
    [{ from: "2026-03-01", to: "2026-02-01" }, "en", "Parameter to: a date as YYYY-MM-DD, not before from"],
    [{ limit: "500" }, "en", "Parameter limit: rows per page, 1 to 200"],
    [{ code: "8a" }, "ru", "Параметр code: начало кода ТН ВЭД, от 2 до 10 цифр"],
    [{ cod: "8471" }, "kk", "Сұраудың белгісіз параметрі: code, dataset, from, to, page, limit рұқсат етілген"],
  ])("refuses %o with a translated 422", async (query, lang, message) => {
    const res = await get(query, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toBe(message);
  });
});
