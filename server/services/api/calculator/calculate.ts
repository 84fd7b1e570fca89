import type { MessageDescriptor } from "@lingui/core";
import type {
  CalculateRequest, CalculationLine, CalculationResult, CodeInformation, exchangeRateUsed, Quantity,
} from "../../../../core/contract/index.ts";
import type { z } from "zod";
import type { Locale } from "../../../../core/routes.ts";
import { translate } from "../../../i18n.ts";
import { measureTypeNames } from "../../../../core/measure-names.ts";
import { FISCAL_AS_OF } from "../code-info.ts";
import { coversOrigin } from "../../../../core/measure-origin.ts";
import { forExporter, namingExporters, plainPercent } from "../measures.ts";
import { needsQuantity } from "./duty.ts";
import { exciseRate, onImport, specificExcise } from "./excise.ts";
import { declarationFee, type FeeRow, type MciRow } from "./fee.ts";
import { dutyLine, dutyRateText, ruleOf } from "./lines.ts";
import { fmtMoney, fmtNumber, roundKzt, sumKzt } from "./money.ts";
import type { PreferenceStatus } from "./preference.ts";
import { fieldErrors, labels, notes, rateTexts } from "./texts.ts";
import { vatOf } from "./vat.ts";

// One calculation from the code card of the date, the origin, the exchange rates and the fee rows (no database).

export type RateUsed = z.infer<typeof exchangeRateUsed>;

export interface CalcInput {
  locale: Locale;
  date: string;
  request: CalculateRequest;
  card: CodeInformation;
  /** The "either" percent of an `alternative_lower` base rate (not a field of the card's rate). */
  altAdValorem: number | null;
  origin: { iso2: string; name: string; eaeu: boolean; preference: PreferenceStatus | null };
  /** KZT per unit for every currency the calculation needs, except KZT. */
  rates: Record<string, RateUsed>;
  fees: readonly FeeRow[];
  mci: readonly MciRow[];
}

/** A 422 that names its field. */
export interface FieldError { field: string; message: MessageDescriptor; values?: Record<string, unknown> }

const kztPer = (rates: Record<string, RateUsed>, currency: string) => (currency === "KZT" ? 1 : rates[currency]?.rate ?? null);

/** The currencies the calculation converts: the amounts typed and, when a duty with a specific part is charged, its currency. */
export function currenciesNeeded(request: CalculateRequest, card: CodeInformation, eaeu: boolean): { currency: string; field: string }[] {
  const out: { currency: string; field: string }[] = [];
  const add = (currency: string | undefined, field: string) => {
    if (currency && currency !== "KZT" && !out.some((c) => c.currency === currency)) out.push({ currency, field });
  };
  add(request.customs_value.currency, "customs_value.currency");
  add(request.freight?.currency, "freight.currency");
  add(request.insurance?.currency, "insurance.currency");
  const applied = card.import_duty?.applied;
  if (!eaeu && applied?.specific) add(applied.specific.currency, "exchange_rates");
  return out;
}

/** Invoice value + freight + insurance in KZT, each converted and rounded. */
function customsValueKzt(request: CalculateRequest, rates: Record<string, RateUsed>): number {
  const parts = [request.customs_value, request.freight, request.insurance].filter((m) => m !== undefined);
  return sumKzt(parts.map((m) => roundKzt(m.amount * (kztPer(rates, m.currency) ?? 0))));
}

/** The quantity in the unit a rate needs: `preferred` (checked), else `other` when it is in that unit. */
function quantityIn(unit: string, preferred: Quantity | undefined, other: Quantity | undefined, field: "quantity" | "excise_quantity"): number | FieldError {
  const duty = field === "quantity";
  if (preferred) {
    if (preferred.unit === unit) return preferred.amount;
    return { field: `${field}.unit`, message: duty ? fieldErrors.quantityUnit : fieldErrors.exciseQuantityUnit, values: { unit, given: preferred.unit } };
  }
  if (other?.unit === unit) return other.amount;
  return { field, message: duty ? fieldErrors.quantityMissing : fieldErrors.exciseQuantityMissing, values: { unit } };
}

/** What one payment adds: its lines and notes, or the 422 it needs. */
type Part = { lines: CalculationLine[]; notes: string[] } | FieldError;
type Ctx = CalcInput & { t: (d: MessageDescriptor, v?: Record<string, unknown>) => string; valueKzt: number };

