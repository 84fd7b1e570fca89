import type { I18n, MessageDescriptor } from "@lingui/core";
import type { PaymentPeriod } from "../../../core/contract/payments.ts";

// Plan names and one line each, by plan id; a plan the server adds later shows its id until it gets a name here.
export const PLAN_NAMES: Record<string, MessageDescriptor> = {
  free: /*i18n*/ { id: "plans.name.free", message: "Бесплатный" },
  standard: /*i18n*/ { id: "plans.name.standard", message: "Стандарт" },
  business: /*i18n*/ { id: "plans.name.business", message: "Бизнес" },
  corporate: /*i18n*/ { id: "plans.name.corporate", message: "Корпоративный" },
};

export const PLAN_LINES: Record<string, MessageDescriptor> = {
  free: /*i18n*/ { id: "plans.line.free", message: "Справочник ТН ВЭД, карточка кода, калькулятор платежей, санкции и отслеживание контейнеров" },
  standard: /*i18n*/ { id: "plans.line.standard", message: "Для брокера-одиночки: аналитика ВЭД и карточки импортёров" },
  business: /*i18n*/ { id: "plans.line.business", message: "Для брокерской компании: много проверок импортёров каждый месяц" },
  corporate: /*i18n*/ { id: "plans.line.corporate", message: "Для таможенного представителя с несколькими отделами, оплата за год" },
};

export const PERMISSION_TEXTS: Record<string, MessageDescriptor> = {
  access_to_ved: /*i18n*/ { id: "plans.permission.access_to_ved", message: "Аналитика внешней торговли: регионы, страны, товары, компании" },
  card_opening_ved: /*i18n*/ { id: "plans.permission.card_opening_ved", message: "Карточки импортёров" },
};

/** A plan's name in the reader's language; a plan without a name here shows its id. */
export function planName(i18n: I18n, id: string): string {
  const name = PLAN_NAMES[id];
  return name ? i18n._(name) : id;
}

export const PERIOD_NAMES: Record<PaymentPeriod, MessageDescriptor> = {
  month: /*i18n*/ { id: "plans.period.month", message: "месяц" },
  year: /*i18n*/ { id: "plans.period.year", message: "год" },
};
