import type { AppliedRate, ImportDutyData, MeasureItem } from "../../../core/contract/index.ts";
import { plainPercent } from "./measures.ts";

// Kazakhstan's rates under its WTO commitments (EEC Council Decision No. 59) against the CCT rate of the date.

/** The WTO rate as the applied rate: a plain percent, cited by its act. */
export const wtoApplied = (measure: MeasureItem, pct: number): AppliedRate => ({
  text: measure.rate, type: "ad_valorem", ad_valorem: pct, specific: null, note_id: null, source: measure.source,
});

/**
 * Kazakhstan's WTO rate against the CCT rate of the date: the most specific measure (longest prefix) is compared,
 * and applied only when both are plain percents and it is lower, since a specific or combined rate cannot be
 * ranked without the goods' value and quantity.
 */
export function wtoRate(cct: AppliedRate, wto: readonly MeasureItem[]): ImportDutyData["kz_wto"] {
  const measure = [...wto].sort((a, b) => b.code_prefix.length - a.code_prefix.length)[0];
  if (!measure) return null;
  const pct = plainPercent(measure.rate);
  const comparable = pct !== null && cct.type === "ad_valorem" && cct.ad_valorem !== null;
  const outcome = !comparable ? "not_comparable" : pct < cct.ad_valorem! ? "applied" : "not_lower";
  return { measure, ad_valorem: pct, outcome, cct };
}
