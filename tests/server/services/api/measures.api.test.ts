import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeInformationBody, codeLabelsBody, codeProtectiveBody, codeRestrictionsBody, errorBody } from "../../../../core/contract/index.ts";
import { addFixtureMeasures } from "../../../support/measure-fixtures.ts";
import { startTestApp } from "../../../support/test-app.ts";

// The measures calls on the invented rows of tests/fixtures/measures, added beside whatever data/ holds.

let t: Awaited<ReturnType<typeof startTestApp>>;
let removeFixtures: () => Promise<void>;
beforeAll(async () => {
  t = await startTestApp();
  removeFixtures = await addFixtureMeasures(t.database.db);
});
afterAll(async () => {
  await removeFixtures?.();
  await t?.close();
});

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });
const protective = async (query: string, lang?: string) => {
  const res = await get(`/api/v1/products/protective-measures?${query}`, lang);
  expect(res.statusCode, query).toBe(200);
  return codeProtectiveBody.parse(res.json()).data;
};
const rates = (items: { rate: string }[]) => items.map((i) => i.rate).sort();

describe("GET /api/v1/products/protective-measures", () => {
  it("answers by prefix, leaves out an excluded prefix, and names the act and its source", async () => {
    // 2917360000: the anti-dumping duty of 291736 applies; the safeguard on 2917 excludes 291736.
    const pm = await protective("code=2917360000&date=2026-06-01");
    expect(pm.items.map((i) => i.type)).toEqual(["antidumping", "antidumping"]);
    expect(pm.items[0]).toMatchObject({
      code_prefix: "291736", origins: ["CN"], exporter: "Acme Chemical Co.", rate: "10%", valid_from: "2024-01-01", valid_to: "2027-01-01",
      act: { number: "FIXTURE-1", date: "2023-12-01", url: "https://example.org/fixture/ad-1" },
    });
  });

  it("applies from valid_from up to, not including, valid_to", async () => {
    expect((await protective("code=2917360000&date=2023-12-31&country=CN")).items).toEqual([]);
    expect(rates((await protective("code=2917360000&date=2024-01-01&country=CN")).items)).toEqual(["10%", "25%"]);
    expect(rates((await protective("code=2917360000&date=2026-12-31&country=CN")).items)).toEqual(["10%", "25%"]);
    expect((await protective("code=2917360000&date=2027-01-01&country=CN")).items).toEqual([]);
  });

  it("narrows to the country of origin", async () => {
    expect(rates((await protective("code=2917360000&date=2026-06-01&country=CN")).items)).toEqual(["10%", "25%"]);
    expect((await protective("code=2917360000&date=2026-06-01&country=UA")).items).toEqual([]);
    // The countervailing duty on Ukrainian goods ended on 2024-01-01.
    expect((await protective("code=2917360000&date=2023-12-31&country=UA")).items).toMatchObject([{ type: "countervailing", rate: "8%" }]);
    expect((await protective("code=2917360000&date=2023-12-31&country=CN")).items).toEqual([]);
  });

  it("gives a named exporter its own rate and any other exporter the 'all others' rate", async () => {
    expect(rates((await protective("code=2917360000&date=2026-06-01&country=CN&exporter=acme%20chemical%20co.")).items)).toEqual(["10%"]);
    expect(rates((await protective("code=2917360000&date=2026-06-01&country=CN&exporter=Other%20Ltd")).items)).toEqual(["25%"]);
  });

  it("names every list checked with its version and row count", async () => {
    const pm = await protective("code=0101210000&date=2026-06-01", "en");
    expect(pm.items).toEqual([]);
    expect(pm.lists_checked.map((l) => l.type)).toEqual(["antidumping", "countervailing", "safeguard"]);
    for (const list of pm.lists_checked) {
      expect(list.state).toBe("compiled");
      expect(list.rows).toBeGreaterThan(0);
      expect(list.version).toMatch(/^[0-9a-f]{12}$/);
      expect(list.title).toMatch(/duties/);
    }
  });
});

describe("GET /api/v1/products/restrictions and labels", () => {
  it("adds the non-tariff measures with the document needed; a list with no row says 'not compiled'", async () => {
    const res = await get("/api/v1/products/restrictions?code=8542311001&date=2026-06-01");
    const r = codeRestrictionsBody.parse(res.json()).data;
    // What it answered before stays: the CHPL tier of 854231.
    expect(r.chpl).toMatchObject({ hs6: "854231", tier: "1" });
    expect(r.non_tariff.items).toMatchObject([
      { type: "ntm_notification", document: "Нотификация о характеристиках шифровальных средств", act: { number: "FIXTURE-4" } },
    ]);
    const state = Object.fromEntries(r.non_tariff.lists_checked.map((l) => [l.type, l.state]));
    expect(state).toEqual({ ntm_licence: "not_compiled", ntm_permit: "not_compiled", ntm_notification: "compiled" });
    expect(r.non_tariff.lists_checked.find((l) => l.type === "ntm_licence")?.rows).toBe(0);
  });

  it("shows marking from its start date", async () => {
    const before = codeLabelsBody.parse((await get("/api/v1/products/labels?code=2402209000&date=2020-09-30")).json()).data;
    expect(before.items).toEqual([]);
    expect(before.lists_checked).toMatchObject([{ type: "marking", state: "compiled" }]);
    const from = codeLabelsBody.parse((await get("/api/v1/products/labels?code=2402209000&date=2020-10-01", "kk")).json()).data;
    expect(from.items).toMatchObject([{ type: "marking", valid_from: "2020-10-01", act: { number: "FIXTURE-5" } }]);
  });

  it("the card holds the same slices", async () => {
    const card = codeInformationBody.parse((await get("/api/v1/products/information?code=2917360000&date=2026-06-01")).json()).data;
    expect(rates(card.protective_measures.items)).toEqual(["10%", "25%"]);
    expect(card.labels.items).toEqual([]);
  });
});

describe("refused input", () => {
  it("answers a translated 422 for a malformed country, exporter, code or date", async () => {
    const cases: [string, RegExp][] = [
      ["code=2917360000&country=cn", /ISO/],
      ["code=2917360000&country=CHN", /ISO/],
      [`code=2917360000&exporter=${"x".repeat(201)}`, /./],
      ["code=2917360000&exporter=%20", /./],
      ["code=291736&country=CN", /10/],
      ["code=2917360000&date=2026-02-30&country=CN", /ГГГГ/],
    ];
    for (const [q, message] of cases) {
      const res = await get(`/api/v1/products/protective-measures?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(errorBody.parse(res.json()).message, q).toMatch(message);
    }
    const en = await get("/api/v1/products/protective-measures?code=2917360000&country=xx1", "en");
    expect(en.statusCode).toBe(422);
    expect(errorBody.parse(en.json()).errors?.country).toBeDefined();
  });

  it("answers 404 for an unknown code, filtered or not", async () => {
    for (const q of ["code=0000000000", "code=0000000000&country=CN"]) {
      expect((await get(`/api/v1/products/protective-measures?${q}`)).statusCode, q).toBe(404);
    }
  });
});
