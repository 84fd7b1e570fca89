import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculateBody, calculatorCodeInfoBody, calculatorResourcesBody, calculatorUnitBody, errorBody, type CalculateRequest,
} from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, lang = "ru") => t.app.inject({ method: "GET", url, headers: { lang } });
const post = (body: unknown, lang = "ru") =>
  t.app.inject({ method: "POST", url: "/api/v1/calculator/calculate", payload: body as object, headers: { lang } });
const calc = async (body: CalculateRequest, lang = "ru") => {
  const res = await post(body, lang);
  expect(res.statusCode, res.body).toBe(200);
  return calculateBody.parse(res.json()).data;
};
const line = (r: { lines: { kind: string }[] }, kind: string) => r.lines.find((l) => l.kind === kind) as { amount_kzt: number; rate_text: string; formula: string; base_kzt: number | null; source: { act: string | null } } | undefined;
/** Answers 422 with the field named in `errors` and a message. */
async function rejects(body: unknown, field: string, lang = "ru") {
  const res = await post(body, lang);
  expect(res.statusCode, res.body).toBe(422);
  const err = errorBody.parse(res.json());
  expect(Object.keys(err.errors ?? {})).toContain(field);
  return err.message;
}
const rates = { USD: 470, EUR: 510 };

describe("GET /api/v1/calculator/resources, unit, code-info", () => {
  it("lists KZT and the currencies with NBK data, countries with the EAEU flag and preference, units", async () => {
    const res = await get("/api/v1/calculator/resources", "en");
    expect(res.statusCode).toBe(200);
    const data = calculatorResourcesBody.parse(res.json()).data;
    expect(data.currencies.map((c) => c.code)).toEqual(["KZT", "CNY", "EUR", "RUB", "USD"]);
    expect(data.currencies.find((c) => c.code === "USD")).toMatchObject({ name: "US dollar", latest_month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect(data.countries.find((c) => c.iso2 === "RU")).toMatchObject({ eaeu_member: true, preference: null });
    expect(data.countries.find((c) => c.iso2 === "CN")).toMatchObject({ name: "China", eaeu_member: false, preference: "excluded" });
    expect(data.countries.find((c) => c.iso2 === "AF")?.preference).toBe("least_developed");
    expect(data.units.some((u) => u.code === "кг")).toBe(true);
  });

  it("answers a code's unit; 404 for an unknown code and 422 naming the code for a malformed one", async () => {
    expect(calculatorUnitBody.parse((await get("/api/v1/calculator/unit?code=2402209000")).json()).data).toEqual({ code: "2402209000", unit: "1000 шт" });
    expect((await get("/api/v1/calculator/unit?code=0000000000")).statusCode).toBe(404);
    const bad = await get("/api/v1/calculator/unit?code=12ab");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorBody.parse(bad.json()).errors ?? {})).toContain("code");
  });

  it("says what to ask: the quantity unit of a specific rate and of a specific excise", async () => {
    const res = await get("/api/v1/calculator/code-info?code=2402209000&date=2026-03-01");
    expect(res.statusCode).toBe(200);
    const info = calculatorCodeInfoBody.parse(res.json()).data;
    expect(info).toMatchObject({ code: "2402209000", duty_quantity_unit: "шт", vat_pct: 16 });
    expect(info.duty).toMatchObject({ type: "specific", specific: { amount: 2, currency: "EUR", per_qty: 1000, unit: "шт" }, note_id: null });
    expect(info.excise).toMatchObject({ quantity_unit: "шт" });
    const plain = calculatorCodeInfoBody.parse((await get("/api/v1/calculator/code-info?code=0101291000&date=2025-12-31")).json()).data;
    expect(plain).toMatchObject({ duty_quantity_unit: null, excise: null, vat_pct: 12 });
    expect((await get("/api/v1/calculator/code-info?code=0000000000")).statusCode).toBe(404);
    for (const date of ["2026-02-30", "2026-1-1"]) {
      const badDate = await get(`/api/v1/calculator/code-info?code=0101291000&date=${date}`);
      expect(badDate.statusCode).toBe(422);
      const err = errorBody.parse(badDate.json());
      expect(Object.keys(err.errors ?? {})).toEqual(["date"]);
      expect(err.message).toMatch(/Дата/);
    }
  });

  it("names the code by its full name, which reads alone where its own name is 'прочие'", async () => {
    const info = calculatorCodeInfoBody.parse((await get("/api/v1/calculator/code-info?code=0201100008&date=2026-03-01", "en")).json()).data;
    expect(info.name.text).toBe("Other");
    expect(info.full_name).toEqual({ text: "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled", lang: "en", fallback: false, by_portal: true });
  });
});

