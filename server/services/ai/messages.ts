import type { MessageDescriptor } from "@lingui/core";

export const searchMessages = {
  empty: /*i18n*/ { id: "search.empty", message: "Введите запрос: название товара, слово или код ТН ВЭД" },
  tooLong: /*i18n*/ { id: "search.tooLong", message: "Запрос слишком длинный: не больше {max} символов" },
  badLimit: /*i18n*/ { id: "search.badLimit", message: "Число результатов — от 1 до {max}" },
  badBody: /*i18n*/ { id: "search.badBody", message: "Тело запроса должно быть объектом JSON с полями q и limit" },
} satisfies Record<string, MessageDescriptor>;