/** Import duty at the applied rate, the preference factor on the whole duty; none for EAEU goods. */
function dutyPart(c: Ctx): Part {
  const { t, locale, card, origin, request } = c;
  if (origin.eaeu) return { lines: [], notes: [t(notes.eaeu, { country: origin.name })] };
  if (!card.import_duty) return { lines: [], notes: [t(notes.dutyNoData)] };
  const applied = card.import_duty.applied;
  const rule = ruleOf(applied, applied.note_id === null ? c.altAdValorem : null);
  let quantity: number | null = null;
  if (needsQuantity(rule)) {
    const q = quantityIn(rule.specific!.unit, request.quantity, request.excise_quantity, "quantity");
    if (typeof q !== "number") return q;
    quantity = q;
  }
  const category = card.preference_tariff.categories.find((k) => k.category === origin.preference);
  const preferential = origin.preference === "developing" || origin.preference === "least_developed";
  const factor = preferential && category?.factor_of_ett != null ? category.factor_of_ett : 1;
  const currencyRate = rule.specific ? kztPer(c.rates, rule.specific.currency) : null;
  const duty = dutyLine(locale, labels.duty, applied, rule, { valueKzt: c.valueKzt, quantity, currencyRate }, factor);
  const out: string[] = [];
  if (!("line" in duty)) out.push(t(notes.dutyNotComputable, { rate: dutyRateText(locale, rule, applied.text) }));
  if (applied.note_id) out.push(t(notes.temporary, { note: applied.note_id }));
  const wto = card.import_duty.kz_wto;
  if (wto) {
    const wtoNote = { applied: notes.wtoApplied, not_lower: notes.wtoNotLower, not_comparable: notes.wtoNotComparable }[wto.outcome];
    const cct = dutyRateText(locale, ruleOf(wto.cct, wto.cct.note_id === null ? c.altAdValorem : null), wto.cct.text);
    out.push(t(wtoNote, { wto: wto.measure.rate, cct, act: wto.measure.source.act ?? "" }));
  }
  const prefNote = { developing: notes.developing, least_developed: notes.leastDeveloped, excluded: notes.excluded, not_confirmed: notes.notConfirmed };
  if (origin.preference) out.push(t(prefNote[origin.preference], { country: origin.name, factor: fmtNumber(locale, factor) }));
  return { lines: "line" in duty ? [duty.line] : [], notes: out };
}

/**
 * Anti-dumping, countervailing and safeguard duties for the origin and exporter ("all other exporters" unless one
 * is named), a line each on the customs value; a rate that is not a plain percent is left to a note. They come
 * before VAT, whose base on import includes them (Tax Code: customs value plus customs, special, anti-dumping
 * and countervailing duties and excise). None between EAEU members.
 */
function remedyPart(c: Ctx): Part {
  const { t, locale, origin } = c;
  const part = { lines: [] as CalculationLine[], notes: [] as string[] };
  if (origin.eaeu) return part;
  const covering = c.card.protective_measures.items.filter((i) => coversOrigin(i.origins, origin.iso2));
  const naming = new Set(namingExporters(covering));
  for (const item of forExporter(covering, c.request.exporter ?? null)) {
    const type = t(measureTypeNames[item.type]);
    // Where the act names exporters, the line says whose rate it is: the exporter's own, or all the others'.
    const label = !naming.has(item) ? type : item.exporter ? t(labels.remedyExporter, { label: type, exporter: item.exporter }) : t(labels.remedyOthers, { label: type });
    const pct = plainPercent(item.rate);
    if (pct === null) {
      part.notes.push(t(notes.remedyNotComputable, { label, rate: item.rate, act: item.source.act ?? "" }));
      continue;
    }
    const amount = roundKzt((c.valueKzt * pct) / 100);
    const rate = `${fmtNumber(locale, pct)} %`;
    part.lines.push({
      kind: "remedy", label, base_kzt: c.valueKzt, rate_text: rate, amount_kzt: amount,
      formula: `${fmtMoney(locale, c.valueKzt)} × ${rate} = ${fmtMoney(locale, amount)}`, source: item.source,
    });
  }
  // Non-tariff measures cost nothing here but can stop the goods: each as a warning with its act.
  for (const item of c.card.restrictions.non_tariff.items) {
    part.notes.push(t(notes.nonTariff, { label: t(measureTypeNames[item.type]), what: item.document ?? item.rate, act: item.source.act ?? "" }));
  }
  return part;
}

