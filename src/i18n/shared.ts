import type { MessageDescriptor } from "@lingui/core";

// Descriptors used in more than one place. The `i18n` comment marks them for extraction.

export const portalName: MessageDescriptor = /*i18n*/ { id: "portal.name", message: "Портал ВЭД Казахстана" };
export const portalDescription: MessageDescriptor = /*i18n*/ {
  id: "portal.description",
  message: "Портал ВЭД Казахстана для таможенных брокеров, импортёров и экспортёров: ТН ВЭД ЕАЭС, ставки, калькулятор платежей, санкции и аналитика.",
};
export const portalMark: MessageDescriptor = /*i18n*/ { id: "portal.mark", message: "ВЭД" };

/** Labels of the sibling sections that share the sign-in (ids from GET /api/v1/site). */
export const serviceLabels: Record<string, MessageDescriptor> = {
  landing: /*i18n*/ { id: "service.landing", message: "Главная страница и тарифы" },
  pk: /*i18n*/ { id: "service.pk", message: "Проверка контрагентов" },
  login: /*i18n*/ { id: "service.login", message: "Единый вход" },
  work: /*i18n*/ { id: "service.work", message: "Работа и вакансии" },
  tender: /*i18n*/ { id: "service.tender", message: "Тендеры" },
  zakupki: /*i18n*/ { id: "service.zakupki", message: "Государственные закупки" },
  avto: /*i18n*/ { id: "service.avto", message: "Проверка автомобилей" },
  analytics: /*i18n*/ { id: "service.analytics", message: "Бизнес-аналитика" },
  "analytics-new": /*i18n*/ { id: "service.analyticsNew", message: "Бизнес-аналитика: новая версия" },
  tnved: /*i18n*/ { id: "service.tnved", message: "ТН ВЭД и таможня" },
  edo: /*i18n*/ { id: "service.edo", message: "Электронный документооборот" },
  compliance: /*i18n*/ { id: "service.compliance", message: "Комплаенс" },
};

export const errorTitles = {
  notFound: /*i18n*/ { id: "error.notFound.title", message: "Страница не найдена" },
  server: /*i18n*/ { id: "error.server.title", message: "Внутренняя ошибка сервера" },
} satisfies Record<string, MessageDescriptor>;
