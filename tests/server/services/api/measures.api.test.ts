import { describe, expect, it } from "vitest";
import {
  calculateBody, calculatorCodeInfoBody, codeBenefitBody, codeBtoRateBody, codeInformationBody, codeLabelsBody, codeProtectiveBody, codeRestrictionsBody,
  errorBody, type CalculateRequest,
} from "../../../../core/contract/index.ts";
import { appWithFixtureMeasures } from "../../../support/measure-fixtures.ts";

// The measures calls on the invented rows of tests/fixtures/measures, added beside whatever data/ holds.

const t = appWithFixtureMeasures();

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

  it("names the act's adopting body in the reader's language (the data sets write it in English)", async () => {
    // The vendored anti-dumping duty on steel angles from Ukraine: EEC Board Decision No. 26 of 07.03.2023.
    const named = async (lang: string) => (await protective("code=7216210000&date=2026-06-01&country=UA", lang)).items.find((i) => i.act.number === "26")!;
    expect((await named("ru")).act.body).toBe("Коллегия ЕЭК");
    expect((await named("ru")).source.act).toBe("Коллегия ЕЭК, № 26 от 07.03.2023");
    expect((await named("kk")).act.body).toBe("ЕЭК Алқасы");
    expect((await named("en")).source.act).toBe("EEC Board, No. 26 of 07.03.2023");
  });

  it("names the countries of origin in the reader's language beside their codes", async () => {
    const origin = async (lang: string) => (await protective("code=7216210000&date=2026-06-01&country=UA", lang)).items.find((i) => i.act.number === "26")!;
    expect(await origin("ru")).toMatchObject({ origins: ["UA"], origin_names: ["Украина"] });
    expect((await origin("kk")).origin_names).toEqual(["Украина"]);
    expect((await origin("en")).origin_names).toEqual(["Ukraine"]);
    const tubes = (await protective("code=7306402009&date=2026-11-01", "kk")).items;
    expect(tubes.length).toBeGreaterThan(0);
    for (const t of tubes) expect(t.origin_names).toEqual(["Қытай"]);
  });

  it("follows the vendored duty on stainless welded tubes from China through the acts that prolonged it", async () => {
    // EEC Board Decisions No. 12 of 09.02.2021, No. 4 of 20.01.2026 and No. 121 of 08.09.2026 (data/measures/README.md).
    const on = async (date: string, exporter?: string) =>
      (await protective(`code=7306402009&date=${date}&country=CN${exporter ? `&exporter=${encodeURIComponent(exporter)}` : ""}`)).items
        .filter((i) => i.code_prefix === "7306402009")
        .map((i) => `${i.act.number} ${i.rate}`);
    expect(await on("2021-03-13")).toEqual([]);
    expect(await on("2021-03-14", "Foshan Vinmay Stainless Steel Co., Ltd.")).toEqual(["12 14.62%"]);
    expect(await on("2026-06-01", "Another Mill Ltd")).toEqual(["4 17.28%"]);
    expect(await on("2026-11-27", "Guangdong Sumwin New Material Group Co., Ltd.")).toEqual(["121 17.28%"]);
    expect(await on("2031-09-08")).toEqual([]);
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
    // The fixture's marking of 2402 only: data/measures marks some of the same codes from its own acts.
    const fixture = (items: { act: { number: string } }[]) => items.filter((i) => i.act.number.startsWith("FIXTURE-"));
    const before = codeLabelsBody.parse((await get("/api/v1/products/labels?code=2402209000&date=2020-09-30")).json()).data;
    expect(fixture(before.items)).toEqual([]);
    expect(before.lists_checked).toMatchObject([{ type: "marking", state: "compiled" }]);
    const from = codeLabelsBody.parse((await get("/api/v1/products/labels?code=2402209000&date=2020-10-01", "kk")).json()).data;
    expect(fixture(from.items)).toMatchObject([{ type: "marking", valid_from: "2020-10-01", act: { number: "FIXTURE-5" } }]);
  });

  it("the card holds the same slices", async () => {
    const card = codeInformationBody.parse((await get("/api/v1/products/information?code=2917360000&date=2026-06-01")).json()).data;
    expect(rates(card.protective_measures.items)).toEqual(["10%", "25%"]);
    expect(card.labels.items).toEqual([]);
  });
});

