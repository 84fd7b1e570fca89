import { formatNumber, formatPercent } from "../code-card/format.ts";
import { dateTimeFormat, numberFormat } from "../../i18n/intl-formats.ts";

/** Figures of charts and tables as in the rest of the portal (thin-space groups in ru and kk, commas in en). */
export { formatNumber, formatPercent };

/** US dollars in full, whole: `1 405 950 $` (ru, kk), `$1,405,950` (en). */
export function formatUsd(locale: string, value: number): string {
  const n = formatNumber(locale, Math.round(value), 0);
  return locale === "en" ? `$${n}` : `${n}\u202F$`;
}

/** Short figures for axis ticks: `1,2 млрд` (ru, kk: Kazakh uses the same abbreviations), `1.2B` (en). */
export function formatCompact(locale: string, value: number): string {
  return numberFormat(locale === "en" ? "en-GB" : "ru-RU", { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** A share 0–1 as a percentage with one decimal. */
export function formatShare(locale: string, share: number): string {
  return formatPercent(locale, Math.round(share * 1000) / 10);
}

/** Kazakh month abbreviations written out: browsers' Kazakh date data is often missing. */
const KK_MONTHS = ["қаң.", "ақп.", "нау.", "сәу.", "мам.", "мау.", "шіл.", "там.", "қыр.", "қаз.", "қар.", "жел."];

/** The twelve months' short names in the locale (axis labels of a year's months). */
export function shortMonths(locale: string): string[] {
  if (locale === "kk") return KK_MONTHS;
  const format = dateTimeFormat(locale === "en" ? "en-GB" : "ru-RU", { month: "short" });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(2020, m, 15)));
}
