import { formatDate } from "../code-card/format.ts";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Step } from "../../../machines/importer-card/answers.ts";
import { dateTimeFormat } from "../../i18n/intl-formats.ts";

/** The texts of the message ids the wizard's statechart names. */
const ERRORS: Record<string, MessageDescriptor> = {
  "importerCard.error.period": /*i18n*/ { id: "importerCard.error.period", message: "Укажите оба месяца периода или оставьте оба пустыми" },
  "importerCard.error.periodOrder": /*i18n*/ { id: "importerCard.error.periodOrder", message: "Начало периода не может быть позже конца" },
  "importerCard.error.search": /*i18n*/ { id: "importerCard.error.search", message: "Поиск не удался. Проверьте соединение и повторите." },
  "importerCard.error.scope": /*i18n*/ { id: "importerCard.error.scope", message: "Не удалось загрузить коды и страны компании." },
};

export const errorText = (i18n: I18n, id: string | null): string | null => (id ? i18n._(ERRORS[id] ?? ERRORS["importerCard.error.scope"]!) : null);

const STEP_TITLES: Record<Step, MessageDescriptor> = {
  company: /*i18n*/ { id: "importerCard.step.company", message: "Компания" },
  scope: /*i18n*/ { id: "importerCard.step.scope", message: "Что показать" },
  review: /*i18n*/ { id: "importerCard.step.review", message: "Проверка" },
  card: /*i18n*/ { id: "importerCard.step.card", message: "Карточка" },
};

export const stepTitle = (i18n: I18n, step: Step): string => i18n._(STEP_TITLES[step]);

/** A month YYYY-MM as words of the locale ("январь 2025 г."). */
export function monthLabel(locale: string, month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The day card openings come back, in the locale's words: the 1st, 00:00 in Kazakhstan (Asia/Almaty), whatever the browser's zone. */
export function resetDate(locale: string, resetsAt: string): string {
  const day = dateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(new Date(resetsAt));
  return formatDate(locale, day, "long");
}
