import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CalculateRequest, CodeInformation } from "../../../../../core/contract/index.ts";
import { calculate, type CalcInput } from "../../../../../server/services/api/calculator/calculate.ts";
import { roundKzt, sumKzt } from "../../../../../server/services/api/calculator/money.ts";

const src = { act: "test act", url: null, as_of: "2026-01-01", verification: null };
/** The parts of a code card the calculation reads. */
function card(opts: { duty?: Partial<NonNullable<CodeInformation["import_duty"]>["applied"]> | null; excise?: boolean; vat?: number }): CodeInformation {
  const applied = opts.duty === null ? null : { text: "5", type: "ad_valorem", ad_valorem: 5, specific: null, note_id: null, source: src, ...opts.duty };
  return {
    code: "0101291000",
    import_duty: applied && { applied },
    preference_tariff: { categories: [
      { category: "developing", factor_of_ett: 0.75 }, { category: "least_developed", factor_of_ett: 0 }, { category: "other", factor_of_ett: 1 },
    ] },
    excise_duties: { items: opts.excise ? [
      { goods: "Сигареты", goods_en: "Cigarettes", taxable_event: "import and production", rate_value: 18051, rate_unit: "KZT per 1000 pcs", rate_type: "specific", source: src },
      { goods: "Сигареты", goods_en: "Cigarettes", taxable_event: "retail", rate_value: 970, rate_unit: "KZT per 20 pcs", rate_type: "min_price", source: src },
    ] : [] },
    nds: { standard: { rate_pct: opts.vat ?? 16, valid_from: null, valid_to: null, source: src }, regimes: [] },
  } as unknown as CodeInformation;
}
const fees = [
  { feeId: "decl_goods_main_sheet_2018", rateValue: 19000, rateUnit: "KZT", validFrom: "2018-04", validTo: "2023-08-14", legalBasis: "Decree No. 171", sourceUrl: null, verification: null },
  { feeId: "decl_goods_current", rateValue: null, rateUnit: "MRP", validFrom: "2023-08-15", validTo: null, legalBasis: "Decree No. 171 / 631", sourceUrl: null, verification: null },
];
const kzt = (amount: number): CalculateRequest["customs_value"] => ({ amount, currency: "KZT" });
function run(over: Partial<Omit<CalcInput, "request">> & { request?: Partial<CalculateRequest> }) {
  const { request, ...rest } = over;
  const input: CalcInput = {
    locale: "ru", date: "2026-03-01", card: card({}), altAdValorem: null,
    origin: { iso2: "US", name: "США", eaeu: false, preference: null }, rates: {}, fees, mci: [{ effectiveFrom: "2026-01-01", kzt: 4325 }],
    ...rest,
    request: { code: "0101291000", origin: "US", customs_value: kzt(1_000_000), ...request },
  };
  const out = calculate(input);
  if ("field" in out) throw new Error(`422 ${out.field}`);
  return out;
}
/** Formulas group digits with the locale's no-break space. */
const plain = (s: string) => s.replace(/\s/g, " ");
const amounts = (r: ReturnType<typeof run>) => r.lines.map((l) => [l.kind, l.amount_kzt]);

