import { actBodyNames, actStatusNames, actTopicNames, actTypeNames } from "../../../core/act-names.ts";
import type { Locale } from "../../../core/routes.ts";
import { translate } from "../../i18n.ts";

/** An act's adopting body in the reader's language (as written when the data set's wording is not known). */
export const actBody = (locale: Locale, body: string): string => {
  const name = actBodyNames[body];
  return name ? translate(locale, name) : body;
};

/** An act's kind in the reader's language (as written when not known). */
export const actType = (locale: Locale, type: string): string => {
  const name = actTypeNames[type];
  return name ? translate(locale, name) : type;
};

/** A register act's title in the reader's language (Russian until an import has brought the others). */
export const actTitle = (locale: Locale, act: { title: string; titleKk: string | null; titleEn: string | null }): string =>
  (locale === "kk" ? act.titleKk : locale === "en" ? act.titleEn : null) ?? act.title;

/** The register's topics ("VAT, excise") in the reader's language, each as written when not known. */
export const actTopic = (locale: Locale, topic: string): string =>
  topic.split(", ").map((t) => (actTopicNames[t] ? translate(locale, actTopicNames[t]) : t)).join(", ");

/** The register's status in the reader's language: its leading words, without the compiler's note (as written when not known). */
export function actStatus(locale: Locale, status: string): string {
  const repealed = /^repealed (\d{2}\.\d{2}\.\d{4})/.exec(status);
  if (repealed) return translate(locale, actStatusNames.repealed, { date: repealed[1]! });
  if (/^in force as amended\b/.test(status)) return translate(locale, actStatusNames.inForceAmended);
  if (/^in force\b/.test(status)) return translate(locale, actStatusNames.inForce);
  if (/^adopted\b/.test(status)) return translate(locale, actStatusNames.adopted);
  if (/^see source\b/.test(status)) return translate(locale, actStatusNames.seeSource);
  return status;
}

/** YYYY-MM-DD as the acts print their dates (DD.MM.YYYY); anything else as written. */
export const actDate = (date: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.split("-").reverse().join(".") : date);

const numbered = /*i18n*/ { id: "act.number", message: "№ {number}" };
const dated = /*i18n*/ { id: "act.date", message: "от {date}" };

/** "Совет ЕЭК, решение № 59 от 14.10.2015": the parts the data holds, in the reader's language. */
export function actHeading(locale: Locale, act: { body?: string | null; type?: string | null; number?: string | null; date?: string | null }): string {
  const body = act.body ? actBody(locale, act.body) : null;
  const rest = [
    act.type ? actType(locale, act.type) : null,
    act.number ? translate(locale, numbered, { number: act.number }) : null,
    act.date ? translate(locale, dated, { date: actDate(act.date) }) : null,
  ].filter(Boolean).join(" ");
  return [body, rest].filter(Boolean).join(", ");
}

/** The acts register writes "not in …" where its source did not show the number: no number then. */
export const readableNumber = (number: string | null): string | null => (number && !/^not in/.test(number) ? number : null);

/** The register writes words ("not in excerpt") where its source did not show the date: no date then. */
export const readableDate = (date: string | null): string | null => (date && /^\d/.test(date) ? date : null);
