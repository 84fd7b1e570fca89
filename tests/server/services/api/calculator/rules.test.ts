import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dutyOf, type DutyRule } from "../../../../../server/services/api/calculator/duty.ts";
import { exciseRate, onImport, specificExcise } from "../../../../../server/services/api/calculator/excise.ts";
import { declarationFee, mciOn, type FeeRow } from "../../../../../server/services/api/calculator/fee.ts";
import { roundKzt, sumKzt } from "../../../../../server/services/api/calculator/money.ts";
import { statusOn } from "../../../../../server/services/api/calculator/preference.ts";
import { vatOf } from "../../../../../server/services/api/calculator/vat.ts";

const eur = (amount: number, unit: string, per_qty = 1) => ({ amount, currency: "EUR", per_qty, unit });
const adValorem = (pct: number): DutyRule => ({ type: "ad_valorem", adValorem: pct, altAdValorem: null, specific: null });
const duty = (rule: DutyRule, valueKzt: number, quantity: number | null = null, currencyRate: number | null = 510) => {
  const out = dutyOf(rule, { valueKzt, quantity, currencyRate });
  if (!out.ok) throw new Error(`missing ${out.missing}`);
  return { ...out.working, rounded: roundKzt(out.working.amount) };
};

describe("money: 0.01 half up", () => {
  it("rounds on the decimal digits, not on the binary value", () => {
    expect(roundKzt(2.675)).toBe(2.68); // Math.round(2.675 * 100) / 100 gives 2.67
    expect(roundKzt(1.005)).toBe(1.01);
    expect(roundKzt(2.674999)).toBe(2.67);
    expect(roundKzt(0.005)).toBe(0.01);
    expect(roundKzt(0.004)).toBe(0);
    expect(roundKzt(53.5 * 0.05)).toBe(2.68); // 2.6750000000000003 in floating point
    expect(roundKzt(406513.6)).toBe(406513.6);
    expect(roundKzt(123456789.125)).toBe(123456789.13);
    expect(roundKzt(-2.675)).toBe(-2.68);
  });
  it("sums rounded amounts without float noise", () => {
    expect(sumKzt([0.1, 0.2])).toBe(0.3);
    expect(sumKzt([10200, 180510, 406513.6])).toBe(597223.6);
  });
  it("never moves a value by more than half a tiyn", () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (x) => Math.abs(roundKzt(x) - x) <= 0.005 + x * 1e-15));
  });
});

describe("import duty by rate type", () => {
  it("ad valorem: 1 000 USD × 470 + 100 USD freight × 470 = 517 000; 5 % = 25 850", () => {
    expect(duty(adValorem(5), 517_000).rounded).toBe(25_850);
  });

  it("specific, EUR per kg: 0,4 EUR/kg × 2 500 kg × 510 = 510 000", () => {
    expect(duty({ type: "specific", adValorem: null, altAdValorem: null, specific: eur(0.4, "кг") }, 1, 2500).rounded).toBe(510_000);
  });

  it("specific per 1000 pcs: 2 EUR per 1000 pcs × 10 000 pcs × 510 = 10 200", () => {
    expect(duty({ type: "specific", adValorem: null, altAdValorem: null, specific: eur(2, "шт", 1000) }, 1, 10_000).rounded).toBe(10_200);
  });

  it("combined_min, 50 % but not less than 1 EUR/kg: the larger part wins", () => {
    const rule: DutyRule = { type: "combined_min", adValorem: 50, altAdValorem: null, specific: eur(1, "кг") };
    // 510 000 × 50 % = 255 000 > 1 × 100 kg × 510 = 51 000
    expect(duty(rule, 510_000, 100)).toMatchObject({ adValorem: 255_000, specific: 51_000, rounded: 255_000 });
    // 51 000 × 50 % = 25 500 < 1 × 1 000 kg × 510 = 510 000
    expect(duty(rule, 51_000, 1000)).toMatchObject({ adValorem: 25_500, specific: 510_000, rounded: 510_000 });
  });

  it("compound_plus, 4,5 % plus 0,02 EUR/kg: 1 000 000 × 4,5 % = 45 000 + 0,02 × 500 kg × 510 = 5 100 → 50 100", () => {
    expect(duty({ type: "compound_plus", adValorem: 4.5, altAdValorem: null, specific: eur(0.02, "кг") }, 1_000_000, 500).rounded).toBe(50_100);
  });

  it("alternative_lower, car 15 % or 12,5 % but not less than 0,6 EUR/cm³: the lower sum", () => {
    const rule: DutyRule = { type: "alternative_lower", adValorem: 12.5, altAdValorem: 15, specific: eur(0.6, "см3 объема двигателя") };
    // 5 100 000: 15 % = 765 000; max(12,5 % = 637 500; 0,6 × 1 500 × 510 = 459 000) = 637 500 → min = 637 500
    expect(duty(rule, 5_100_000, 1500)).toMatchObject({ alternative: 765_000, rounded: 637_500 });
    // 1 020 000: 15 % = 153 000; max(127 500; 459 000) = 459 000 → min = 153 000
    expect(duty(rule, 1_020_000, 1500)).toMatchObject({ alternative: 153_000, rounded: 153_000 });
  });

  it("says what is missing: the quantity of a specific part, or a rate it cannot compute", () => {
    expect(dutyOf({ type: "combined_min", adValorem: 50, altAdValorem: null, specific: eur(1, "кг") }, { valueKzt: 1, quantity: null, currencyRate: 510 })).toEqual({ ok: false, missing: "quantity" });
    expect(dutyOf({ type: "formula", adValorem: null, altAdValorem: null, specific: null }, { valueKzt: 1, quantity: 1, currencyRate: 1 })).toEqual({ ok: false, missing: "rate" });
  });

  it("property: a combined_min duty equals the larger of its parts", () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 1e10, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0.001, max: 1000, noNaN: true }),
      fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }),
      (value, pct, amount, qty, rate) => {
        const w = duty({ type: "combined_min", adValorem: pct, altAdValorem: null, specific: eur(amount, "кг") }, value, qty, rate);
        const larger = Math.max((value * pct) / 100, (amount * qty * rate) / 1);
        return w.amount === larger && w.rounded === roundKzt(larger);
      },
    ));
  });
});