describe("Kazakhstan's WTO rate on the card", () => {
  const duty = async (code: string, date: string) =>
    codeInformationBody.parse((await get(`/api/v1/products/information?code=${code}&date=${date}`)).json()).data.import_duty!;

  it("applies a plain percent lower than the CCT rate and keeps the CCT rate beside it", async () => {
    // 2917360000: ETT 5 % on 2026-06-01; fixture WTO rate 3 %.
    const d = await duty("2917360000", "2026-06-01");
    expect(d.applied).toMatchObject({ type: "ad_valorem", ad_valorem: 3, note_id: null, source: { url: "https://example.org/fixture/wto-6" } });
    expect(d.kz_wto).toMatchObject({ outcome: "applied", ad_valorem: 3, cct: { ad_valorem: 5 }, measure: { act: { number: "FIXTURE-6" } } });
    // The list is compiled, so the card no longer says the WTO rates are missing.
    expect(d.not_included.some((n) => /№ 59/.test(n.message))).toBe(false);
  });

  it("keeps a lower temporary ETT rate, and never ranks a rate that is not a plain percent", async () => {
    // On 2026-03-31 the ETT note 92С sets 0 %, below the WTO 3 %.
    const note = await duty("2917360000", "2026-03-31");
    expect(note.applied).toMatchObject({ ad_valorem: 0, note_id: "92С" });
    expect(note.kz_wto?.outcome).toBe("not_lower");
    // Cigarettes have a specific ETT rate: the fixture 10 % is shown, not applied.
    const cigarettes = await duty("2402209000", "2026-06-01");
    expect(cigarettes.kz_wto?.outcome).toBe("not_comparable");
    expect(cigarettes.applied.source.url).not.toMatch(/fixture/);
  });
});

describe("GET /api/v1/products/bto-rate and benefit", () => {
  it("bto-rate answers the card's WTO comparison and names its list as compiled", async () => {
    const card = codeInformationBody.parse((await get("/api/v1/products/information?code=2917360000&date=2026-06-01", "kk")).json()).data;
    const res = await get("/api/v1/products/bto-rate?code=2917360000&date=2026-06-01", "kk");
    expect(res.statusCode).toBe(200);
    const bto = codeBtoRateBody.parse(res.json());
    expect(bto.data).toEqual(card.import_duty!.kz_wto);
    expect(bto.data).toMatchObject({ outcome: "applied", ad_valorem: 3, measure: { act: { number: "FIXTURE-6" } } });
    expect(bto.lists_checked).toMatchObject([{ type: "kz_wto_rate", state: "compiled" }]);
    // A code no WTO row covers: null, over a compiled list.
    const none = codeBtoRateBody.parse((await get("/api/v1/products/bto-rate?code=0101210000&date=2026-06-01")).json());
    expect(none).toMatchObject({ data: null, lists_checked: [{ type: "kz_wto_rate", state: "compiled" }] });
  });

  it("benefit answers a benefit by prefix and dates, less its exclusion", async () => {
    const benefit = async (code: string, date: string) => codeBenefitBody.parse((await get(`/api/v1/products/benefit?code=${code}&date=${date}`, "en")).json()).data;
    const on = await benefit("2917360000", "2026-06-01");
    expect(on.items).toMatchObject([{ type: "tariff_benefit", rate: "0%", act: { number: "FIXTURE-8" } }]);
    expect(on.lists_checked).toMatchObject([{ type: "tariff_benefit", state: "compiled", title: expect.stringMatching(/benefit/i) }]);
    expect((await benefit("2917360000", "2030-01-01")).items).toEqual([]);
    expect((await benefit("2917392000", "2026-06-01")).items).toEqual([]);
  });
});

