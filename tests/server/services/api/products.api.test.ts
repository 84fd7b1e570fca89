import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeBody, errorBody, treeBody } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang?: string) => t.app.inject({ method: "GET", url, headers: lang ? { lang } : {} });

describe("GET /api/v1/products/tree", () => {
  it("lists the 21 sections in document order", async () => {
    const res = await get("/api/v1/products/tree");
    expect(res.statusCode).toBe(200);
    const body = treeBody.parse(res.json());
    expect(body.data).toHaveLength(21);
    expect(body.data[0]).toMatchObject({ id: "SI", kind: "section", has_children: true });
    expect(body.data[0]?.name).toMatch(/ЖИВЫЕ ЖИВОТНЫЕ/);
    expect(body.data.at(-1)?.id).toBe("SXXI");
  });

  it("names nodes in the lang header's locale, down to ten digits in Kazakh", async () => {
    const en = treeBody.parse((await get("/api/v1/products/tree", "en")).json());
    expect(en.data[0]?.name.toLowerCase()).toContain("live animals");
    const kk = treeBody.parse((await get("/api/v1/products/tree", "kk")).json());
    expect(kk.data[0]?.name).toBe("ТІРІ ЖАНУАРЛАР; ЖАНУАР ТЕКТІ ӨНІМДЕР");
    // Below the headings a line's Kazakh name is the portal's own translation (data/tariff/phrases_kk.csv).
    const kkCode = codeBody.parse((await get("/api/v1/products/code?code=0101210000", "kk")).json());
    const ruCode = codeBody.parse((await get("/api/v1/products/code?code=0101210000", "ru")).json());
    expect(kkCode.data.name).not.toBe(ruCode.data.name);
    expect(kkCode.data.name).toMatch(/[әғқңөұүһі]/);
    expect(kkCode.data.path.find((p) => p.id === "0101")?.name).toMatch(/жылқылар/);
  });

  it("walks from a section down to a 10-digit code", async () => {
    const chain = ["SI", "01", "0101"];
    for (const id of chain) {
      const body = treeBody.parse((await get(`/api/v1/products/tree?parent=${id}`)).json());
      expect(body.data.length).toBeGreaterThan(0);
    }
    const heading = treeBody.parse((await get("/api/v1/products/tree?parent=0101")).json());
    const leafPath = heading.data.map((d) => d.id);
    expect(leafPath.some((id) => id.startsWith("0101"))).toBe(true);
    // Descend until a 10-digit code shows up.
    let parent = heading.data.find((d) => d.has_children)?.id;
    let found = heading.data.find((d) => d.kind === "code10");
    while (!found && parent) {
      const body = treeBody.parse((await get(`/api/v1/products/tree?parent=${encodeURIComponent(parent)}`)).json());
      found = body.data.find((d) => d.kind === "code10");
      parent = body.data.find((d) => d.has_children)?.id;
    }
    expect(found?.code).toMatch(/^\d{10}$/);
    expect(found?.has_children).toBe(false);
  });

  it("answers an unknown node with 404 JSON and a malformed one with 422", async () => {
    const missing = await get("/api/v1/products/tree?parent=ZZZ", "en");
    expect(missing.statusCode).toBe(404);
    expect(errorBody.parse(missing.json()).message).toContain("ZZZ");
    const bad = await get("/api/v1/products/tree?parent=%27%3B%20drop", "kk");
    expect(bad.statusCode).toBe(422);
    expect(errorBody.parse(bad.json()).message.length).toBeGreaterThan(0);
    const twice = await get("/api/v1/products/tree?parent=SI&parent=SII");
    expect(twice.statusCode).toBe(422);
  });
});

describe("GET /api/v1/products/code", () => {
  it("gives name, path, unit and the ETT duty of a code", async () => {
    const res = await get("/api/v1/products/code?code=0101210000");
    expect(res.statusCode).toBe(200);
    const { data } = codeBody.parse(res.json());
    expect(data.code_fmt).toBe("0101 21 000 0");
    expect(data.unit).toBe("шт");
    expect(data.path.map((p) => p.id).slice(0, 3)).toEqual(["SI", "01", "0101"]);
    expect(data.import_duty).toMatchObject({ text: "0", type: "ad_valorem", ad_valorem: 0, specific: null });
  });

  it("parses a combined rate into its specific part", async () => {
    const { data } = codeBody.parse((await get("/api/v1/products/code?code=6109100000")).json());
    expect(data.import_duty?.specific).toMatchObject({ currency: "EUR", unit: expect.any(String) });
    expect(data.import_duty?.specific?.amount).toBeCloseTo(1.75);
  });

  it("marks ETT notes that apply only to Russia", async () => {
    const res = await t.database.db.execute(
      sql`SELECT d.code FROM duty_rates d JOIN ett_notes n ON n.note_id = ANY(d.ett_notes) WHERE n.member_state_scope = 'RU' LIMIT 1`,
    );
    const code = (res.rows[0] as { code: string } | undefined)?.code;
    expect(code).toMatch(/^\d{10}$/);
    const { data } = codeBody.parse((await get(`/api/v1/products/code?code=${code}`)).json());
    expect(data.import_duty?.notes.some((n) => !n.applies_to_kz)).toBe(true);
  });

  it("answers 404 for an unknown code and 422 for a malformed one, translated", async () => {
    const unknown = await get("/api/v1/products/code?code=9999999999", "en");
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).message).toContain("9999999999");
    const ru = errorBody.parse((await get("/api/v1/products/code?code=12ab")).json()).message;
    const en = errorBody.parse((await get("/api/v1/products/code?code=12ab", "en")).json()).message;
    expect(ru).not.toBe(en);
    expect((await get("/api/v1/products/code")).statusCode).toBe(422);
  });
});
