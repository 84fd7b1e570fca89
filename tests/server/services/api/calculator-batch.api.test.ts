import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchBody, calculateBody, errorBody, GROUP_CODES_MAX } from "../../../../core/contract/index.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
let token: string;
beforeAll(async () => {
  h = await startAuthApp();
  token = (await h.signIn(await h.signUp())).token;
});
afterAll(async () => { await h.close(); });

const post = (url: string, body: unknown, lang = "ru", auth = true) =>
  h.app.inject({ method: "POST", url, payload: body as object, headers: { ...(auth ? bearer(token) : {}), lang } });
const assumptions = {
  date: "2026-03-01", origin: "US", customs_value: { amount: 12_000, currency: "USD" }, freight: { amount: 800, currency: "EUR" },
  exchange_rates: { USD: 470, EUR: 510 },
};

describe("POST /api/v1/calculator/batch", () => {
  it("answers, for each code, the single calculator's own figures with the same assumptions", async () => {
    const codes = ["0101291000", "8471300000", "2917360000"];
    const res = await post("/api/v1/calculator/batch", { ...assumptions, codes }, "en");
    expect(res.statusCode, res.body).toBe(200);
    const rows = batchBody.parse(res.json()).data;
    expect(rows.map((r) => r.code)).toEqual(codes);
    for (const row of rows) {
      const single = await post("/api/v1/calculator/calculate", { ...assumptions, code: row.code }, "en");
      expect(single.statusCode, single.body).toBe(200);
      expect(row.error).toBeNull();
      expect(row.result).toEqual(calculateBody.parse(single.json()).data);
    }
    expect(rows.every((r) => r.result!.total_kzt > 0)).toBe(true);
  });

  it("puts why a code cannot be computed in its row, in the asked language, and computes the others", async () => {
    const codes = ["0101", "0000000000", "8703221091", "0101291000", "0101291000"];
    const rows = batchBody.parse((await post("/api/v1/calculator/batch", { ...assumptions, codes }, "en")).json()).data;
    expect(rows.map((r) => r.code)).toEqual(["0101", "0000000000", "8703221091", "0101291000"]);
    const [heading, unknown, needsQuantity, fine] = rows;
    expect(heading!.result).toBeNull();
    expect(heading!.error).toMatch(/10 digits/);
    expect(unknown!.error).toContain("0000000000");
    expect(needsQuantity!.error).toMatch(/Quantity/);
    expect(fine!.error).toBeNull();
    const single = calculateBody.parse((await post("/api/v1/calculator/calculate", { ...assumptions, code: "0101291000" }, "en")).json()).data;
    expect(fine!.result).toEqual(single);
  });

  it("answers a translated 422 for shared assumptions and input it cannot take", async () => {
    const cases: [unknown, string][] = [
      [{ ...assumptions, codes: ["0101291000"], origin: "QQ" }, "origin"],
      [{ ...assumptions, codes: ["0101291000"], date: "2026-02-30" }, "date"],
      [{ ...assumptions, codes: [] }, "codes"],
      [{ ...assumptions, codes: ["12ab"] }, "codes.0"],
      [{ ...assumptions, codes: Array.from({ length: GROUP_CODES_MAX + 1 }, () => "0101291000") }, "codes"],
      [{ ...assumptions, codes: ["0101291000"], customs_value: { amount: -1, currency: "USD" } }, "customs_value.amount"],
    ];
    for (const [body, field] of cases) {
      const res = await post("/api/v1/calculator/batch", body, "kk");
      expect(res.statusCode, field).toBe(422);
      const error = errorBody.parse(res.json());
      expect(Object.keys(error.errors ?? {}), field).toContain(field);
      expect(error.message).toBeTruthy();
    }
  });

  it("needs a bearer", async () => {
    expect((await post("/api/v1/calculator/batch", { ...assumptions, codes: ["0101291000"] }, "ru", false)).statusCode).toBe(401);
  });
});