describe("a calculation line by line", () => {
  it("converts the customs value and writes the working: 1 000 USD + 100 USD freight at 470", () => {
    // 517 000.00; duty 5 % = 25 850.00; VAT 16 % × 542 850.00 = 86 856.00; total 112 706.00
    const r = run({ rates: { USD: { rate: 470, date: "2026-03-01", source: "user" } }, request: { customs_value: { amount: 1000, currency: "USD" }, freight: { amount: 100, currency: "USD" } } });
    expect(r.customs_value_kzt).toBe(517_000);
    expect(amounts(r)).toEqual([["duty", 25_850], ["vat", 86_856]]);
    expect(plain(r.lines[0]!.formula)).toBe("517 000,00 × 5 % = 25 850,00");
    expect(plain(r.lines[1]!.formula)).toBe("(517 000,00 + 25 850,00) × 16 % = 86 856,00");
    expect(r.total_kzt).toBe(112_706);
    expect(r.notes.some((n) => /№ 631/.test(n))).toBe(true);
  });

  it("preference: developing 75 % of the duty (50 000 × 0,75 = 37 500), least developed 0, both with the certificate note", () => {
    const dev = run({ origin: { iso2: "JO", name: "Иордания", eaeu: false, preference: "developing" } });
    expect(amounts(dev)).toEqual([["duty", 37_500], ["vat", 166_000]]);
    expect(plain(dev.lines[0]!.formula)).toMatch(/50 000,00 × 0,75 = 37 500,00$/);
    expect(dev.notes.join(" ")).toMatch(/сертификат/);
    const ldc = run({ origin: { iso2: "AF", name: "Афганистан", eaeu: false, preference: "least_developed" } });
    expect(amounts(ldc)).toEqual([["duty", 0], ["vat", 160_000]]);
    // Excluded pays the full rate.
    expect(amounts(run({ origin: { iso2: "CN", name: "Китай", eaeu: false, preference: "excluded" } }))[0]).toEqual(["duty", 50_000]);
  });

  it("EAEU origin: no duty and no fee, VAT and excise still shown with the tax-return note", () => {
    // 1 000 000 KZT, 10 000 cigarettes: excise 180 510; VAT 16 % × 1 180 510 = 188 881.60
    const r = run({ date: "2023-01-01", card: card({ excise: true }), origin: { iso2: "BY", name: "Беларусь", eaeu: true, preference: null }, request: { quantity: { amount: 10_000, unit: "шт" } } });
    expect(amounts(r)).toEqual([["excise", 180_510], ["vat", 188_881.6]]);
    expect(r.notes[0]).toMatch(/ЕАЭС.*Беларусь.*декларацию/);
  });

  it("fee: 19 000 KZT on 2023-08-14; from 2023-08-15 no line and the decree cited", () => {
    const before = run({ date: "2023-08-14", card: card({ vat: 12 }) });
    expect(amounts(before)).toEqual([["duty", 50_000], ["vat", 126_000], ["fee", 19_000]]);
    expect(before.total_kzt).toBe(195_000);
    const after = run({ date: "2023-08-15", card: card({ vat: 12 }) });
    expect(after.lines.map((l) => l.kind)).toEqual(["duty", "vat"]);
    expect(after.notes.join(" ")).toMatch(/№ 171.*№ 631/);
  });

  it("asks for the quantity a specific rate needs, naming the field and the unit", () => {
    const specific = card({ duty: { type: "specific", ad_valorem: null, specific: { amount: 2, currency: "EUR", per_qty: 1000, unit: "шт" } } });
    const rates = { EUR: { rate: 510, date: "2026-03-01", source: "user" as const } };
    expect(calculate({ ...baseInput(), card: specific, rates })).toMatchObject({ field: "quantity", values: { unit: "шт" } });
    expect(calculate({ ...baseInput({ quantity: { amount: 1, unit: "кг" } }), card: specific, rates })).toMatchObject({ field: "quantity.unit" });
    expect(calculate({ ...baseInput({ quantity: { amount: 1, unit: "кг" } }), card: card({ excise: true }) })).toMatchObject({ field: "excise_quantity" });
  });

  it("property: the total is the sum of the lines shown, and VAT is the rate × its base", () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1e12 }).map((t) => t / 100), fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 1, max: 1e7 }),
      fc.constantFrom<"developing" | "least_developed" | null>("developing", "least_developed", null), fc.boolean(),
      (value, pct, pcs, preference, eaeu) => {
        const r = run({
          card: card({ duty: { ad_valorem: pct, text: String(pct) }, excise: true }),
          origin: { iso2: "XX", name: "X", eaeu, preference }, request: { customs_value: kzt(value), quantity: { amount: pcs, unit: "шт" } },
        });
        const vat = r.lines.find((l) => l.kind === "vat")!;
        return r.total_kzt === sumKzt(r.lines.map((l) => l.amount_kzt)) && vat.amount_kzt === roundKzt((vat.base_kzt! * 16) / 100)
          && vat.base_kzt === sumKzt([r.customs_value_kzt, ...r.lines.filter((l) => l !== vat).map((l) => l.amount_kzt)]);
      },
    ));
  });
});

function baseInput(request: Partial<CalculateRequest> = {}): CalcInput {
  return {
    locale: "ru", date: "2026-03-01", card: card({}), altAdValorem: null, origin: { iso2: "US", name: "США", eaeu: false, preference: null },
    rates: {}, fees, mci: [], request: { code: "0101291000", origin: "US", customs_value: kzt(1000), ...request },
  };
}