describe("POST /api/v1/calculator/calculate on real codes", () => {
  it("0101291000, 5 %: 1 000 USD + 100 USD freight at 470 → duty 25 850, VAT 16 % 86 856, fee not in data", async () => {
    // CV = 1 100 × 470 = 517 000.00; duty 5 % = 25 850.00; VAT 16 % × 542 850.00 = 86 856.00; total 112 706.00.
    const r = await calc({ code: "0101291000", date: "2026-03-01", origin: "CN", customs_value: { amount: 1000, currency: "USD" }, freight: { amount: 100, currency: "USD" }, exchange_rates: { USD: 470 } });
    expect(r.customs_value_kzt).toBe(517000);
    expect(r.lines.map((l) => [l.kind, l.amount_kzt])).toEqual([["duty", 25850], ["vat", 86856]]);
    expect(line(r, "vat")?.base_kzt).toBe(542850);
    expect(r.total_kzt).toBe(112706);
    expect(r.exchange_rates.USD).toEqual({ rate: 470, date: "2026-03-01", source: "user" });
    expect(r.notes.join(" ")).toMatch(/№ 171.*№ 631/);
    expect(r.notes.join(" ")).toMatch(/Китай/);
  });

  it("0201100008, 50 % but not less than 1 EUR/kg: each part wins in turn", async () => {
    const base = { code: "0201100008", date: "2026-03-01", origin: "US", exchange_rates: rates };
    // 1 000 EUR, 100 kg: 510 000 × 50 % = 255 000 > 1 × 100 × 510 = 51 000; VAT 16 % × 765 000 = 122 400.
    const adv = await calc({ ...base, customs_value: { amount: 1000, currency: "EUR" }, quantity: { amount: 100, unit: "кг" } });
    expect(line(adv, "duty")?.amount_kzt).toBe(255000);
    expect(line(adv, "vat")?.amount_kzt).toBe(122400);
    // 100 EUR, 1 000 kg: 51 000 × 50 % = 25 500 < 1 × 1 000 × 510 = 510 000; VAT 16 % × 561 000 = 89 760.
    const spec = await calc({ ...base, customs_value: { amount: 100, currency: "EUR" }, quantity: { amount: 1000, unit: "кг" } });
    expect(line(spec, "duty")?.amount_kzt).toBe(510000);
    expect(line(spec, "duty")?.formula).toMatch(/^max\(/);
    expect(spec.total_kzt).toBe(599760);
  });

  it("8703221091, car: the lower of 15 % and (12,5 % but not less than 0,6 EUR/cm³)", async () => {
    // 10 000 EUR × 510 = 5 100 000; 15 % = 765 000; max(12,5 % = 637 500; 0,6 × 1 500 × 510 = 459 000) = 637 500 → 637 500.
    const r = await calc({ code: "8703221091", date: "2026-03-01", origin: "JP", customs_value: { amount: 10000, currency: "EUR" }, quantity: { amount: 1500, unit: "см3 объема двигателя" }, exchange_rates: rates });
    expect(line(r, "duty")?.amount_kzt).toBe(637500);
    expect(line(r, "duty")?.formula).toMatch(/^min\(/);
    // VAT 16 % × 5 737 500 = 918 000; the luxury-car excise is conditional: a note, not a line.
    expect(line(r, "vat")?.amount_kzt).toBe(918000);
    expect(line(r, "excise")).toBeUndefined();
    expect(r.notes.join(" ")).toMatch(/акциз/i);
  });

  it("2402209000, cigarettes: 2 EUR per 1000 pcs and excise 18 051 KZT per 1000 pcs in 2026", async () => {
    // CV 5 000 × 470 = 2 350 000; duty 2 × 10 000 / 1000 × 510 = 10 200; excise 18 051 × 10 = 180 510;
    // VAT 16 % × 2 540 710 = 406 513.60; total 597 223.60.
    const r = await calc({ code: "2402209000", date: "2026-03-01", origin: "CN", customs_value: { amount: 5000, currency: "USD" }, quantity: { amount: 10000, unit: "шт" }, exchange_rates: rates });
    expect(r.lines.map((l) => [l.kind, l.amount_kzt])).toEqual([["duty", 10200], ["excise", 180510], ["vat", 406513.6]]);
    expect(line(r, "excise")?.source.act).toMatch(/214-VIII/);
    expect(r.total_kzt).toBe(597223.6);
  });

  it("charges the 2018 fee of 19 000 KZT and VAT 12 % before 2023-08-15", async () => {
    // 1 000 000 KZT: duty 50 000; VAT 12 % × 1 050 000 = 126 000; fee 19 000; total 195 000.
    const r = await calc({ code: "0101291000", date: "2023-08-14", origin: "US", customs_value: { amount: 1_000_000, currency: "KZT" } });
    expect(r.lines.map((l) => [l.kind, l.amount_kzt])).toEqual([["duty", 50000], ["vat", 126000], ["fee", 19000]]);
    expect(line(r, "fee")?.source.act).toMatch(/171/);
    expect(r.total_kzt).toBe(195000);
    expect(r.exchange_rates).toEqual({});
  });

  it("EAEU origin: no duty and no fee, VAT shown with the tax-return note", async () => {
    const r = await calc({ code: "0101291000", date: "2026-03-01", origin: "RU", customs_value: { amount: 1_000_000, currency: "KZT" } }, "en");
    expect(r.lines.map((l) => [l.kind, l.amount_kzt])).toEqual([["vat", 160000]]);
    expect(r.notes[0]).toMatch(/EAEU/);
  });

  it("preferences by the origin's status on the date: developing 75 %, least developed 0, China before its exclusion", async () => {
    const body = { code: "0101291000", date: "2026-03-01", customs_value: { amount: 1_000_000, currency: "KZT" } } as const;
    // Jordan (developing): 50 000 × 0,75 = 37 500; VAT 16 % × 1 037 500 = 166 000.
    const jo = await calc({ ...body, origin: "JO" });
    expect(line(jo, "duty")).toMatchObject({ amount_kzt: 37500, rate_text: "5 % × 0,75" });
    expect(jo.notes.join(" ")).toMatch(/сертификат/);
    expect(line(await calc({ ...body, origin: "AF" }), "duty")?.amount_kzt).toBe(0);
    expect(line(await calc({ ...body, origin: "CN", date: "2021-06-01" }), "duty")?.amount_kzt).toBe(37500);
  });

  it("applies the ETT temporary rate of the date (2917360000: note 92С, 0 % until 2026-03-31, then 5 %)", async () => {
    const body = { code: "2917360000", origin: "US", customs_value: { amount: 1_000_000, currency: "KZT" } } as const;
    const during = await calc({ ...body, date: "2026-03-31" });
    expect(line(during, "duty")).toMatchObject({ amount_kzt: 0, rate_text: "0 %" });
    expect(during.notes.join(" ")).toMatch(/92С/);
    expect(line(await calc({ ...body, date: "2026-04-01" }), "duty")).toMatchObject({ amount_kzt: 50000, rate_text: "5 %" });
  });

  it("falls back to the month's NBK average, labelled, when no daily rate is known", async () => {
    const r = await calc({ code: "0101291000", date: "2026-11-20", origin: "US", customs_value: { amount: 1000, currency: "USD" } });
    // No day's rate and no feed in tests: the newest month on or before the date (2026-10: 441.385).
    expect(r.exchange_rates.USD).toEqual({ rate: 441.385, date: "2026-10", source: "nbk_monthly_average" });
    expect(r.customs_value_kzt).toBe(441385);
    expect(r.notes.join(" ")).toMatch(/2026-10/);
  });
});

describe("POST /api/v1/calculator/calculate: 422 naming the field", () => {
  const ok = { code: "0201100008", date: "2026-03-01", origin: "US", customs_value: { amount: 1000, currency: "EUR" }, exchange_rates: rates };
  it("for each bad input", async () => {
    expect(await rejects(ok, "quantity")).toMatch(/Количество.*кг/);
    expect(await rejects({ ...ok, quantity: { amount: 5, unit: "л" } }, "quantity.unit")).toMatch(/кг/);
    expect(await rejects({ ...ok, code: "02011" }, "code")).toMatch(/Код товара/);
    expect(await rejects({ ...ok, code: "0000000000" }, "code", "en")).toMatch(/0000000000/);
    expect(await rejects({ ...ok, customs_value: { amount: -1, currency: "EUR" } }, "customs_value.amount")).toMatch(/Стоимость/);
    expect(await rejects({ ...ok, customs_value: { amount: 1e13, currency: "EUR" } }, "customs_value.amount")).toMatch(/Стоимость/);
    expect(await rejects({ ...ok, quantity: { amount: 1, unit: "кг" }, customs_value: { amount: 1, currency: "XYZ" } }, "customs_value.currency")).toMatch(/XYZ/);
    expect(await rejects({ ...ok, origin: "QQ" }, "origin")).toMatch(/QQ/);
    expect(await rejects({ ...ok, origin: "china" }, "origin")).toMatch(/Страна/);
    expect(await rejects({ ...ok, date: "2026-02-30" }, "date")).toMatch(/Дата/);
    expect(await rejects({ ...ok, date: "1999-12-31" }, "date")).toMatch(/Дата/);
    expect(await rejects({ ...ok, freight: { amount: "ten", currency: "EUR" } }, "freight.amount")).toMatch(/Перевозка/);
    expect(await rejects({ code: "2402209000", date: "2026-03-01", origin: "CN", customs_value: { amount: 1, currency: "KZT" }, exchange_rates: rates, quantity: { amount: 1, unit: "шт" }, excise_quantity: { amount: 1, unit: "кг" } }, "excise_quantity.unit")).toMatch(/акциз/);
  });

  it("never answers 5xx, whatever the body", async () => {
    const amount = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null));
    const moneyish = fc.record({ amount, currency: fc.oneof(fc.constantFrom("USD", "EUR", "KZT", "XYZ"), fc.string()) }, { requiredKeys: [] });
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        code: fc.oneof(fc.constantFrom("0101291000", "0201100008", "8703221091", "2402209000", "0000000000"), fc.string()),
        date: fc.oneof(fc.constantFrom("2023-08-14", "2026-01-01", "2026-02-30", "0000-00-00"), fc.string()),
        origin: fc.oneof(fc.constantFrom("CN", "RU", "JO", "AF", "QQ"), fc.string()),
        customs_value: moneyish, freight: moneyish, insurance: moneyish,
        quantity: fc.record({ amount, unit: fc.constantFrom("кг", "шт", "л", "см3 объема двигателя") }, { requiredKeys: [] }),
        excise_quantity: fc.record({ amount, unit: fc.constantFrom("кг", "шт") }, { requiredKeys: [] }),
        exchange_rates: fc.dictionary(fc.constantFrom("USD", "EUR", "XYZ", "usd"), amount),
      }, { requiredKeys: [] }),
    );
    await fc.assert(fc.asyncProperty(body, async (b) => {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/calculator/calculate", payload: JSON.stringify(b) ?? "null", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBeLessThan(500);
    }), { numRuns: 300 });
  });
});
