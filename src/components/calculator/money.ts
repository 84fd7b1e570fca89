import { numberFormat } from "../../i18n/intl-formats.ts";
/** Money of the result in the reader's locale: `1 405 950,00 ₸` in ru and kk, `KZT 1,405,950.00` in en (design.md). */
const NARROW_NBSP = "\u202F";

export function formatAmount(locale: string, value: number, fraction = 2): string {
  const parts = numberFormat(locale === "en" ? "en-GB" : "ru-RU", {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).formatToParts(value);
  return parts.map((p) => (p.type === "group" && locale !== "en" ? NARROW_NBSP : p.value)).join("");
}

export const formatKzt = (locale: string, value: number): string =>
  locale === "en" ? `KZT ${formatAmount(locale, value)}` : `${formatAmount(locale, value)}${NARROW_NBSP}₸`;