/** Excise charged on import: specific rates as lines; rates the data lacks or cannot apply as notes. */
function excisePart(c: Ctx): Part {
  const { t, locale, request } = c;
  const part = { lines: [] as CalculationLine[], notes: [] as string[] };
  for (const item of c.card.excise_duties.items.filter((i) => onImport(i.taxable_event))) {
    const goods = locale === "en" && item.goods_en ? item.goods_en : item.goods;
    const rate = exciseRate(item.rate_value, item.rate_unit, item.rate_type);
    if (!rate) {
      part.notes.push(t(notes.exciseNoRate, { goods }));
      continue;
    }
    // Ad valorem excise in the data comes with value thresholds and importer conditions the data holds only as text.
    if (rate.kind === "ad_valorem") {
      part.notes.push(t(notes.exciseConditional, { goods, rate: `${fmtNumber(locale, rate.pct)} %` }));
      continue;
    }
    const q = quantityIn(rate.unit, request.excise_quantity, request.quantity, "excise_quantity");
    if (typeof q !== "number") return q;
    const amount = specificExcise(rate, q);
    const per = fmtNumber(locale, rate.perQty);
    const kzt = fmtNumber(locale, rate.kztPer);
    part.lines.push({
      kind: "excise", label: t(labels.excise), base_kzt: null,
      rate_text: t(rateTexts.specific, { amount: kzt, currency: "KZT", per, unit: rate.unit }),
      amount_kzt: amount,
      formula: `${kzt} KZT × ${fmtNumber(locale, q)} ${rate.unit}${rate.perQty === 1 ? "" : ` / ${per}`} = ${fmtMoney(locale, amount)}`,
      source: item.source,
    });
  }
  return part;
}

/** VAT at the standard rate of the date on customs value + the duty and excise lines before it. */
function vatPart(c: Ctx, before: readonly CalculationLine[]): Part {
  const { t, locale } = c;
  const std = c.card.nds.standard;
  if (!std) return { lines: [], notes: [t(notes.vatNoData)] };
  const parts = [c.valueKzt, ...before.map((l) => l.amount_kzt)];
  const base = sumKzt(parts);
  const amount = vatOf(std.rate_pct, base);
  const money = (x: number) => fmtMoney(locale, x);
  const pct = `${fmtNumber(locale, std.rate_pct)} %`;
  const sum = parts.length > 1 ? `(${parts.map(money).join(" + ")})` : money(base);
  const reduced = c.card.nds.regimes.filter((r) => r.kind === "reduced" && r.rate_pct !== null);
  return {
    lines: [{ kind: "vat", label: t(labels.vat), base_kzt: base, rate_text: pct, amount_kzt: amount, formula: `${sum} × ${pct} = ${money(amount)}`, source: std.source }],
    notes: reduced.map((r) => t(notes.vatReduced, { rate: fmtNumber(locale, r.rate_pct!), scope: r.scope })),
  };
}

/** The customs fee for the declaration, in KZT or МРП of the date; none for EAEU goods. */
function feePart(c: Ctx): Part {
  const { t, locale } = c;
  if (c.origin.eaeu) return { lines: [], notes: [] };
  const fee = declarationFee(c.date, c.fees, c.mci);
  if (fee.kind !== "amount") return { lines: [], notes: [t(fee.kind === "no_rate" && fee.row.rateValue === null ? notes.feeNotInData : notes.feeNoRow)] };
  const r = fee.row;
  const money = (x: number) => fmtMoney(locale, x);
  const mrp = fee.mci ? t(rateTexts.mrp, { n: fmtNumber(locale, r.rateValue!) }) : null;
  return {
    lines: [{
      kind: "fee", label: t(labels.fee), base_kzt: null,
      rate_text: mrp ?? `${fmtNumber(locale, r.rateValue!)} KZT`,
      amount_kzt: fee.amount,
      formula: fee.mci ? `${mrp} × ${money(fee.mci.kzt)} = ${money(fee.amount)}` : money(fee.amount),
      source: { act: r.legalBasis, url: r.sourceUrl, as_of: FISCAL_AS_OF, verification: r.verification },
    }],
    notes: [],
  };
}

/** The lines in order duty, trade remedies, excise, VAT, fee; the total is the sum of the rounded lines. */
export function calculate(input: CalcInput): CalculationResult | FieldError {
  const c: Ctx = { ...input, t: (d, v) => translate(input.locale, d, v), valueKzt: customsValueKzt(input.request, input.rates) };
  const lines: CalculationLine[] = [];
  const out: string[] = [];
  for (const part of [dutyPart, remedyPart, excisePart, (x: Ctx) => vatPart(x, lines), feePart]) {
    const p = part(c);
    if ("field" in p) return p;
    lines.push(...p.lines);
    out.push(...p.notes);
  }
  for (const [currency, r] of Object.entries(input.rates)) {
    if (r.source === "nbk_monthly_average") out.push(c.t(notes.monthlyRate, { currency, date: input.date, month: r.date }));
  }
  return {
    code: input.card.code, date: input.date, origin: input.origin.iso2, customs_value_kzt: c.valueKzt, lines,
    total_kzt: sumKzt(lines.map((l) => l.amount_kzt)), exchange_rates: input.rates, notes: out,
  };
}
