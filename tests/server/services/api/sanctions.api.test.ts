import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSanctionsBody, errorBody, russiaStatsBody, sanctionsDirectoryBody, screenBody } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });
const byCode = async (code: string) => {
  const res = await get(`/api/v1/products/sanctions?code=${encodeURIComponent(code)}`);
  expect(res.statusCode).toBe(200);
  return codeSanctionsBody.parse(res.json()).data;
};

describe("GET /api/v1/products/sanctions", () => {
  it("finds an annex entry written as a prefix of a 10-digit code (the prefix rule)", async () => {
    // 8541 10 (diodes) is in Annex VII; every code starting with it is covered.
    const d = await byCode("8541100009");
    const vii = d.measures.find((m) => m.annex === "VII");
    expect(vii).toMatchObject({ jurisdiction: "EU", measure: "export_ban", direction: "export", matched_prefix: "854110", scope: "covers", is_ex: false });
    expect(vii?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(vii?.source_url).toMatch(/^https:\/\/eur-lex\.europa\.eu\//);
    expect(d.reexport_risk).toBe(true);
    expect(d.measures.every((m) => m.scope === "covers" && "8541100009".startsWith(m.matched_prefix))).toBe(true);
  });

  it("gives the CHPL tier of the code's HS-6", async () => {
    const d = await byCode("8542310000");
    expect(d.chpl).toMatchObject({ hs6: "854231", tier: "1" });
    expect(d.chpl?.tier_name.length).toBeGreaterThan(0);
  });

  it("a chapter entry covers every code in the chapter, and flags an ex entry", async () => {
    // Annex XXIII lists ex 74 (copper): only part of the chapter.
    const d = await byCode("7403110000");
    const ex = d.measures.find((m) => m.matched_prefix === "74");
    expect(ex).toMatchObject({ annex: "XXIII", is_ex: true, scope: "covers" });
  });

  it("a short code also lists the entries written below it, marked as such, after the covering ones", async () => {
    const d = await byCode("8541");
    const below = d.measures.filter((m) => m.scope === "below");
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((m) => m.matched_prefix.startsWith("8541") && m.matched_prefix.length > 4)).toBe(true);
    const firstBelow = d.measures.findIndex((m) => m.scope === "below");
    expect(d.measures.slice(firstBelow).every((m) => m.scope === "below")).toBe(true);
    expect(d.chpl).toBeNull();
    expect(d.chpl_below.map((c) => c.hs6)).toEqual(expect.arrayContaining(["854110", "854160"]));
  });

  it("a code no list names has no measures and no re-export risk", async () => {
    const d = await byCode("0701900000");
    expect(d).toMatchObject({ code: "0701900000", measures: [], chpl: null, chpl_below: [], reexport_risk: false });
  });

  it("ignores spaces in the code and answers bad codes with a translated 422", async () => {
    expect((await byCode("8541 10 000 9")).code).toBe("8541100009");
    for (const bad of ["", "1", "12345678901", "84x1", "%00"]) {
      const res = await get(`/api/v1/products/sanctions?code=${bad}`, "en");
      expect(res.statusCode, bad).toBe(422);
      expect(errorBody.parse(res.json()).message).toMatch(/2 to 10 digits/);
    }
    expect((await get("/api/v1/products/sanctions")).statusCode).toBe(422);
  });
});

describe("GET /api/v1/products/directories/sanctions", () => {
  it("lists the regimes and the five name lists with versions, sizes and sources", async () => {
    const res = await get("/api/v1/products/directories/sanctions");
    expect(res.statusCode).toBe(200);
    const { regimes, lists } = sanctionsDirectoryBody.parse(res.json()).data;
    const eu = regimes.find((r) => r.id === "eu_833_2014");
    expect(eu?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(eu?.annexes.map((a) => a.annex)).toEqual(expect.arrayContaining(["VII", "XXIII", "XL"]));
    expect(eu?.annexes.reduce((s, a) => s + a.codes, 0)).toBeGreaterThan(1000);
    expect(regimes.find((r) => r.id === "chpl")?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lists.map((l) => l.id).sort()).toEqual(["eu", "ofac_cons", "ofac_sdn", "uk", "un"]);
    for (const l of lists) {
      expect(l.entries, l.id).toBeGreaterThan(100);
      expect(l.names, l.id).toBeGreaterThanOrEqual(l.entries);
    }
    expect(lists.find((l) => l.id === "uk")?.version).toBe("2025-08-11");
  });
});

describe("GET /api/v1/sanctions/statistics/against-russia", () => {
  it("has monthly additions by jurisdiction and type and snapshots, each with its source and date", async () => {
    const res = await get("/api/v1/sanctions/statistics/against-russia", "en");
    expect(res.statusCode).toBe(200);
    const { series, not_counted } = russiaStatsBody.parse(res.json()).data;
    const ukAdded = series.filter((s) => s.jurisdiction === "UK" && s.metric === "designations_added");
    expect(ukAdded.map((s) => s.target_type).sort()).toEqual(["entity", "individual", "vessel"]);
    for (const s of series) {
      expect(s.source.length).toBeGreaterThan(0);
      expect(s.as_of).toMatch(/^\d{4}-\d{2}/);
      const periods = s.points.map((p) => p.period);
      expect(periods).toEqual([...periods].sort());
    }
    expect(ukAdded[0]?.as_of).toBe("2025-08-11");
    expect(series.some((s) => s.jurisdiction === "US" && s.metric === "active_listings" && s.period_type === "snapshot")).toBe(true);
    // One point per period: a whole-list total is its own series beside the Russia one.
    for (const s of series) expect(new Set(s.points.map((p) => p.period)).size, `${s.source} ${s.target_type}`).toBe(s.points.length);
    expect(ukAdded.every((s) => s.russia_scope)).toBe(true);
    expect(series.filter((s) => s.jurisdiction === "UN").every((s) => !s.russia_scope)).toBe(true);
    expect(not_counted.join(" ")).toMatch(/delisting/i);
  });

  it("says what it does not count in the asked language", async () => {
    const ru = russiaStatsBody.parse((await get("/api/v1/sanctions/statistics/against-russia", "ru")).json()).data;
    expect(ru.not_counted.join(" ")).toMatch(/Исключения/);
  });
});

describe("GET /api/v1/sanctions/screen", () => {
  const screen = async (q: string, limit = 10) => {
    const res = await get(`/api/v1/sanctions/screen?q=${encodeURIComponent(q)}&limit=${limit}`);
    expect(res.statusCode, q).toBe(200);
    return screenBody.parse(res.json()).data;
  };

  it("finds a listed name, best first, with list, type, programmes, score and the list's date", async () => {
    const hits = await screen("Sberbank", 5);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const sdn = (await screen("public joint stock company sberbank of russia")).find((h) => h.list === "ofac_sdn");
    expect(sdn).toMatchObject({ name: "PUBLIC JOINT STOCK COMPANY SBERBANK OF RUSSIA", type: "entity", list_date: "2024-05-03", jurisdiction: "US" });
    expect(sdn?.programs).toContain("RUSSIA-EO14024");
    expect(sdn?.score).toBe(1);
  });

  it("shows the alias that matched", async () => {
    const hit = (await screen("Frank Kakorere")).find((h) => h.list === "un");
    expect(hit).toMatchObject({ name: "FRANK KAKOLELE BWAMBALE", matched: "FRANK KAKORERE" });
  });

  it("gives the designation date where the list has one", async () => {
    const uk = (await screen("PJSC Aeroflot")).find((h) => h.list === "uk");
    expect(uk?.listed_on).toBe("2022-05-19");
  });

  it("answers an empty or overlong query with 422 and junk with an empty list, never 5xx", async () => {
    for (const q of ["", "   ", "x".repeat(201)]) {
      const res = await get(`/api/v1/sanctions/screen?q=${encodeURIComponent(q)}`, "en");
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(0);
    }
    expect((await get("/api/v1/sanctions/screen?q=putin&limit=0")).statusCode).toBe(422);
    expect((await get("/api/v1/sanctions/screen?q=putin&limit=51")).statusCode).toBe(422);
    for (const q of ["!!!", "a", "%_\\'\"", "ab", "😀😀😀", "qqqqqqqqqqqq"]) expect(await screen(q), q).toEqual([]);
    // Text that looks like SQL is only text.
    expect(Array.isArray(await screen("' OR 1=1 --"))).toBe(true);
  });
});
