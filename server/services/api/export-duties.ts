import { asc } from "drizzle-orm";
import type { ExportDuty } from "../../../core/contract/lookups.ts";
import type { Db } from "../../db/connect.ts";
import { exportDutyItems, type CodeRange } from "../../db/fiscal-schema.ts";

/** Order No. 81 of 17.02.2016 of the Minister of National Economy: the list of goods subject to export duties. */
export const EXPORT_DUTIES_LEGAL = {
  title:
    "Приказ Министра национальной экономики Республики Казахстан от 17 февраля 2016 года № 81 «Об утверждении Перечня товаров, в отношении которых применяются вывозные таможенные пошлины, размера ставок и срока их действия…» (с изменениями)",
  url: "https://adilet.zan.kz/rus/docs/V1600013217",
};

/**
 * Whether a row's ranges cover a code of 2–10 digits: a 10-digit code must lie in a range; a shorter
 * code (a heading asked for) is covered when some range overlaps the codes under it.
 */
export function scopeCovers(ranges: readonly CodeRange[] | null, code: string): boolean {
  if (!ranges) return false;
  const lo = code.padEnd(10, "0");
  const hi = code.padEnd(10, "9");
  return ranges.some((r) => r.lo <= hi && lo <= r.hi);
}

export interface ExportDutyEntry {
  row: ExportDuty;
  /** Null when the source's scope could not be read as codes (the row never matches a code). */
  ranges: CodeRange[] | null;
}

type Item = typeof exportDutyItems.$inferSelect;

function toExportDuty(r: Item): ExportDuty {
  return {
    id: r.itemId,
    goods_ru: r.goodsRu,
    goods_en: r.goodsEn ?? "",
    hs_scope: r.hsScope,
    hs_scope_basis: r.hsScopeBasis ?? "",
    rate_text: r.rateRaw ?? "",
    rate_type: r.rateType,
    specific:
      r.specAmount !== null && r.specCurrency && r.specPerUnit
        ? { amount: r.specAmount, currency: r.specCurrency, per_qty: r.specPerQty ?? 1, unit: r.specPerUnit }
        : null,
    season_from: r.seasonFrom,
    season_to: r.seasonTo,
    valid_from: r.validFrom,
    valid_to: r.validTo,
    legal_basis: r.legalBasis ?? "",
    source_url: r.sourceUrl,
    source_type: r.sourceType ?? "",
    verification: r.verification ?? "",
    note: r.note,
  };
}

/**
 * Kazakhstan's export duties as imported from data/tariff/kz_export_duties.csv (table export_duty_items,
 * filled by the fiscal import). Not an official table: every row says how far it was checked.
 */
export async function loadExportDuties(db: Db): Promise<ExportDutyEntry[]> {
  const rows = await db.select().from(exportDutyItems).orderBy(asc(exportDutyItems.itemId));
  return rows.map((r) => ({ row: toExportDuty(r), ranges: r.scope ?? null }));
}
