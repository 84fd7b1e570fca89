import type { MessageDescriptor } from "@lingui/core";
import type { MeasureItem, MeasureList, MeasuresSlice, MeasureType } from "../../../core/contract/measures.ts";
import { coversOrigin } from "../../../core/measure-origin.ts";
import type { Locale } from "../../../core/routes.ts";
import { translate } from "../../i18n.ts";
import { actBody, actHeading } from "./act-names.ts";
import type { CountryNames, MeasureLists, MeasureRow } from "./measures-repo.ts";

// The one answer to "which measures apply to this code on this date": the card, its calls and the calculator
// all read it, so a measure shows the same everywhere the moment its row is imported.

/** The name of each list, as the card and the calls' "lists checked" show it. */
export const listTitles = {
  kz_wto_rate: /*i18n*/ { id: "measures.list.kzWtoRate", message: "Ставки Казахстана ниже ЕТТ по обязательствам в ВТО (Решение Совета ЕЭК № 59)" },
  antidumping: /*i18n*/ { id: "measures.list.antidumping", message: "Антидемпинговые пошлины ЕАЭС" },
  countervailing: /*i18n*/ { id: "measures.list.countervailing", message: "Компенсационные пошлины ЕАЭС" },
  safeguard: /*i18n*/ { id: "measures.list.safeguard", message: "Специальные защитные пошлины ЕАЭС" },
  ntm_licence: /*i18n*/ { id: "measures.list.ntmLicence", message: "Товары, ввоз которых требует лицензии (Решение Коллегии ЕЭК № 30)" },
  ntm_permit: /*i18n*/ { id: "measures.list.ntmPermit", message: "Товары, ввоз которых требует разрешения (Решение Коллегии ЕЭК № 30)" },
  ntm_notification: /*i18n*/ { id: "measures.list.ntmNotification", message: "Шифровальные средства: нотификация (Решение Коллегии ЕЭК № 30)" },
  marking: /*i18n*/ { id: "measures.list.marking", message: "Обязательная маркировка товаров в Казахстане" },
  tariff_benefit: /*i18n*/ { id: "measures.list.tariffBenefit", message: "Тарифные льготы ЕАЭС: освобождение от ввозной таможенной пошлины" },
} satisfies Record<MeasureType, MessageDescriptor>;

export interface MeasureQuery {
  /** Ten digits. */
  code: string;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO alpha-2 country of origin; absent = every origin. */
  origin?: string;
}

/** Whether the row covers the code (prefix, less exclusions) on the date (from ≤ date < to), for the origin when given. */
function applies(row: MeasureRow, q: MeasureQuery): boolean {
  return (
    q.code.startsWith(row.codePrefix) &&
    !row.excludedPrefixes.some((p) => q.code.startsWith(p)) &&
    row.validFrom <= q.date &&
    (row.validTo === null || q.date < row.validTo) &&
    (q.origin === undefined || coversOrigin(row.origins, q.origin))
  );
}

/** A country of origin in the locale; a group name or a code the countries table lacks as written. */
function originName(locale: Locale, names: CountryNames, origin: string): string {
  const n = names.get(origin);
  if (!n) return origin;
  return locale === "kk" ? n.nameKk : locale === "en" ? n.nameEn : n.nameRu;
}

export const itemOf = (locale: Locale, names: CountryNames, r: MeasureRow): MeasureItem => ({
  type: r.type as MeasureType,
  code_prefix: r.codePrefix,
  excluded_prefixes: r.excludedPrefixes,
  origins: r.origins,
  origin_names: r.origins.map((o) => originName(locale, names, o)),
  exporter: r.exporter,
  rate: r.rate,
  document: r.document,
  act: { number: r.actNumber, date: r.actDate, body: actBody(locale, r.actBody), url: r.sourceUrl },
  source: {
    act: actHeading(locale, { body: r.actBody, number: r.actNumber, date: r.actDate }), url: r.sourceUrl, as_of: null, verification: null,
  },
  valid_from: r.validFrom,
  valid_to: r.validTo,
});

/** The measures applying to the code on the date (for the origin when given), grouped by type. */
export function measuresFor(locale: Locale, names: CountryNames, rows: readonly MeasureRow[], q: MeasureQuery): Map<MeasureType, MeasureItem[]> {
  const byType = new Map<MeasureType, MeasureItem[]>();
  for (const row of rows) {
    if (!applies(row, q)) continue;
    const item = itemOf(locale, names, row);
    byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  }
  return byType;
}

/** The percent of a rate the act states as a plain ad valorem rate ("12,5 %"); null for anything else. */
export function plainPercent(rate: string): number | null {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/.exec(rate);
  return m ? Number(m[1]!.replace(",", ".")) : null;
}

/** One act's measure on one code prefix: its rows differ only by exporter. */
const actKey = (i: MeasureItem) => `${i.type}|${i.act.number}|${i.code_prefix}`;

/**
 * The measures an exporter's goods get: where an act names the exporter, its own rate; else the act's rate for
 * "all other exporters" (the row without an exporter), which is also what an unnamed exporter (null) gets.
 */
export function forExporter(items: readonly MeasureItem[], exporter: string | null): MeasureItem[] {
  const same = (a: string) => exporter !== null && a.trim().toLowerCase() === exporter.trim().toLowerCase();
  const named = new Set(items.filter((i) => i.exporter !== null && same(i.exporter)).map(actKey));
  return items.filter((i) => (named.has(actKey(i)) ? i.exporter !== null && same(i.exporter) : i.exporter === null));
}

/**
 * The rows of the measures whose act names exporters: one per named exporter and the act's row for "all other
 * exporters". The calculator asks the exporter for them, and names it (or "all other exporters") in its line.
 */
export function namingExporters<T extends MeasureItem>(items: readonly T[]): T[] {
  const naming = new Set(items.filter((i) => i.exporter !== null).map(actKey));
  return items.filter((i) => naming.has(actKey(i)));
}

/** The lists of these types as consulted: a list with no row says "not compiled", never "none applies". */
export function listsChecked(locale: Locale, types: readonly MeasureType[], lists: MeasureLists): MeasureList[] {
  return types.map((type) => {
    const rows = lists.rows.get(type) ?? 0;
    return {
      type, title: translate(locale, listTitles[type]), state: rows > 0 ? "compiled" : "not_compiled", rows,
      version: lists.version, imported_at: lists.importedAt,
    };
  });
}

/** One call's answer: the applying measures of its types and the lists it consulted. */
export function measuresSlice(
  locale: Locale, types: readonly MeasureType[], applying: Map<MeasureType, MeasureItem[]>, lists: MeasureLists,
): MeasuresSlice {
  return { items: types.flatMap((t) => applying.get(t) ?? []), lists_checked: listsChecked(locale, types, lists) };
}
