import { formatNumber, formatPercent } from "../code-card/format.ts";
import { writeDecimal } from "../../i18n/decimal.ts";
import { MONTHS } from "../../i18n/month-names.ts";

/** Figures of charts and tables as in the rest of the portal (thin-space groups in ru and kk, commas in en). */
export { formatNumber, formatPercent };

/** US dollars in full, whole: `1 405 950 $` (ru, kk), `$1,405,950` (en). */
export function formatUsd(locale: string, value: number): string {
  const n = formatNumber(locale, Math.round(value), 0);
  return locale === "en" ? `$${n}` : `${n}\u202F$`;
}

/** The compact units, largest first, as Intl's compact notation writes them for ru-RU and en-GB (CLDR). */
const COMPACT_UNITS: { size: number; ru: string; en: string }[] = [
  { size: 1e12, ru: "\u00A0трлн", en: "tn" },
  { size: 1e9, ru: "\u00A0млрд", en: "bn" },
  { size: 1e6, ru: "\u00A0млн", en: "m" },
  { size: 1e3, ru: "\u00A0тыс.", en: "k" },
];

/**
 * Short figures for axis ticks and legends: `1,2 млрд` (ru, kk: Kazakh uses the same abbreviations),
 * `1.2bn` (en), one decimal at most, as `Intl.NumberFormat(…, { notation: "compact" })` writes them but
 * without Intl (see src/i18n/decimal.ts). A figure that rounds up to a thousand of its unit takes the
 * next one (999 950 → 1 млн).
 */
export function formatCompact(locale: string, value: number): string {
  const marks = { group: "", decimal: locale === "en" ? "." : "," };
  const found = COMPACT_UNITS.findIndex((u) => Math.abs(value) >= u.size);
  const write = (unit: number) => writeDecimal(value / (COMPACT_UNITS[unit]?.size ?? 1), 1, marks) ?? String(value);
  let unit = found === -1 ? COMPACT_UNITS.length : found;
  let written = write(unit);
  // Rounding may carry into the next unit: 999.96 writes "1000", which is "1 тыс.".
  if (unit > 0 && /^-?\d{4}/.test(written)) written = write(--unit);
  const suffix = COMPACT_UNITS[unit]?.[locale === "en" ? "en" : "ru"] ?? "";
  return written + suffix;
}

/** A share 0–1 as a percentage with one decimal. */
export function formatShare(locale: string, share: number): string {
  return formatPercent(locale, Math.round(share * 1000) / 10);
}

/** The twelve months' short names in the locale (axis labels of a year's months), without Intl; a copy the chart may keep. */
export function shortMonths(locale: string): string[] {
  return [...(locale === "en" ? MONTHS.enShort : locale === "kk" ? MONTHS.kkShort : MONTHS.ruShort)];
}
