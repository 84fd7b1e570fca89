import type { I18n } from "@lingui/core";
import type { DutyRate } from "../../../core/contract/code-info.ts";
import { intlLocale } from "../../i18n/intl-locale.ts";
import { writeDecimal } from "../../i18n/decimal.ts";
import { MONTHS } from "../../i18n/month-names.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

/**
 * Numbers, percentages, dates and rates of the code card in the reader's locale (design.md:
 * thin-space thousands in ru and kk, `1 405 950,00`; commas in en).
 */

const NARROW_NBSP = "\u202F";
const thin = (locale: string) => locale !== "en";
const THIN_MARKS = { group: NARROW_NBSP, decimal: "," };
const EN_MARKS = { group: ",", decimal: "." };

export function formatNumber(locale: string, value: number, maxFraction = 2): string {
  const written = writeDecimal(value, maxFraction, thin(locale) ? THIN_MARKS : EN_MARKS);
  if (written !== null) return written;
  const parts = numberFormat(intlLocale(locale), { maximumFractionDigits: maxFraction }).formatToParts(value);
  return parts.map((p) => (p.type === "group" && thin(locale) ? NARROW_NBSP : p.value)).join("");
}

/** `16 %` in ru and kk (a thin no-break space), `16%` in en. */
export function formatPercent(locale: string, pct: number): string {
  return `${formatNumber(locale, pct, 4)}${thin(locale) ? `${NARROW_NBSP}%` : "%"}`;
}

/** A measure's rate the data writes as a plain percentage ("14.62%") in the reader's number style; a condition as written. */
export function formatMeasureRate(locale: string, rate: string): string {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(rate);
  return percent ? formatPercent(locale, Number(percent[1])) : rate;
}

