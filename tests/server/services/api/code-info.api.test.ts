import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CODE_INFO_SLICES, codeClassificationsBody, codeExciseBody, codeExportDutiesBody, codeInformationBody, codeLabelsBody,
  codeNdsBody, codePreferenceBody, preferenceCountriesBody, codeProtectiveBody, codeRestrictionsBody, errorBody,
  codeBenefitBody, codeBtoRateBody,
} from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });
const info = async (code: string, date?: string, lang?: string) => {
  const res = await get(`/api/v1/products/information?code=${code}${date ? `&date=${date}` : ""}`, lang);
  expect(res.statusCode).toBe(200);
  return codeInformationBody.parse(res.json()).data;
};

describe("GET /api/v1/products/information: import duty by date", () => {
  it("applies a temporary ETT note only while it is in force", async () => {
    // 2917360000: ETT 5 %, note 92С = 0 % from 01.04.2024 to 31.03.2026.
    const inForce = await info("2917360000", "2026-03-31");
    expect(inForce.import_duty?.base.ad_valorem).toBe(5);
    expect(inForce.import_duty?.applied).toMatchObject({ ad_valorem: 0, note_id: "92С" });
    expect(inForce.import_duty?.notes[0]).toMatchObject({ id: "92С", state: "in_force", applies_to_kz: true, valid_from: "2024-04-01", valid_to: "2026-03-31" });
    const after = await info("2917360000", "2026-04-01");
    expect(after.import_duty?.applied).toMatchObject({ ad_valorem: 5, note_id: null });
    expect(after.import_duty?.notes[0]?.state).toBe("expired");
    const before = await info("2917360000", "2024-03-31");
    expect(before.import_duty?.notes[0]?.state).toBe("not_yet");
  });

  it("never applies a Russia-only note", async () => {
    // 3208209001: ETT 0, note 9С = 5 % for goods imported into Russia.
    for (const date of ["2022-06-01", "2026-01-01"]) {
      const card = await info("3208209001", date);
      expect(card.import_duty?.notes[0]).toMatchObject({ id: "9С", state: "russia_only", applies_to_kz: false });
      expect(card.import_duty?.applied).toMatchObject({ ad_valorem: 0, note_id: null });
    }
  });

  it("returns a note whose text is missing with text null and says so", async () => {
    const card = await info("1207999601", "2026-01-01");
    expect(card.import_duty?.notes[0]).toMatchObject({ id: "115С", text: null, state: "text_missing" });
    expect(card.import_duty?.applied.note_id).toBeNull();
    expect(card.import_duty?.base.source.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("VAT, excise, export duty", () => {
  it("VAT is 12 % on 2025-12-31 and 16 % on 2026-01-01, each with its legal basis", async () => {
    const old = codeNdsBody.parse((await get("/api/v1/products/nds?code=0101210000&date=2025-12-31")).json()).data;
    expect(old.standard?.rate_pct).toBe(12);
    expect(old.standard?.source.act).toMatch(/120-VI/);
    const now = codeNdsBody.parse((await get("/api/v1/products/nds?code=0101210000&date=2026-01-01")).json()).data;
    expect(now.standard?.rate_pct).toBe(16);
    expect(now.standard?.source.act).toMatch(/214-VIII/);
    // The reduced medical rate may apply, but its list was not obtained: never "yes".
    const reduced = now.regimes.find((r) => r.id === "reduced_medical_2026");
    expect(reduced).toMatchObject({ kind: "reduced", rate_pct: 5, applies: "may_apply" });
    expect(now.regimes.every((r) => r.applies === "may_apply")).toBe(true);
  });

  it("a cigarette code has excise with its source; a horse has none and says so", async () => {
    const cig = codeExciseBody.parse((await get("/api/v1/products/excise-duties?code=2402209000&date=2026-06-01")).json()).data;
    expect(cig.known).toBe(true);
    const rate = cig.items.find((i) => i.id.startsWith("cigarettes_"));
    expect(rate).toMatchObject({ id: "cigarettes_2026", rate_value: 18051, rate_unit: "KZT per 1000 pcs" });
    expect(rate?.source.url).toMatch(/^https:\/\//);
    expect(rate?.source.act).toMatch(/214-VIII/);
    const y2027 = codeExciseBody.parse((await get("/api/v1/products/excise-duties?code=2402209000&date=2027-01-01")).json()).data;
    expect(y2027.items.filter((i) => i.id.startsWith("cigarettes_")).map((i) => i.rate_value)).toEqual([21163]);
    const horse = codeExciseBody.parse((await get("/api/v1/products/excise-duties?code=0101210000&date=2026-06-01")).json()).data;
    expect(horse).toMatchObject({ known: false, items: [] });
    expect(horse.no_data?.legal_reference?.act).toMatch(/214-VIII/);
  });

  it("export duty by code and season; else no data with the order", async () => {
    const inSeason = codeExportDutiesBody.parse((await get("/api/v1/products/export-duties?code=2710194210&date=2026-03-01")).json()).data;
    expect(inSeason.known).toBe(true);
    expect(inSeason.items.find((i) => i.id === "gasoils_other")).toMatchObject({ match: "code", in_season: true, season: { from: "02-15", to: "10-15" } });
    const winter = codeExportDutiesBody.parse((await get("/api/v1/products/export-duties?code=2710194210&date=2026-12-01")).json()).data;
    expect(winter.items.find((i) => i.id === "gasoils_other")?.in_season).toBe(false);
    // Light products: the scope's codes were not read, so it only "may apply" under heading 2710.
    expect(inSeason.items.find((i) => i.id === "light_products")?.match).toBe("scope_not_parsed");
    const horse = codeExportDutiesBody.parse((await get("/api/v1/products/export-duties?code=0101210000")).json()).data;
    expect(horse).toMatchObject({ known: false, items: [] });
    expect(horse.no_data?.legal_reference?.act).toMatch(/81/);
  });
});

describe("restrictions and preferences", () => {
  it("flags a code under an EU 833 annex prefix and not one outside", async () => {
    const listed = codeRestrictionsBody.parse((await get("/api/v1/products/restrictions?code=8543703002")).json()).data;
    expect(listed.eu_833_listed).toBe(true);
    expect(listed.eu_833.map((e) => `${e.annex}:${e.cn_code}`)).toEqual(expect.arrayContaining(["VII:85437030", "XXI:8543"]));
    expect(listed.eu_833[0]?.source.as_of).toBe("2026-07-24");
    const free = codeRestrictionsBody.parse((await get("/api/v1/products/restrictions?code=0901110001")).json()).data;
    expect(free).toMatchObject({ eu_833_listed: false, eu_833: [], chpl: null });
    expect(free.screened.length).toBe(2);
  });

  it("gives the CHPL tier of an HS6 on the list", async () => {
    const r = codeRestrictionsBody.parse((await get("/api/v1/products/restrictions?code=8542311001")).json()).data;
    expect(r.chpl).toMatchObject({ hs6: "854231", tier: "1" });
    expect(r.chpl?.source.as_of).toBe("2024-02-23");
  });

  it("preferences: EAEU 0, developing 75 % of an ad valorem ETT rate, LDC 0; lists partial", async () => {
    const p = codePreferenceBody.parse((await get("/api/v1/products/preference-tariff?code=2917360000&date=2026-06-01")).json()).data;
    const by = Object.fromEntries(p.categories.map((c) => [c.category, c]));
    expect(by.eaeu_origin?.ad_valorem_pct).toBe(0);
    expect(by.developing).toMatchObject({ factor_of_ett: 0.75, ad_valorem_pct: 3.75, goods_list: "may_apply" });
    expect(by.least_developed).toMatchObject({ factor_of_ett: 0, ad_valorem_pct: 0 });
    expect(p.countries_complete).toBe(false);
    const countries = preferenceCountriesBody.parse((await get("/api/v1/directories/preference-countries/")).json()).data;
    expect(p.countries_known).toBe(countries.length);
    expect(countries.find((c) => c.iso2 === "CN")?.status).toBe("excluded");
  });

  it("labels and protective measures name the lists checked, each with its state, rows and version", async () => {
    const labels = codeLabelsBody.parse((await get("/api/v1/products/labels?code=2402209000")).json()).data;
    expect(labels.lists_checked.map((l) => l.type)).toEqual(["marking"]);
    const pm = codeProtectiveBody.parse((await get("/api/v1/products/protective-measures?code=2402209000", "en")).json()).data;
    expect(pm.lists_checked.map((l) => l.type)).toEqual(["antidumping", "countervailing", "safeguard"]);
    // A list the portal holds no row of never reads as "none applies".
    for (const list of [...labels.lists_checked, ...pm.lists_checked]) {
      expect(list.state).toBe(list.rows > 0 ? "compiled" : "not_compiled");
      expect(list.version).toMatch(/^[0-9a-f]{12}$/);
    }
  });
});

describe("ett-rate, bto-rate and benefit on the vendored data", () => {
  it("ett-rate is the card's CCT import duty of the date", async () => {
    const res = await get("/api/v1/products/ett-rate?code=2917360000&date=2026-03-31");
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { base: { ad_valorem: number }; applied: { note_id: string | null } } }).data;
    expect(data).toMatchObject({ base: { ad_valorem: 5 }, applied: { note_id: "92С" } });
  });

  it("bto-rate and benefit answer nothing over a list not yet compiled, and say it is not compiled", async () => {
    for (const lang of ["ru", "kk", "en"]) {
      const bto = codeBtoRateBody.parse((await get("/api/v1/products/bto-rate?code=2917360000", lang)).json());
      const [wto] = bto.lists_checked;
      expect(wto).toMatchObject({ type: "kz_wto_rate", state: wto!.rows > 0 ? "compiled" : "not_compiled" });
      if (wto!.state === "not_compiled") expect(bto.data).toBeNull();
      const benefit = codeBenefitBody.parse((await get("/api/v1/products/benefit?code=2917360000", lang)).json()).data;
      const [list] = benefit.lists_checked;
      expect(list).toMatchObject({ type: "tariff_benefit", state: list!.rows > 0 ? "compiled" : "not_compiled" });
      if (list!.state === "not_compiled") expect(benefit.items).toEqual([]);
    }
  });
});

describe("classifications and slices", () => {
  it("lists section, chapter, heading, HS6 and the code with names in the locale", async () => {
    const c = codeClassificationsBody.parse((await get("/api/v1/products/classifications?code=2402209000", "en")).json()).data;
    expect(c.levels.map((l) => l.level)).toEqual(["section", "chapter", "heading", "hs6", "code"]);
    expect(c.levels[1]).toMatchObject({ code: "24", name: { lang: "en", fallback: false } });
    expect(c.levels[3]).toMatchObject({ code: "240220", name: { lang: "en", fallback: false, by_portal: false } });
    // "прочие" is the portal's translation (data/tariff/phrases.md); the HS 2022 names above are official.
    expect(c.name).toMatchObject({ text: "Other", lang: "en", fallback: false, by_portal: true });
    // The full printed path keeps the uncoded lines («– прочие:»).
    const deep = codeClassificationsBody.parse((await get("/api/v1/products/classifications?code=2710194210")).json()).data;
    expect(deep.path.some((p) => p.kind === "text")).toBe(true);
    expect(deep.levels.map((l) => l.code)).toEqual([null, "27", "2710", "271019", "2710194210"]);
    // "Mytilus spp.": the Kazakh name is the Latin name the Russian prints, the portal's own (phrases.md, third round).
    const kk = codeClassificationsBody.parse((await get("/api/v1/products/classifications?code=0307311000", "kk")).json()).data;
    expect(kk.name).toEqual({ text: "Mytilus spp.", lang: "kk", fallback: false, by_portal: true });
  });

  it("names a ten-digit 'прочие' line by a full name that reads alone in ru, kk and en", async () => {
    const full = async (lang: string) => codeClassificationsBody.parse((await get("/api/v1/products/classifications?code=0201100008", lang)).json()).data;
    const [ru, kk, en] = [await full("ru"), await full("kk"), await full("en")];
    expect(ru.name.text).toBe("прочие");
    expect(ru.full_name).toEqual({ text: "Прочие: прочие; туши и полутуши; мясо крупного рогатого скота, свежее или охлажденное", lang: "ru", fallback: false, by_portal: false });
    expect(kk.full_name).toEqual({ text: "Өзгелері: өзгелері; ұшалар мен жартылай ұшалар; ірі қара малдың жаңа немесе салқындатылған еті", lang: "kk", fallback: false, by_portal: true });
    expect(en.full_name).toEqual({ text: "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled", lang: "en", fallback: false, by_portal: true });
    // The beef quota line, once the English example of an untranslated path, reads in English now that every line
    // has one; a path with an untranslated part still reads in Russian (tests/server/services/api/names.test.ts).
    const quota = codeClassificationsBody.parse((await get("/api/v1/products/classifications?code=0201100001", "en")).json()).data;
    expect(quota.full_name).toMatchObject({ lang: "en", fallback: false, by_portal: true });
    expect(quota.full_name.text).toMatch(/^Under the procedure set out in Eurasian Economic Union additional note 3 to chapter 02.*: .*meat of bovine animals/);
  });

  it("each slice equals the matching part of information", async () => {
    const code = "2710194210";
    const date = "2026-03-01";
    for (const lang of ["ru", "en"]) {
      const whole = await info(code, date, lang);
      for (const [path, key] of Object.entries(CODE_INFO_SLICES)) {
        const res = await get(`/api/v1/products/${path}?code=${code}&date=${date}`, lang);
        expect(res.statusCode, path).toBe(200);
        expect((res.json() as { data: unknown }).data, path).toEqual(whole[key]);
      }
    }
  });

  it("defaults the date to today in Asia/Almaty", async () => {
    const card = await info("0101210000");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date());
    expect(card.date).toBe(today);
  });
});

describe("errors", () => {
  it("answers 404 JSON for an unknown code", async () => {
    for (const path of ["information", "nds", "restrictions", "ett-rate", "bto-rate", "benefit"]) {
      const res = await get(`/api/v1/products/${path}?code=0000000000`, "kk");
      expect(res.statusCode).toBe(404);
      expect(errorBody.parse(res.json()).message).toMatch(/0000000000/);
    }
  });

  it("answers 422 JSON for a malformed code or date", async () => {
    for (const q of ["code=12345", "code=", "", "code=0101210000&date=2026-13-01", "code=0101210000&date=2026-02-30", "code=0101210000&date=yesterday"]) {
      const res = await get(`/api/v1/products/information?${q}`);
      expect(res.statusCode, q).toBe(422);
      errorBody.parse(res.json());
    }
    const date = await get("/api/v1/products/export-duties?code=0101210000&date=1.1.2026", "en");
    expect(errorBody.parse(date.json()).errors?.date).toBeDefined();
    // The three calls of spec §7 added last refuse as their siblings do, in the asked language.
    for (const path of ["ett-rate", "bto-rate", "benefit"]) {
      const ru = await get(`/api/v1/products/${path}?code=12`);
      const kk = await get(`/api/v1/products/${path}?code=12`, "kk");
      expect([ru.statusCode, kk.statusCode], path).toEqual([422, 422]);
      expect(errorBody.parse(kk.json()).message, path).not.toBe(errorBody.parse(ru.json()).message);
    }
  });
});
