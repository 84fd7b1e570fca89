import type { MessageDescriptor } from "@lingui/core";
import type { CalculationLine, CodeInformation, DutyRate } from "../../../../core/contract/index.ts";
import type { Locale } from "../../../../core/routes.ts";
import { translate } from "../../../i18n.ts";
import { dutyOf, type DutyRule, type DutyWorking } from "./duty.ts";
import { fmtMoney, fmtNumber, roundKzt } from "./money.ts";
import { rateTexts } from "./texts.ts";

// Formatting of the lines: the rate as the reader should see it and the working with the figures.

type Applied = NonNullable<CodeInformation["import_duty"]>["applied"];

/** The duty rule of the applied rate; `altAdValorem` comes from the base rate row (the card's rate has no field for it). */
export const ruleOf = (applied: DutyRate, altAdValorem: number | null): DutyRule => ({
  type: applied.type, adValorem: applied.ad_valorem, altAdValorem, specific: applied.specific,
});

const specText = (locale: Locale, s: NonNullable<DutyRate["specific"]>) =>
  translate(locale, rateTexts.specific, { amount: fmtNumber(locale, s.amount), currency: s.currency, per: fmtNumber(locale, s.per_qty), unit: s.unit });

/** "5 %", "50 %, но не менее 1 EUR за 1 кг", …; the source's own text when the type is not one we compute. */
export function dutyRateText(locale: Locale, rule: DutyRule, printed: string): string {
  const adv = rule.adValorem === null ? "" : fmtNumber(locale, rule.adValorem);
  const spec = rule.specific ? specText(locale, rule.specific) : "";
  switch (rule.type) {
    case "ad_valorem": return `${adv} %`;
    case "specific": return spec || printed;
    case "combined_min": return translate(locale, rateTexts.combined, { adv, spec });
    case "compound_plus": return translate(locale, rateTexts.plus, { adv, spec });
    case "alternative_lower": return translate(locale, rateTexts.lower, { adv, spec, alt: fmtNumber(locale, rule.altAdValorem ?? 0) });
    default: return printed;
  }
}

/** The working of a duty: each part with its figures, then what the rule picks. */
function dutyFormula(locale: Locale, rule: DutyRule, w: DutyWorking, input: { valueKzt: number; quantity: number | null; currencyRate: number | null }): string {
  const m = (x: number) => fmtMoney(locale, roundKzt(x));
  const n = (x: number) => fmtNumber(locale, x);
  const adv = w.adValorem === null ? "" : `${m(input.valueKzt)} × ${n(rule.adValorem ?? 0)} % = ${m(w.adValorem)}`;
  const s = rule.specific;
  const spec = w.specific === null || !s
    ? ""
    : `${n(s.amount)} ${s.currency} × ${n(input.quantity ?? 0)} ${s.unit}${s.per_qty === 1 ? "" : ` / ${n(s.per_qty)}`} × ${n(input.currencyRate ?? 0)} = ${m(w.specific)}`;
  switch (rule.type) {
    case "ad_valorem": return adv;
    case "specific": return spec;
    case "combined_min": return `max(${adv}; ${spec}) = ${m(w.amount)}`;
    case "compound_plus": return `${adv}; ${spec}; ${m(w.adValorem ?? 0)} + ${m(w.specific ?? 0)} = ${m(w.amount)}`;
    default: return `min(${m(input.valueKzt)} × ${n(rule.altAdValorem ?? 0)} % = ${m(w.alternative ?? 0)}; max(${adv}; ${spec})) = ${m(w.amount)}`;
  }
}

/** The duty line, the preference factor applied to the whole duty (0.75 × duty, 0 or 1). */
export function dutyLine(
  locale: Locale, label: MessageDescriptor, applied: Applied, rule: DutyRule,
  input: { valueKzt: number; quantity: number | null; currencyRate: number | null }, factor: number,
): { line: CalculationLine } | { missing: "quantity" | "rate" } {
  const outcome = dutyOf(rule, input);
  if (!outcome.ok) return { missing: outcome.missing };
  const w = outcome.working;
  const amount = roundKzt(w.amount * factor);
  const n = (x: number) => fmtNumber(locale, x);
  const withFactor = factor === 1 ? "" : `; ${fmtMoney(locale, roundKzt(w.amount))} × ${n(factor)} = ${fmtMoney(locale, amount)}`;
  return {
    line: {
      kind: "duty",
      label: translate(locale, label),
      base_kzt: rule.type === "specific" ? null : input.valueKzt,
      rate_text: dutyRateText(locale, rule, applied.text) + (factor === 1 ? "" : ` × ${n(factor)}`),
      amount_kzt: amount,
      formula: dutyFormula(locale, rule, w, input) + withFactor,
      source: applied.source,
    },
  };
}
