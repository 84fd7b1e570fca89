// Import duty by the type of the rate that applies on the date (base ETT or temporary, as the code card decides).
// Percentages are of the customs value in KZT; a specific part is amount per `per_qty` units × quantity × the KZT
// rate of its currency.

export interface DutyRule {
  /** `ad_valorem`, `specific`, `combined_min`, `compound_plus`, `alternative_lower` (anything else cannot be computed). */
  type: string;
  /** Percent; for `alternative_lower` the percent that carries the "not less than" part (12,5 in "15, либо 12,5, но не менее …"). */
  adValorem: number | null;
  /** `alternative_lower` only: the plain percent alternative (15 in the example). */
  altAdValorem: number | null;
  specific: { amount: number; currency: string; per_qty: number; unit: string } | null;
}

export interface DutyInput {
  valueKzt: number;
  /** In the specific part's unit; null when not given. */
  quantity: number | null;
  /** KZT per unit of the specific part's currency; null when not needed. */
  currencyRate: number | null;
}

/** The parts of the working, unrounded; `amount` is what the rule picks from them. */
export interface DutyWorking {
  adValorem: number | null;
  specific: number | null;
  alternative: number | null;
  amount: number;
}

export type DutyOutcome = { ok: true; working: DutyWorking } | { ok: false; missing: "quantity" | "rate" };

const percentOf = (value: number, pct: number) => (value * pct) / 100;

/** Whether the rule has a part per unit of quantity (then the wizard asks for a quantity). */
export const needsQuantity = (rule: DutyRule) =>
  ["specific", "combined_min", "compound_plus", "alternative_lower"].includes(rule.type) && rule.specific !== null;

/** The duty before any preference, or what is missing to compute it. */
export function dutyOf(rule: DutyRule, input: DutyInput): DutyOutcome {
  const adv = rule.adValorem;
  const needsAdv = rule.type !== "specific";
  if (needsAdv && adv === null) return { ok: false, missing: "rate" };
  if (rule.type === "alternative_lower" && rule.altAdValorem === null) return { ok: false, missing: "rate" };
  const adValorem = needsAdv ? percentOf(input.valueKzt, adv!) : null;
  if (rule.type === "ad_valorem") return { ok: true, working: { adValorem, specific: null, alternative: null, amount: adValorem! } };

  const spec = rule.specific;
  if (!spec || !["specific", "combined_min", "compound_plus", "alternative_lower"].includes(rule.type)) return { ok: false, missing: "rate" };
  if (input.quantity === null) return { ok: false, missing: "quantity" };
  if (input.currencyRate === null) return { ok: false, missing: "rate" };
  const specific = (spec.amount * input.quantity * input.currencyRate) / spec.per_qty;

  switch (rule.type) {
    case "specific":
      return { ok: true, working: { adValorem: null, specific, alternative: null, amount: specific } };
    case "combined_min": // "X %, but not less than Y per unit": the larger
      return { ok: true, working: { adValorem, specific, alternative: null, amount: Math.max(adValorem!, specific) } };
    case "compound_plus": // "X % plus Y per unit"
      return { ok: true, working: { adValorem, specific, alternative: null, amount: adValorem! + specific } };
    default: {
      // "A, либо B, но не менее Y за единицу, … какая из сумм ниже": min(A % × value, max(B % × value, Y × qty))
      const alternative = percentOf(input.valueKzt, rule.altAdValorem!);
      return { ok: true, working: { adValorem, specific, alternative, amount: Math.min(alternative, Math.max(adValorem!, specific)) } };
    }
  }
}
