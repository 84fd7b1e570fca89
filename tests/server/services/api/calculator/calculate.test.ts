import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CalculateRequest, CodeInformation, MeasureItem } from "../../../../../core/contract/index.ts";
import { calculate, type CalcInput } from "../../../../../server/services/api/calculator/calculate.ts";
import { roundKzt, sumKzt } from "../../../../../server/services/api/calculator/money.ts";

const src = { act: "test act", url: null, as_of: "2026-01-01", verification: null };
/** The parts of a code card the calculation reads. */
type Duty = NonNullable<CodeInformation["import_duty"]>;
function card(opts: {
  duty?: Partial<Duty["applied"]> | null; kzWto?: Duty["kz_wto"]; excise?: boolean; vat?: number; remedies?: MeasureItem[]; nonTariff?: MeasureItem[];
}): CodeInformation {
  const applied = opts.duty === null ? null : { text: "5", type: "ad_valorem", ad_valorem: 5, specific: null, note_id: null, source: src, ...opts.duty };
  return {
    code: "0101291000",
    import_duty: applied && { applied, kz_wto: opts.kzWto ?? null },
    protective_measures: { items: opts.remedies ?? [] },
    restrictions: { non_tariff: { items: opts.nonTariff ?? [] } },
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

/** A fixture measure (tests/fixtures/measures/README.md: invented acts) in the card's shape. */
const measure = (type: MeasureItem["type"], rate: string, more: Partial<MeasureItem> = {}): MeasureItem => ({
  type, code_prefix: "010129", excluded_prefixes: [], origins: [], origin_names: [], exporter: null, rate, document: null,
  act: { number: "FIXTURE-9", date: "2024-01-01", body: "Коллегия ЕЭК (тестовые данные)", url: "https://example.org/fixture/9" },
  source: { act: "Коллегия ЕЭК (тестовые данные) № FIXTURE-9 от 01.01.2024", url: "https://example.org/fixture/9", as_of: null, verification: null },
  valid_from: "2024-01-01", valid_to: null, ...more,
});

describe("measures in the calculation", () => {
  const cct = { text: "5", type: "ad_valorem", ad_valorem: 5, specific: null, note_id: null, source: src };
  const wto = measure("kz_wto_rate", "3%");

  it("a lower WTO rate is the duty, and the note names both rates and the act", () => {
    // The card applies it (code-info.ts); 1 000 000 × 3 % = 30 000; VAT 16 % × 1 030 000 = 164 800.
    const r = run({ card: card({ duty: { text: "3%", ad_valorem: 3, source: wto.source }, kzWto: { measure: wto, ad_valorem: 3, outcome: "applied", cct } }) });
    expect(amounts(r)).toEqual([["duty", 30_000], ["vat", 164_800]]);
    expect(r.lines[0]!.source.url).toBe("https://example.org/fixture/9");
    expect(r.notes.find((n) => n.includes("ВТО"))).toMatch(/3% вместо ставки ЕТТ 5 %.*FIXTURE-9/);
  });

  it("a WTO rate that cannot be compared leaves the CCT rate and says so", () => {
    const r = run({ card: card({ kzWto: { measure: measure("kz_wto_rate", "2 EUR/kg"), ad_valorem: null, outcome: "not_comparable", cct } }) });
    expect(amounts(r)).toEqual([["duty", 50_000], ["vat", 168_000]]);
    expect(r.notes.some((n) => /сверьте по акту/.test(n))).toBe(true);
  });

  it("an anti-dumping duty for the origin is a line of its own, in the VAT base; the named exporter gets its own rate", () => {
    const remedies = [
      measure("antidumping", "25%", { origins: ["CN"] }),
      measure("antidumping", "10%", { origins: ["CN"], exporter: "Acme Chemical Co." }),
      measure("safeguard", "12 EUR/t"),
    ];
    const china = { iso2: "CN", name: "Китай", eaeu: false, preference: null };
    // 1 000 000: duty 50 000; anti-dumping 25 % = 250 000; VAT 16 % × 1 300 000 = 208 000; total 508 000.
    const others = run({ card: card({ remedies }), origin: china, request: { origin: "CN" } });
    expect(amounts(others)).toEqual([["duty", 50_000], ["remedy", 250_000], ["vat", 208_000]]);
    expect(others.total_kzt).toBe(508_000);
    // The act names an exporter: the line says whose rate it is, and cites the act.
    expect(others.lines[1]).toMatchObject({ label: "Антидемпинговая пошлина (все прочие экспортёры)", rate_text: "25 %", source: { url: "https://example.org/fixture/9" } });
    // The safeguard's specific rate is not computed: a note with its act.
    expect(others.notes.some((n) => /Специальная защитная пошлина «12 EUR\/t».*FIXTURE-9/.test(n))).toBe(true);
    const acme = run({ card: card({ remedies }), origin: china, request: { origin: "CN", exporter: "Acme Chemical Co." } });
    expect(amounts(acme)).toEqual([["duty", 50_000], ["remedy", 100_000], ["vat", 184_000]]);
    expect(acme.lines[1]?.label).toBe("Антидемпинговая пошлина (экспортёр: Acme Chemical Co.)");
    // An act that names no exporter keeps the measure's own name.
    const unnamed = run({ card: card({ remedies: [remedies[0]!] }), origin: china, request: { origin: "CN", exporter: "Acme Chemical Co." } });
    expect(unnamed.lines[1]).toMatchObject({ label: "Антидемпинговая пошлина", amount_kzt: 250_000 });
    // Goods from elsewhere, or from the EAEU, carry none.
    expect(amounts(run({ card: card({ remedies }) })).map(([k]) => k)).toEqual(["duty", "vat"]);
    const eaeu = run({ card: card({ remedies }), origin: { iso2: "RU", name: "Россия", eaeu: true, preference: null }, request: { origin: "RU" } });
    expect(eaeu.lines.some((l) => l.kind === "remedy")).toBe(false);
  });

  it("lists a non-tariff measure as a warning with the document and the act", () => {
    const r = run({ card: card({ nonTariff: [measure("ntm_notification", "notification", { document: "Нотификация о шифровальных средствах" })] }) });
    expect(r.notes).toContain("Нотификация: Нотификация о шифровальных средствах (Коллегия ЕЭК (тестовые данные) № FIXTURE-9 от 01.01.2024)");
  });
});