describe("the calculator on the measures", () => {
  const post = async (over: Partial<CalculateRequest>) => {
    const body: CalculateRequest = { code: "2917360000", date: "2026-06-01", origin: "CN", customs_value: { amount: 1_000_000, currency: "KZT" }, ...over };
    const res = await t.app.inject({ method: "POST", url: "/api/v1/calculator/calculate", payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return calculateBody.parse(res.json()).data;
  };
  const amounts = (r: { lines: { kind: string; amount_kzt: number }[] }) => r.lines.map((l) => [l.kind, l.amount_kzt]);

  it("uses the WTO rate and adds the anti-dumping duty for the origin, each with its act", async () => {
    // 1 000 000 KZT from China, any exporter: duty 3 % = 30 000; anti-dumping 25 % = 250 000;
    // VAT 16 % × (1 000 000 + 30 000 + 250 000) = 204 800; total 484 800.
    const r = await post({});
    expect(amounts(r)).toEqual([["duty", 30_000], ["remedy", 250_000], ["vat", 204_800]]);
    expect(r.total_kzt).toBe(484_800);
    expect(r.lines[1]?.source.url).toBe("https://example.org/fixture/ad-1");
    expect(r.notes.some((n) => n.includes("FIXTURE-6") && n.includes("5 %"))).toBe(true);
  });

  it("a named exporter gets its own rate; other origins none", async () => {
    // Acme: 10 % = 100 000; VAT 16 % × 1 130 000 = 180 800; total 310 800.
    const acme = await post({ exporter: "Acme Chemical Co." });
    expect(amounts(acme)).toEqual([["duty", 30_000], ["remedy", 100_000], ["vat", 180_800]]);
    expect(acme.total_kzt).toBe(310_800);
    // From the US: 30 000 + VAT 16 % × 1 030 000 = 164 800.
    expect(amounts(await post({ origin: "US" }))).toEqual([["duty", 30_000], ["vat", 164_800]]);
  });

  it("the wizard's code info offers the exporters the tubes' act names; the exporter chosen gets its rate, named in the line", async () => {
    // EEC Board Decision No. 121 of 08.09.2026 on stainless welded tubes from China (data/measures/README.md).
    const res = await get("/api/v1/calculator/code-info?code=7306402009&date=2026-11-27", "kk");
    expect(res.statusCode).toBe(200);
    const offered = calculatorCodeInfoBody.parse(res.json()).data.remedy_exporters.map((r) => `${r.origins.join()} ${r.exporter ?? "*"} ${r.rate}`);
    expect(offered.sort()).toEqual([
      "CN * 17.28%", "CN Foshan Vinmay Stainless Steel Co., Ltd. 14.62%", "CN Guangdong Sumwin New Material Group Co., Ltd. 17.28%",
    ]);
    // No act naming exporters: nothing to ask (steel angles from Ukraine name none; 0101210000 has no remedy).
    for (const code of ["7216210000", "0101210000"])
      expect(calculatorCodeInfoBody.parse((await get(`/api/v1/calculator/code-info?code=${code}&date=2026-11-27`)).json()).data.remedy_exporters).toEqual([]);
    // 1 000 000 KZT of tubes from China: 14.62 % = 146 200 for Foshan Vinmay, 17.28 % = 172 800 for all the others.
    const tubes = { code: "7306402009", date: "2026-11-27" };
    const remedy = (r: { lines: { kind: string; label: string; amount_kzt: number }[] }) => r.lines.find((l) => l.kind === "remedy");
    expect(remedy(await post({ ...tubes, exporter: "Foshan Vinmay Stainless Steel Co., Ltd." }))).toMatchObject({
      label: "Антидемпинговая пошлина (экспортёр: Foshan Vinmay Stainless Steel Co., Ltd.)", amount_kzt: 146_200,
    });
    expect(remedy(await post(tubes))).toMatchObject({ label: "Антидемпинговая пошлина (все прочие экспортёры)", amount_kzt: 172_800 });
  });

  it("answers a translated 422 for a malformed exporter", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/v1/calculator/calculate", headers: { lang: "en" },
      payload: { code: "2917360000", origin: "CN", customs_value: { amount: 1, currency: "KZT" }, exporter: "x".repeat(201) },
    });
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).errors?.exporter?.[0]).toMatch(/Exporter/);
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
