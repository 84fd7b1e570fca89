import { covers } from "../code-info.ts";
import { roundKzt } from "./money.ts";

// The customs fee for declaring the goods (Government Decree No. 171 and its amendments), from the customs_fees rows.

export interface FeeRow {
  feeId: string;
  rateValue: number | null;
  /** `KZT` or `MRP`. */
  rateUnit: string | null;
  validFrom: string | null;
  validTo: string | null;
  legalBasis: string | null;
  sourceUrl: string | null;
  verification: string | null;
}
export interface MciRow { effectiveFrom: string; kzt: number }

/** One import goods declaration (its main sheet) per calculation: the rows of that operation, by period. */
const isDeclarationFee = (feeId: string) => feeId.startsWith("decl_goods_") && !feeId.includes("extra_sheet");

export type FeeOutcome =
  | { kind: "none" }
  | { kind: "no_rate"; row: FeeRow }
  | { kind: "amount"; row: FeeRow; amount: number; mci: MciRow | null };

/** The МРП in force on the date: the newest value that took effect on or before it. */
export function mciOn(date: string, rows: readonly MciRow[]): MciRow | null {
  let best: MciRow | null = null;
  for (const r of rows) if (r.effectiveFrom <= date && (!best || r.effectiveFrom > best.effectiveFrom)) best = r;
  return best;
}

/** The declaration fee on the date: KZT as written, or MRP × the МРП of the date; `no_rate` when the data lacks the figure. */
export function declarationFee(date: string, fees: readonly FeeRow[], mci: readonly MciRow[]): FeeOutcome {
  const row = fees.find((f) => isDeclarationFee(f.feeId) && covers(date, f.validFrom, f.validTo));
  if (!row) return { kind: "none" };
  if (row.rateValue === null) return { kind: "no_rate", row };
  if (row.rateUnit === "KZT") return { kind: "amount", row, amount: roundKzt(row.rateValue), mci: null };
  const m = row.rateUnit === "MRP" ? mciOn(date, mci) : null;
  return m ? { kind: "amount", row, amount: roundKzt(row.rateValue * m.kzt), mci: m } : { kind: "no_rate", row };
}
