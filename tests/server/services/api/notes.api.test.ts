import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, nodeBody, notesBody, siteBody } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });

describe("GET /api/v1/products/notes", () => {
  it("answers a chapter's notes as printed, with its title", async () => {
    const res = await get("/api/v1/products/notes?id=01");
    expect(res.statusCode).toBe(200);
    const { data } = notesBody.parse(res.json());
    expect(data).toMatchObject({ id: "01", kind: "chapter", title: "ЖИВЫЕ ЖИВОТНЫЕ", lang: "ru" });
    expect(data.text).toMatch(/^Примечание:\n1\. В данную группу включаются все живые животные/);
  });

  it("answers a section's notes; the text stays Russian whatever the lang header", async () => {
    const en = notesBody.parse((await get("/api/v1/products/notes?id=SXVI", "en")).json());
    expect(en.data).toMatchObject({ id: "SXVI", kind: "section", lang: "ru" });
    expect(en.data.text.length).toBeGreaterThan(1000);
    expect(en.data.text).toContain("Примечани");
  });

  it("answers a section without notes with an empty text, not an error", async () => {
    const res = await get("/api/v1/products/notes?id=SV");
    expect(res.statusCode).toBe(200);
    expect(notesBody.parse(res.json()).data).toMatchObject({ id: "SV", kind: "section", text: "" });
  });

  it("answers an unknown id with 404 and a malformed one with 422, in the request's language", async () => {
    const missing = await get("/api/v1/products/notes?id=99", "en");
    expect(missing.statusCode).toBe(404);
    expect(errorBody.parse(missing.json()).message).toContain("99");
    for (const bad of ["", "?id=", "?id=0101", "?id=GIR", "?id=S1", "?id=%27--"]) {
      const res = await get(`/api/v1/products/notes${bad}`, "kk");
      expect(res.statusCode, bad).toBe(422);
      errorBody.parse(res.json());
    }
  });
});

describe("GET /api/v1/site: the tariff edition's date", () => {
  it("is the newest chapter amendment, as an ISO date", async () => {
    const { data } = siteBody.parse((await get("/api/v1/site")).json());
    expect(data.tariff_as_of).toBe("2026-03-08");
  });
});

describe("GET /api/v1/products/node", () => {
  it("answers a heading with its path from the section, names in the lang header's locale", async () => {
    const { data } = nodeBody.parse((await get("/api/v1/products/node?id=8471", "en")).json());
    expect(data).toMatchObject({ id: "8471", code: "8471", kind: "heading" });
    expect(data.path.map((p) => p.id)).toEqual(["SXVI", "84"]);
    const code = nodeBody.parse((await get("/api/v1/products/node?id=0101210000")).json());
    expect(code.data.path.map((p) => p.id)).toEqual(["SI", "01", "0101", "01-L2"]);
    const section = nodeBody.parse((await get("/api/v1/products/node?id=SI")).json());
    expect(section.data.path).toEqual([]);
  });

  it("answers an unknown node with 404 and a malformed id with 422", async () => {
    expect((await get("/api/v1/products/node?id=ZZZ")).statusCode).toBe(404);
    expect((await get("/api/v1/products/node?id=%27%3B")).statusCode).toBe(422);
  });
});