describe("excise", () => {
  it("reads the data's rates and charges cigarettes 18 051 KZT per 1000 pcs: 10 000 pcs → 180 510", () => {
    const rate = exciseRate(18051, "KZT per 1000 pcs", "specific");
    expect(rate).toEqual({ kind: "specific", kztPer: 18051, perQty: 1000, unit: "шт" });
    expect(specificExcise({ kztPer: 18051, perQty: 1000 }, 10_000)).toBe(180_510);
    // Gasoline 38 134 KZT per 1000 kg × 2 500 kg = 95 335
    expect(specificExcise(exciseRate(38134, "KZT per 1000 kg", "specific") as { kztPer: number; perQty: number }, 2500)).toBe(95_335);
    expect(exciseRate(10, "% of value", "ad_valorem")).toEqual({ kind: "ad_valorem", pct: 10 });
    expect(exciseRate(null, null, "unknown")).toBeNull();
    expect(onImport("import and production")).toBe(true);
    expect(onImport("retail by producers")).toBe(false);
  });
});

describe("VAT", () => {
  it("16 % of customs value + duty + excise: 16 % × 542 850 = 86 856; 12 % × 1 050 000 = 126 000", () => {
    expect(vatOf(16, 517_000 + 25_850)).toBe(86_856);
    expect(vatOf(12, 1_050_000)).toBe(126_000);
    expect(vatOf(16, 2_540_710)).toBe(406_513.6);
  });
  it("property: VAT = rate × base, rounded half up", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e13 }).map((t) => t / 100), fc.constantFrom(12, 16, 5, 10), (base, pct) => vatOf(pct, base) === roundKzt((base * pct) / 100)));
  });
});

describe("customs fee for the declaration", () => {
  const act = { legalBasis: "Decree No. 171", sourceUrl: null, verification: null };
  const fees: FeeRow[] = [
    { feeId: "decl_goods_main_sheet_2018", rateValue: 19000, rateUnit: "KZT", validFrom: "2018-04", validTo: "2023-08-14", ...act },
    { feeId: "decl_goods_extra_sheet_2018", rateValue: 7000, rateUnit: "KZT", validFrom: "2018-04", validTo: "2023-08-14", ...act },
    { feeId: "decl_goods_current", rateValue: null, rateUnit: "MRP", validFrom: "2023-08-15", validTo: null, ...act },
    { feeId: "decl_transit", rateValue: 6, rateUnit: "MRP", validFrom: "2023-08-15", validTo: null, ...act },
  ];
  const mci = [{ effectiveFrom: "2023-01-01", kzt: 3450 }, { effectiveFrom: "2026-01-01", kzt: 4325 }];

  it("is 19 000 KZT until 2023-08-14 and has no rate in the data from 2023-08-15", () => {
    expect(declarationFee("2023-08-14", fees, mci)).toMatchObject({ kind: "amount", amount: 19_000, mci: null });
    expect(declarationFee("2018-04-01", fees, mci)).toMatchObject({ kind: "amount", amount: 19_000 });
    expect(declarationFee("2023-08-15", fees, mci)).toMatchObject({ kind: "no_rate", row: { feeId: "decl_goods_current" } });
    expect(declarationFee("2018-03-31", fees, mci)).toEqual({ kind: "none" });
  });

  it("converts a rate in MRP at the МРП of the date: 6 MRP × 4 325 = 25 950 in 2026", () => {
    const withRate = fees.map((f) => (f.feeId === "decl_goods_current" ? { ...f, rateValue: 6 } : f));
    expect(declarationFee("2026-03-01", withRate, mci)).toMatchObject({ kind: "amount", amount: 25_950, mci: { kzt: 4325 } });
    expect(declarationFee("2025-12-31", withRate, mci)).toMatchObject({ amount: 20_700 });
    expect(mciOn("2022-12-31", mci)).toBeNull();
  });
});

describe("preference status on the date", () => {
  it("uses the previous status before the change (China developing until 2021-10-11)", () => {
    const cn = { status: "excluded", statusSince: "2021-10-12", previousStatus: "developing" };
    expect(statusOn("2021-10-11", cn)).toBe("developing");
    expect(statusOn("2021-10-12", cn)).toBe("excluded");
    expect(statusOn("2026-01-01", undefined)).toBeNull();
    expect(statusOn("2026-01-01", { status: "least_developed", statusSince: null, previousStatus: null })).toBe("least_developed");
  });
});