/** `2 EUR` (ru, kk), `EUR 2` (en). */
export function formatMoney(locale: string, amount: number, currency: string): string {
  const n = formatNumber(locale, amount, 4);
  if (!/^[A-Z]{3}$/.test(currency)) return `${n} ${currency}`;
  if (currency === "KZT" && locale !== "en") return `${n}${NARROW_NBSP}₸`;
  return locale === "en" ? `${currency} ${n}` : `${n}${NARROW_NBSP}${currency}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The data's dates: full (`2026-03-08`), a month (`2023-02`) or a year (`2023`); anything else as it
 * is. Short: `08.03.2026` in ru and kk, `8 Mar 2026` in en; long: `8 марта 2026 г.`, `2026 жылғы 8
 * наурыз`, `8 March 2026`. Written without Intl (see month-names.ts).
 */
export function formatDate(locale: string, value: string, style: "short" | "long" = "short"): string {
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (full) {
    const [y, m, d] = [Number(full[1]), Number(full[2]) - 1, Number(full[3])];
    if (locale === "en") return `${d} ${(style === "long" ? MONTHS.enLong : MONTHS.enShort)[m] ?? ""} ${y}`;
    if (style === "short") return `${pad(d)}.${pad(m + 1)}.${y}`;
    return locale === "kk" ? `${y} жылғы ${d} ${MONTHS.kkLong[m] ?? ""}` : `${d} ${MONTHS.ruGenitive[m] ?? ""} ${y} г.`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const [y, m] = [Number(month[1]), Number(month[2]) - 1];
    if (locale === "en") return `${MONTHS.enLong[m] ?? ""} ${y}`;
    return locale === "kk" ? `${y} жылғы ${MONTHS.kkLong[m] ?? ""}` : `${MONTHS.ruNominative[m] ?? ""} ${y} г.`;
  }
  return value;
}

/**
 * Kazakhstan's clock: UTC+6 in Asia/Almaty until it joined the west of the country on UTC+5 at
 * 2024-03-01 00:00 local (IANA tz database 2024a, https://data.iana.org/time-zones/tzdb-2024a/asia).
 * Written out rather than asked of Intl: the first DateTimeFormat of a page sets up the browser's ICU
 * data in one 130–300 ms call on a throttled phone, and the card and the calculator need today while
 * they hydrate.
 */
const UTC_PLUS_5_FROM = Date.UTC(2024, 1, 29, 18);
const HOUR = 3_600_000;

/** An instant on Kazakhstan's clock (Asia/Almaty): its day YYYY-MM-DD and its time HH:MM. */
export function almatyClock(at: Date): { day: string; time: string } {
  const offset = at.getTime() >= UTC_PLUS_5_FROM ? 5 : 6;
  const local = new Date(at.getTime() + offset * HOUR).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Today in Kazakhstan (Asia/Almaty), YYYY-MM-DD: the tariff date the card opens on. */
export const todayInAlmaty = (now = new Date()): string => almatyClock(now).day;

/** Units of the ETT's specific rates and supplementary units, in the reader's language. */
export function unitLabel(i18n: I18n, unit: string): string {
  switch (unit.trim()) {
    case "кг":
      return i18n._({ id: "card.unit.kg", message: "кг" });
    case "шт":
      return i18n._({ id: "card.unit.pcs", message: "шт" });
    case "л":
      return i18n._({ id: "card.unit.l", message: "л" });
    case "пара":
      return i18n._({ id: "card.unit.pair", message: "пара" });
    case "м2":
      return i18n._({ id: "card.unit.m2", message: "м²" });
    case "м3":
      return i18n._({ id: "card.unit.m3", message: "м³" });
    case "1000 шт":
      return i18n._({ id: "card.unit.1000pcs", message: "1000 шт" });
    case "см3 объема двигателя":
      return i18n._({ id: "card.unit.cm3engine", message: "см³ объёма двигателя" });
    default:
      return unit;
  }
}

/** Units of the excise and export-duty data, written in English there (`KZT per 1000 pcs`). */
function dataUnit(i18n: I18n, unit: string): string {
  switch (unit) {
    case "pcs":
      return unitLabel(i18n, "шт");
    case "kg":
      return unitLabel(i18n, "кг");
    case "l":
      return unitLabel(i18n, "л");
    default:
      return unitLabel(i18n, unit);
  }
}

/** An excise rate: `18 051 ₸ за 1000 шт`, `10 % от стоимости`; other units as the data writes them. */
export function formatExcise(i18n: I18n, value: number, unit: string): string {
  const locale = i18n.locale;
  const per = /^([A-Z]{3}) per (\d+(?:\.\d+)?) (.+)$/.exec(unit);
  if (per)
    return i18n._({
      id: "card.rate.specific",
      message: "{amount} за {qty} {unit}",
      values: {
        amount: formatMoney(locale, value, per[1] ?? ""),
        qty: formatNumber(locale, Number(per[2])),
        unit: dataUnit(i18n, per[3] ?? ""),
      },
    });
  if (unit === "% of value")
    return i18n._({ id: "card.rate.ofValue", message: "{pct} от стоимости", values: { pct: formatPercent(locale, value) } });
  if (unit.startsWith("%")) return `${formatPercent(locale, value)}${unit.slice(1)}`;
  return `${formatNumber(locale, value)} ${unit}`;
}

/** The specific part: `2 EUR за 1000 шт`. */
export function formatSpecific(i18n: I18n, specific: NonNullable<DutyRate["specific"]>): string {
  const locale = i18n.locale;
  return i18n._({
    id: "card.rate.specific",
    message: "{amount} за {qty} {unit}",
    values: {
      amount: formatMoney(locale, specific.amount, specific.currency),
      qty: formatNumber(locale, specific.per_qty),
      unit: unitLabel(i18n, specific.unit),
    },
  });
}

/**
 * A rate in the reader's words (`5 %`, `2 EUR за 1000 шт`, `5 %, но не менее 0,2 EUR за 1 кг`),
 * or null when only the printed text can say it (formulas, alternative rates, unknown).
 */
export function formatRate(i18n: I18n, rate: DutyRate): string | null {
  const locale = i18n.locale;
  const adval = rate.ad_valorem !== null ? formatPercent(locale, rate.ad_valorem) : null;
  const specific = rate.specific ? formatSpecific(i18n, rate.specific) : null;
  switch (rate.type) {
    case "ad_valorem":
      return adval;
    case "specific":
      return specific;
    case "combined_min":
      return adval && specific
        ? i18n._({ id: "card.rate.combinedMin", message: "{adval}, но не менее {specific}", values: { adval, specific } })
        : null;
    case "compound_plus":
      return adval && specific
        ? i18n._({ id: "card.rate.compoundPlus", message: "{adval} плюс {specific}", values: { adval, specific } })
        : null;
    default:
      return null;
  }
}
