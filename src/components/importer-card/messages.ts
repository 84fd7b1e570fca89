import { almatyClock, formatDate } from "../code-card/format.ts";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Step } from "../../../machines/importer-card/answers.ts";

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

/** A month YYYY-MM as words of the locale ("январь 2025 г.", "2025 жылғы қаңтар", "January 2025"). */
export const monthLabel = (locale: string, month: string): string => formatDate(locale, month);

/** The day card openings come back, in the locale's words: the 1st, 00:00 in Kazakhstan (Asia/Almaty), whatever the browser's zone. */
export const resetDate = (locale: string, resetsAt: string): string => formatDate(locale, almatyClock(new Date(resetsAt)).day, "long");

/** When a card was opened, on Kazakhstan's clock: `05.01.2025, 10:00` (ru, kk), `5 Jan 2025, 10:00` (en). */
export function openedAt(locale: string, iso: string): string {
  const { day, time } = almatyClock(new Date(iso));
  return `${formatDate(locale, day)}, ${time}`;
}
