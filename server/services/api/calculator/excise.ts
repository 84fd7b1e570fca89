import { roundKzt } from "./money.ts";

// Excise on import from the excise items valid on the date: specific rates in KZT per N units of a quantity.

/** The data's English unit words → the unit symbols the tariff (and the wizard) uses. */
const UNIT_SYMBOLS: Record<string, string> = { pcs: "шт", kg: "кг", l: "л", t: "т" };

export type ExciseRate = { kind: "specific"; kztPer: number; perQty: number; unit: string } | { kind: "ad_valorem"; pct: number };

/** Reads a rate of the excise data ("18051 / KZT per 1000 pcs", "10 / % of value"); null when it has none. */
export function exciseRate(value: number | null, unit: string | null, type: string): ExciseRate | null {
  if (value === null || !unit) return null;
  if (type === "ad_valorem" && unit.startsWith("%")) return { kind: "ad_valorem", pct: value };
  const m = /^KZT per (\d+(?:\.\d+)?)?\s*([a-z]+)$/i.exec(unit.trim());
  if (type !== "specific" || !m) return null;
  const symbol = UNIT_SYMBOLS[m[2]!.toLowerCase()];
  return symbol ? { kind: "specific", kztPer: value, perQty: Number(m[1] ?? 1), unit: symbol } : null;
}

/** Specific excise: rate × quantity / per, in KZT (e.g. 18 051 KZT per 1000 pcs × 10 000 pcs = 180 510,00). */
export const specificExcise = (rate: { kztPer: number; perQty: number }, quantity: number) => roundKzt((rate.kztPer * quantity) / rate.perQty);

/** Whether an excise item is charged on import (the data also lists wholesale and retail rates). */
export const onImport = (taxableEvent: string | null) => /import/i.test(taxableEvent ?? "");
