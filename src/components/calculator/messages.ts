import type { I18n, MessageDescriptor } from "@lingui/core";
import type { CalculatorCodeInfo } from "../../../core/contract/calculator.ts";
import { exporterRemedies } from "../../../machines/calculator/answers.ts";
import type { FieldMessage, MessageId, Step } from "../../../machines/calculator/answers.ts";
import { formatMeasureRate } from "../code-card/format.ts";

/** The texts of the wizard's message ids (the statechart names them, the view says them). */
const MESSAGES: Record<MessageId, MessageDescriptor> = {
  "calc.error.required": /*i18n*/ { id: "calc.error.required", message: "Заполните поле" },
  "calc.error.code": /*i18n*/ { id: "calc.error.code", message: "Код товара — это 10 цифр, например 0805 40 000 0" },
  "calc.error.date": /*i18n*/ { id: "calc.error.date", message: "Введите дату полностью: день, месяц и год" },
  "calc.error.number": /*i18n*/ { id: "calc.error.number", message: "Введите число, например 1 234,56" },
  "calc.error.negative": /*i18n*/ { id: "calc.error.negative", message: "Число не может быть отрицательным" },
  "calc.error.positive": /*i18n*/ { id: "calc.error.positive", message: "Введите число больше нуля" },
  "calc.error.tooLarge": /*i18n*/ { id: "calc.error.tooLarge", message: "Слишком большое число: проверьте, нет ли лишних цифр" },
  "calc.error.network": /*i18n*/ { id: "calc.error.network", message: "Сервер не ответил. Проверьте соединение и повторите." },
  "calc.error.server": /*i18n*/ { id: "calc.error.server", message: "Расчёт не удался. Повторите позже." },
};

export function messageText(i18n: I18n, message: FieldMessage | null | undefined): string | null {
  if (!message) return null;
  return "text" in message ? message.text : i18n._(MESSAGES[message.id]);
}

const STEP_TITLES: Record<Step | "check", MessageDescriptor> = {
  code: /*i18n*/ { id: "calc.step.code", message: "Код товара по ТН ВЭД ЕАЭС" },
  date: /*i18n*/ { id: "calc.step.date", message: "Дата ввоза" },
  origin: /*i18n*/ { id: "calc.step.origin", message: "Страна происхождения" },
  exporter: /*i18n*/ { id: "calc.step.exporter", message: "Экспортёр" },
  value: /*i18n*/ { id: "calc.step.value", message: "Таможенная стоимость" },
  quantity: /*i18n*/ { id: "calc.step.quantity", message: "Количество товара" },
  excise: /*i18n*/ { id: "calc.step.excise", message: "Количество для акциза" },
  check: /*i18n*/ { id: "calc.step.check", message: "Проверьте ответы" },
};

export const stepTitle = (i18n: I18n, step: Step | "check"): string => i18n._(STEP_TITLES[step]);

/**
 * An exporter as the wizard offers and lists it: its name (null: "all other exporters") and the rate the
 * remedies for the origin set for it, in the reader's number style.
 */
export function exporterChoice(i18n: I18n, info: CalculatorCodeInfo | null, origin: string, exporter: string | null): { name: string; rate: string } {
  const rates = [...new Set(exporterRemedies(info, origin).filter((r) => r.exporter === exporter).map((r) => formatMeasureRate(i18n.locale, r.rate)))];
  return {
    name: exporter ?? i18n._({ id: "calc.exporter.others", message: "Все прочие экспортёры" }),
    rate: i18n._({ id: "calc.exporter.rate", message: "ставка {rate}", values: { rate: rates.join("; ") } }),
  };
}
