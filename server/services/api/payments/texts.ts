import type { MessageDescriptor } from "@lingui/core";

// The checkout's answers (issue 17), in the `lang` header's language.
export const paymentMessages = {
  notConfigured: /*i18n*/ {
    id: "error.payments.notConfigured",
    message: "Оплата картой на портале не настроена. Чтобы подключить тариф, напишите нам",
  },
  badInvoice: /*i18n*/ { id: "error.payments.badInvoice", message: "Выберите платный тариф и период: месяц или год" },
  unknownPlan: /*i18n*/ { id: "error.payments.unknownPlan", message: "Платного тарифа «{plan}» нет" },
  wrongPeriod: /*i18n*/ {
    id: "error.payments.wrongPeriod",
    message: "Тариф «{plan}» оплачивается {period, select, year {за год} other {за месяц}}",
  },
  badSignature: /*i18n*/ { id: "error.payments.badSignature", message: "Подпись Content-HMAC отсутствует или неверна" },
  badNotification: /*i18n*/ { id: "error.payments.badNotification", message: "Уведомление платёжной системы не прошло проверку: поле {field}" },
  description: /*i18n*/ {
    id: "payments.description",
    message:
      "Портал ВЭД: тариф «{plan, select, standard {Стандарт} business {Бизнес} corporate {Корпоративный} other {{plan}}}» на {period, select, year {год} other {месяц}}",
  },
} satisfies Record<string, MessageDescriptor>;
