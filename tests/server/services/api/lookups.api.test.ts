import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abbreviationsBody, codeBranchBody, codeNamesBody, codeSearchBody, codeStatisticsBody, countriesBody, customsTariffsBody, errorBody,
  ettNotesBody, exportDutiesBody, interpretationRulesBody, nationalTariffBody, tnvedsBody, treeSearchBody, unitsBody,
} from "../../../../core/contract/index.ts";
import { openApiDocument } from "../../../../server/openapi.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });

async function expect422(url: string, lang = "en") {
  const res = await get(url, lang);
  expect(res.statusCode, url).toBe(422);
  return errorBody.parse(res.json());
}

describe("GET /api/v1/products/tree-search", () => {
  it("finds nodes by a part of their name, with the path from the section", async () => {
    const res = await get("/api/v1/products/tree-search?q=%D0%BB%D0%BE%D1%88%D0%B0%D0%B4%D0%B8&limit=5"); // лошади
    expect(res.statusCode).toBe(200);
    const body = treeSearchBody.parse(res.json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThanOrEqual(body.data.length);
    const first = body.data[0]!;
    expect(first.name.toLowerCase()).toContain("лошад");
    expect(first.path[0]?.kind).toBe("section");
    expect(first.path[0]?.id).toBe("SI");
    expect(first.path.at(-1)?.id).not.toBe(first.id);
  });

  it("treats LIKE wildcards as text and finds nothing for nonsense", async () => {
    const body = treeSearchBody.parse((await get("/api/v1/products/tree-search?q=%25%25zzqx_")).json());
    expect(body).toEqual({ data: [], total: 0 });
  });

  it("answers an empty, blank or too long text and a bad limit with 422", async () => {
    await expect422("/api/v1/products/tree-search");
    await expect422("/api/v1/products/tree-search?q=%20%20");
    await expect422(`/api/v1/products/tree-search?q=${"a".repeat(201)}`);
    await expect422("/api/v1/products/tree-search?q=milk&limit=0");
    await expect422("/api/v1/products/tree-search?q=milk&limit=101");
  });
});

describe("GET /api/v1/products/code-search", () => {
  it("lists codes starting with a prefix, spaces ignored, shortest first", async () => {
    const body = codeSearchBody.parse((await get("/api/v1/products/code-search?code=01%2001&limit=50")).json());
    expect(body.data.length).toBeGreaterThan(0);
    for (const d of body.data) expect(d.code.startsWith("0101")).toBe(true);
    expect(body.data[0]).toMatchObject({ code: "0101", kind: "heading" });
    const lengths = body.data.map((d) => d.code.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(body.data.some((d) => d.code === "0101210000" && d.code_fmt === "0101 21 000 0")).toBe(true);
    expect(body.total).toBe(body.data.length);
  });

  it("counts all matches while returning only the limit", async () => {
    const body = codeSearchBody.parse((await get("/api/v1/products/code-search?code=84&limit=3")).json());
    expect(body.data.map((d) => d.code)).toEqual(["84", expect.stringMatching(/^84\d{2}$/), expect.stringMatching(/^84\d{2}$/)]);
    expect(body.total).toBeGreaterThan(500);
  });

  it("answers letters, one digit or eleven digits with 422 in the asked language", async () => {
    expect((await expect422("/api/v1/products/code-search?code=abc", "ru")).message).toBe("Код — это от 2 до 10 цифр");
    await expect422("/api/v1/products/code-search?code=1");
    await expect422("/api/v1/products/code-search?code=12345678901");
    await expect422("/api/v1/products/code-search");
  });
});

describe("GET /api/v1/products/code-statistics", () => {
  it("counts what lies under a chapter", async () => {
    const body = codeStatisticsBody.parse((await get("/api/v1/products/code-statistics?code=01")).json());
    expect(body.data).toMatchObject({ code: "01", kind: "chapter" });
    expect(body.data.children).toBeGreaterThan(0);
    expect(body.data.codes10).toBe(body.data.by_kind.code10);
    expect(body.data.by_kind.heading).toBe(6); // 0101–0106
    expect(body.data.with_rate).toBe(body.data.codes10);
    expect(body.data.zero_rate).toBeLessThanOrEqual(body.data.with_rate);
  });

  it("counts a 10-digit code as itself", async () => {
    const body = codeStatisticsBody.parse((await get("/api/v1/products/code-statistics?code=0101210000")).json());
    expect(body.data).toMatchObject({ kind: "code10", codes10: 1, children: 0, by_kind: {} });
  });

  it("answers an unknown code with 404 and a malformed one with 422", async () => {
    const res = await get("/api/v1/products/code-statistics?code=0000000000", "en");
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toContain("0000000000");
    await expect422("/api/v1/products/code-statistics?code=x1");
  });
});

describe("GET /api/v1/directories/*", () => {
  it("lists countries with the five EAEU members flagged, named in the asked language", async () => {
    const ru = countriesBody.parse((await get("/api/v1/directories/countries/")).json());
    expect(ru.data.length).toBeGreaterThan(200);
    expect(ru.data.filter((c) => c.eaeu_member).map((c) => c.iso2).sort()).toEqual(["AM", "BY", "KG", "KZ", "RU"]);
    const kz = ru.data.find((c) => c.iso2 === "KZ")!;
    expect(kz.name).toBe("Казахстан");
    expect(kz.name_kk).toBe("Қазақстан");
    const en = countriesBody.parse((await get("/api/v1/directories/countries/", "en")).json());
    expect(en.data.find((c) => c.iso2 === "KZ")?.name).toBe("Kazakhstan");
    // Sorted by the asked language's names.
    const names = en.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("lists the 21 sections and 97 chapters flat, a section before its chapters", async () => {
    const body = tnvedsBody.parse((await get("/api/v1/directories/tnveds/")).json());
    expect(body.data.filter((d) => d.kind === "section")).toHaveLength(21);
    expect(body.data.filter((d) => d.kind === "chapter").length).toBeGreaterThanOrEqual(96);
    expect(body.data[0]).toMatchObject({ id: "SI", kind: "section", chapter: null });
    expect(body.data[1]).toMatchObject({ kind: "chapter", chapter: "01", section: "I" });
  });
});

describe("GET /api/v1/codes/*", () => {
  it("names many codes at once, in the asked order, and lists the missing ones", async () => {
    const body = codeNamesBody.parse((await get("/api/v1/codes/names?codes=0101210000,%2084,9999999999,0101210000", "en")).json());
    expect(body.data.map((d) => d.code)).toEqual(["0101210000", "84"]);
    expect(body.data[1]?.name.toLowerCase()).toContain("nuclear reactors");
    expect(body.data[0]?.code_fmt).toBe("0101 21 000 0");
    expect(body.missing).toEqual(["9999999999"]);
  });

  it("names a ten-digit 'прочие' line by a full name that reads alone, in each locale, and a chapter by its name", async () => {
    const names = async (lang: string) => codeNamesBody.parse((await get("/api/v1/codes/names?codes=0201100008,84", lang)).json()).data;
    const [ru, kk, en] = [await names("ru"), await names("kk"), await names("en")];
    expect(ru[0]).toMatchObject({ name: "прочие", full_name: "Прочие: прочие; туши и полутуши; мясо крупного рогатого скота, свежее или охлажденное" });
    expect(kk[0]).toMatchObject({ name: "өзгелері", full_name: "Өзгелері: өзгелері; ұшалар мен жартылай ұшалар; ірі қара малдың жаңа немесе салқындатылған еті" });
    expect(en[0]).toMatchObject({ name: "Other", full_name: "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled" });
    expect(en[1]?.full_name).toBe(en[1]?.name);
    // The code look-up the calculator suggests from names its codes alike.
    const search = codeSearchBody.parse((await get("/api/v1/products/code-search?code=0201100008", "en")).json()).data;
    expect(search[0]?.full_name).toBe(en[0]?.full_name);
  });

  it("refuses an empty list, a bad code and more than 100 codes", async () => {
    await expect422("/api/v1/codes/names?codes=");
    await expect422("/api/v1/codes/names?codes=0101,abc");
    const many = Array.from({ length: 101 }, (_, i) => String(1000 + i)).join(",");
    await expect422(`/api/v1/codes/names?codes=${many}`);
  });

  it("gives a code's branch: the path from the section and its children", async () => {
    const body = codeBranchBody.parse((await get("/api/v1/codes/branch?code=0101")).json());
    expect(body.data).toMatchObject({ id: "0101", code: "0101", kind: "heading" });
    expect(body.data.path.map((p) => p.id)).toEqual(["SI", "01"]);
    expect(body.data.children.length).toBeGreaterThan(0);
    const leaf = codeBranchBody.parse((await get("/api/v1/codes/branch?code=0101210000")).json());
    expect(leaf.data.children).toEqual([]);
    expect(leaf.data.path.map((p) => p.id).slice(0, 3)).toEqual(["SI", "01", "0101"]);
  });

  it("answers an unknown branch with 404 and a malformed one with 422", async () => {
    expect((await get("/api/v1/codes/branch?code=9999")).statusCode).toBe(404);
    await expect422("/api/v1/codes/branch?code=");
  });
});

describe("GET /api/v1/search/*", () => {
  it("searches the national tariff with the smart ranking", async () => {
    const body = nationalTariffBody.parse((await get("/api/v1/search/national-tariff/?q=%D0%BB%D0%BE%D1%88%D0%B0%D0%B4%D0%B8&limit=5")).json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.code.startsWith("0101")).toBe(true);
  });

  it("searches the customs tariff: only 10-digit codes, each with its ETT rate", async () => {
    const body = customsTariffsBody.parse((await get("/api/v1/search/customs-tariffs/?q=%D0%BB%D0%BE%D1%88%D0%B0%D0%B4%D0%B8&limit=8")).json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    for (const d of body.data) {
      expect(d.kind).toBe("code10");
      expect(d.code).toMatch(/^\d{10}$/);
      expect(d.duty?.text).toBeTruthy();
    }
    expect(new Set(body.data.map((d) => d.code)).size).toBe(body.data.length);
  });

  it("answers a missing query and a bad limit with 422", async () => {
    await expect422("/api/v1/search/national-tariff/");
    await expect422("/api/v1/search/customs-tariffs/?q=milk&limit=51");
  });
});

describe("GET /api/v1/reference/*", () => {
  it("lists the units with their ОКЕИ codes and usage", async () => {
    const body = unitsBody.parse((await get("/api/v1/reference/units")).json());
    expect(body.data).toHaveLength(25);
    expect(body.data.find((u) => u.symbol === "кг")).toMatchObject({ okei_code: "166", role: "basic" });
    expect(body.data.find((u) => u.symbol === "шт")?.codes_using).toBeGreaterThan(100);
  });

  it("lists the abbreviations and the interpretation rules", async () => {
    const abbr = abbreviationsBody.parse((await get("/api/v1/reference/abbreviations")).json());
    expect(abbr.data).toHaveLength(59);
    expect(abbr.data.find((a) => a.abbr === "Бк")?.meaning).toBe("Беккерель");
    const gir = interpretationRulesBody.parse((await get("/api/v1/reference/interpretation-rules")).json());
    expect(gir.data?.text).toMatch(/1\./);
    expect(gir.data?.text.length).toBeGreaterThan(1000);
  });

  it("lists the ETT notes in number order with scope and the codes referencing them", async () => {
    const body = ettNotesBody.parse((await get("/api/v1/reference/ett-notes")).json());
    expect(body.data).toHaveLength(117);
    expect(body.data[0]?.id).toBe("1С");
    expect(body.data[1]).toMatchObject({ id: "2С", status: "active", valid_to: "30.04.2023", applies_to_kz: true, codes: 2 });
    const ru = body.data.filter((n) => n.scope === "RU");
    expect(ru.length).toBeGreaterThan(0);
    for (const n of ru) expect(n.applies_to_kz).toBe(false);
    expect(body.data.reduce((s, n) => s + n.codes, 0)).toBeGreaterThan(1000);
  });
});

describe("GET /api/v1/reference/export-duties", () => {
  it("lists every row with its legal basis and the act behind the list", async () => {
    const body = exportDutiesBody.parse((await get("/api/v1/reference/export-duties")).json());
    expect(body.data.items).toHaveLength(8);
    expect(body.data.code).toBeNull();
    expect(body.data.legal.title).toContain("№ 81");
    expect(body.data.legal.url).toMatch(/^https:\/\/adilet\.zan\.kz\//);
    const bitumen = body.data.items.find((i) => i.id === "bitumen")!;
    expect(bitumen).toMatchObject({ season_from: "10-01", season_to: "05-31", specific: { amount: 15, currency: "EUR", per_qty: 1000, unit: "кг" } });
  });

  it("finds the duty of a listed code and nothing for an unlisted one", async () => {
    const bitumen = exportDutiesBody.parse((await get("/api/v1/reference/export-duties?code=2713%2020%20000%200")).json());
    expect(bitumen.data.code).toBe("2713200000");
    expect(bitumen.data.name).toBeTruthy();
    expect(bitumen.data.items.map((i) => i.id)).toEqual(["bitumen"]);
    const gasoil = exportDutiesBody.parse((await get("/api/v1/reference/export-duties?code=2710194500")).json());
    expect(gasoil.data.items.map((i) => i.id)).toContain("gasoils_other");
    const horses = exportDutiesBody.parse((await get("/api/v1/reference/export-duties?code=0101210000")).json());
    expect(horses.data.items).toEqual([]);
    expect(horses.data.legal.title).toContain("№ 81");
  });

  it("refuses a malformed code", async () => {
    await expect422("/api/v1/reference/export-duties?code=27a");
  });
});

it("describes every look-up in the OpenAPI document", () => {
  const paths = Object.keys(openApiDocument().paths);
  for (const p of [
    "/api/v1/products/tree-search", "/api/v1/products/code-search", "/api/v1/products/code-statistics", "/api/v1/directories/countries/",
    "/api/v1/directories/tnveds/", "/api/v1/codes/names", "/api/v1/codes/branch", "/api/v1/search/national-tariff/",
    "/api/v1/search/customs-tariffs/", "/api/v1/reference/units", "/api/v1/reference/export-duties", "/user/api/favourites",
  ]) expect(paths).toContain(p);
});
