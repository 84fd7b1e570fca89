import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorBody, lawSearchBody, MEASURE_TYPES, remedySearchBody } from "../../../../core/contract/index.ts";
import { appWithFixtureMeasures } from "../../../support/measure-fixtures.ts";

// The laws and remedies searches over the acts registry and the invented rows of tests/fixtures/measures
// (added beside whatever data/ holds, so the expectations read the fixture rows, never the whole table).

const t = appWithFixtureMeasures();

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });
const laws = async (query: string, lang?: string) => {
  const res = await get(`/api/v1/search/laws/?${query}`, lang);
  expect(res.statusCode, query).toBe(200);
  return lawSearchBody.parse(res.json());
};
const remedies = async (query: string, lang?: string) => {
  const res = await get(`/api/v1/search/remedies/?${query}`, lang);
  expect(res.statusCode, query).toBe(200);
  return remedySearchBody.parse(res.json());
};
const fixtures = <T extends { act: { number: string } }>(items: T[]) => items.filter((i) => i.act.number.startsWith("FIXTURE-"));

describe("GET /api/v1/search/laws/", () => {
  it("lists the registry's acts and the measures' acts once each, newest first", async () => {
    const body = await laws("limit=100");
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM tariff_acts`);
    const registry = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const measureActs = (await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM (SELECT DISTINCT act_number, act_date FROM measures) a
      WHERE NOT EXISTS (SELECT 1 FROM tariff_acts r WHERE r.number = a.act_number AND r.date = a.act_date)`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(body.meta.total).toBe(registry + measureActs);
    const dates = body.data.map((a) => a.date ?? "");
    expect(dates).toEqual(dates.toSorted().reverse());
    const fixture = body.data.find((a) => a.number === "FIXTURE-1");
    expect(fixture).toMatchObject({ id: "measures:FIXTURE-1:2023-12-01", url: "https://example.org/fixture/ad-1", measures: { types: ["antidumping"], codes: 1, prefixes: ["291736"] } });
  });

  it("finds an act by a word of its title or by its number, case and ё ignored", async () => {
    const byNumber = await laws("q=FIXTURE-5", "en");
    expect(byNumber.data.map((a) => a.number)).toEqual(["FIXTURE-5"]);
    expect(byNumber.data[0]!.title).toMatch(/marking/i);
    const [registry] = (await t.database.db.execute(sql`SELECT title FROM tariff_acts ORDER BY act_id LIMIT 1`) as unknown as { rows: { title: string }[] }).rows;
    const word = registry!.title.split(/\s+/).find((w) => w.length >= 5)!;
    const byWord = await laws(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(byWord.data.some((a) => a.title === registry!.title)).toBe(true);
    expect((await laws("q=nothing-like-this-act")).data).toEqual([]);
  });

  it("gives the register's topic and status in the reader's language, never its English notes", async () => {
    const [vat] = (await t.database.db.execute(sql`SELECT number FROM tariff_acts WHERE topic = 'VAT' AND status = 'in force' ORDER BY act_id LIMIT 1`) as unknown as { rows: { number: string }[] }).rows;
    const act = (body: { data: { number: string | null; topic: string | null; status: string | null }[] }) => body.data.find((a) => a.number === vat!.number)!;
    expect(act(await laws("limit=100", "kk"))).toMatchObject({ topic: "ҚҚС", status: "күшінде" });
    expect(act(await laws("limit=100"))).toMatchObject({ topic: "НДС", status: "действует" });
    const repealed = (await laws("limit=100", "ru")).data.find((a) => a.status?.startsWith("утратил силу"));
    expect(repealed?.status).toMatch(/^утратил силу \d{2}\.\d{2}\.\d{4}$/);
    for (const a of (await laws("limit=100", "kk")).data) expect(`${a.topic ?? ""} ${a.status ?? ""}`, a.id).not.toMatch(/in force|custom\.by|\bVAT\b|preferences/);
  });

  it("names each register act in the reader's language: the official Russian title, the project's Kazakh and English", async () => {
    const id = "eec_council_59_2015";
    const title = async (lang: string) => (await laws("limit=100", lang)).data.find((a) => a.id === id)!.title;
    expect(await title("ru")).toMatch(/^Перечень товаров, в отношении которых Республика Казахстан/);
    expect(await title("kk")).toMatch(/ДСҰ/);
    expect(await title("en")).toMatch(/^List of goods for which the Republic of Kazakhstan/);
    // No register title on an English page holds a Cyrillic word, and none on a Kazakh page is the Russian one.
    const ru = new Map((await laws("limit=100", "ru")).data.map((a) => [a.id, a.title]));
    for (const a of (await laws("limit=100", "en")).data.filter((x) => !x.id.startsWith("measures:"))) expect(a.title, a.id).not.toMatch(/\p{Script=Cyrillic}/u);
    for (const a of (await laws("limit=100", "kk")).data.filter((x) => !x.id.startsWith("measures:"))) expect(a.title, a.id).not.toBe(ru.get(a.id));
  });

  it("names every measures list with its state, so an act missing from an uncompiled list is not read as none", async () => {
    const body = await laws("q=nothing-like-this-act", "kk");
    expect(body.lists_checked.map((l) => l.type)).toEqual([...MEASURE_TYPES]);
    for (const list of body.lists_checked) expect(list.state, list.type).toBe(list.rows > 0 ? "compiled" : "not_compiled");
    // The fixtures hold a row of every type but Decision No. 30's licences and permits.
    const state = Object.fromEntries(body.lists_checked.map((l) => [l.type, l.state]));
    expect([state.ntm_licence, state.ntm_permit, state.antidumping]).toEqual(["not_compiled", "not_compiled", "compiled"]);
  });

  it("refuses a one-letter query or a wrong limit with a translated 422", async () => {
    for (const [query, lang, text] of [["q=a", "en", /q/], ["limit=0", "kk", /limit/], ["limit=500", "ru", /limit/]] as const) {
      const res = await get(`/api/v1/search/laws/?${query}`, lang);
      expect(res.statusCode, query).toBe(422);
      expect(errorBody.parse(res.json()).message, query).toMatch(text);
    }
  });
});

describe("GET /api/v1/search/remedies/", () => {
  it("finds the remedies in force on the date for a code, above or below it, by origin, with the lists searched", async () => {
    const onDate = await remedies("code=2917&date=2026-06-01");
    // In force on 2026-06-01: the two anti-dumping rows of 291736 and the safeguard of 2917; not the ended countervailing duty.
    expect(fixtures(onDate.data).map((r) => [r.type, r.code_prefix, r.rate]).sort()).toEqual([
      ["antidumping", "291736", "10%"], ["antidumping", "291736", "25%"], ["safeguard", "2917", "15%"],
    ]);
    expect(onDate.meta.date).toBe("2026-06-01");
    expect(onDate.lists_checked.map((l) => l.type)).toEqual(["antidumping", "countervailing", "safeguard"]);
    expect(onDate.lists_checked.every((l) => l.state === "compiled")).toBe(true);
    // The excluded prefix: the safeguard of 2917 does not cover 2917360000.
    expect(fixtures((await remedies("code=2917360000&date=2026-06-01")).data).map((r) => r.type)).toEqual(["antidumping", "antidumping"]);
    // Before its end, the countervailing duty on goods from Ukraine shows (the safeguard excludes 291736…); not for Chinese goods.
    expect(fixtures((await remedies("code=29173600&date=2023-06-01&country=ua")).data).map((r) => r.type)).toEqual(["countervailing"]);
    expect(fixtures((await remedies("code=29173600&date=2023-06-01&country=CN")).data)).toEqual([]);
    expect(fixtures((await remedies("code=2917&date=2023-06-01&country=CN")).data).map((r) => r.type)).toEqual(["safeguard"]);
  });

  it("finds a remedy by its exporter's name, and names the code it is written for", async () => {
    const body = await remedies("q=acme&date=2026-06-01", "ru");
    expect(fixtures(body.data).map((r) => r.exporter)).toEqual(["Acme Chemical Co."]);
    const [node] = (await t.database.db.execute(sql`SELECT full_ru FROM tariff_nodes WHERE code = '291736'`) as unknown as { rows: { full_ru: string | null }[] }).rows;
    expect(body.data[0]!.name).toBe(node?.full_ru ?? null);
  });

  it("refuses a wrong code, country or date with a translated 422", async () => {
    for (const [query, text] of [["code=29a", /code/], ["country=CHN", /country/], ["date=2026-02-30", /ГГГГ|YYYY|date/i]] as const) {
      const res = await get(`/api/v1/search/remedies/?${query}`, "ru");
      expect(res.statusCode, query).toBe(422);
      expect(errorBody.parse(res.json()).message, query).toMatch(text);
    }
  });
});
