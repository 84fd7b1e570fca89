import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classificationsSearchBody, errorBody, structureSearchBody } from "../../../../core/contract/index.ts";
import { openApiDocument } from "../../../../server/openapi.ts";
import { startTestApp } from "../../../support/test-app.ts";

// structure-search and classifications-search (issue #20) against the imported tariff: known phrases of the
// published texts in Russian, Kazakh and English.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang: string) => t.app.inject({ method: "GET", url, headers: { lang } });
const structure = async (q: string, lang: string, limit = 100) => {
  const res = await get(`/api/v1/products/structure-search?q=${encodeURIComponent(q)}&limit=${limit}`, lang);
  expect(res.statusCode, q).toBe(200);
  return structureSearchBody.parse(res.json());
};
const notes = async (q: string, lang: string, limit = 100) => {
  const res = await get(`/api/v1/products/classifications-search?q=${encodeURIComponent(q)}&limit=${limit}`, lang);
  expect(res.statusCode, q).toBe(200);
  return classificationsSearchBody.parse(res.json());
};

describe("GET /api/v1/products/structure-search", () => {
  // Kazakh names below the headings are not all translated yet (data/tariff/names_kk.md): there the heading
  // alone is sure to be found.
  it.each([
    ["ru", "лошади", true],
    ["kk", "жылқылар", false],
    ["en", "horses", true],
  ])("in %s, \"%s\" finds heading 0101 (and the subheadings it governs: %s), with their paths", async (lang, phrase, governs) => {
    const body = await structure(phrase, lang);
    const codes = body.data.map((d) => d.code);
    expect(codes).toContain("0101");
    const under = body.data.filter((d) => d.code?.startsWith("0101") && d.code !== "0101");
    if (governs) expect(under.length).toBeGreaterThan(0);
    for (const d of body.data) {
      expect(["heading", "subheading6", "subheading8", "subheading9"]).toContain(d.kind);
      expect(d.path[0]?.kind).toBe("section");
    }
    // A subheading of 0101 is found through its path: its full name carries the heading's words.
    for (const d of under) expect(d.full_name.toLowerCase()).toContain(phrase);
    expect(body.total).toBe(body.data.length);
  });

  it("limits the answer and counts all matches; LIKE wildcards are text", async () => {
    const all = await structure("лошади", "ru");
    const two = await structure("лошади", "ru", 2);
    expect(two.data).toEqual(all.data.slice(0, 2));
    expect(two.total).toBe(all.total);
    expect(await structure("%%zzqx_", "en")).toEqual({ data: [], total: 0 });
  });
});

describe("GET /api/v1/products/classifications-search", () => {
  it("finds a phrase in the text of a section note, with an excerpt around it", async () => {
    const body = await notes("молодняк", "ru");
    const section = body.data.find((d) => d.id === "SI");
    expect(section).toMatchObject({ kind: "section", matched_in: "text", text_lang: "ru" });
    expect(section?.excerpt.toLowerCase()).toContain("молодняк");
    expect(section?.name?.toLowerCase()).toContain("живые животные");
  });

  it.each([
    ["kk", "тірі жануарлар"],
    ["en", "live animals"],
  ])("finds section I's notes by the section's name in %s (the notes themselves are Russian)", async (lang, phrase) => {
    const body = await notes(phrase, lang);
    const section = body.data.find((d) => d.id === "SI");
    expect(section).toMatchObject({ kind: "section", matched_in: "name", text_lang: "ru" });
    expect(section?.name?.toLowerCase()).toContain(phrase);
  });

  it("finds ETT notes by their text, after the tree's notes", async () => {
    const body = await notes("0 (ноль) %", "en");
    const ett = body.data.filter((d) => d.kind === "ett_note");
    expect(ett.map((d) => d.id)).toContain("2С");
    expect(body.data.findIndex((d) => d.kind === "ett_note")).toBe(body.data.length - ett.length);
    for (const d of ett) expect(d.excerpt).toContain("0 (ноль) %");
  });

  it("answers a blank or too long phrase and a bad limit with a translated 422", async () => {
    for (const url of [
      "/api/v1/products/classifications-search?q=%20",
      `/api/v1/products/structure-search?q=${"a".repeat(201)}`,
      "/api/v1/products/structure-search?q=milk&limit=0",
      "/api/v1/products/classifications-search?q=milk&limit=101",
    ]) {
      const res = await get(url, "kk");
      expect(res.statusCode, url).toBe(422);
      expect(errorBody.parse(res.json()).message).not.toMatch(/[a-z]{4}\.[a-z]/);
    }
  });

  it("both are in the OpenAPI document", () => {
    const paths = Object.keys(openApiDocument().paths ?? {});
    expect(paths).toEqual(expect.arrayContaining(["/api/v1/products/structure-search", "/api/v1/products/classifications-search"]));
  });
});
