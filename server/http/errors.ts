import type { MessageDescriptor } from "@lingui/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localeOf, translate } from "../i18n.ts";

export const messages = {
  notFound: /*i18n*/ { id: "error.api.notFound", message: "Адрес не найден: {path}" },
  validation: /*i18n*/ { id: "error.api.validation", message: "Проверьте параметры запроса" },
  badBody: /*i18n*/ { id: "error.api.badBody", message: "Тело запроса не удалось прочитать" },
  tooLarge: /*i18n*/ { id: "error.api.tooLarge", message: "Запрос слишком велик" },
  unsupported: /*i18n*/ { id: "error.api.unsupported", message: "Этот тип содержимого не поддерживается" },
  internal: /*i18n*/ { id: "error.api.internal", message: "Внутренняя ошибка сервера. Попробуйте позже" },
  databaseUnavailable: /*i18n*/ { id: "error.api.databaseUnavailable", message: "База данных портала сейчас недоступна. Повторите через несколько секунд" },
  statementTimeout: /*i18n*/ { id: "error.api.statementTimeout", message: "Запрос выполнялся слишком долго и был прерван. Повторите через несколько секунд" },
  tooManyWords: /*i18n*/ { id: "error.api.tooManyWords", message: "Слишком много слов в запросе: не больше {max}" },
  tooManyCalls: /*i18n*/ { id: "error.api.tooManyCalls", message: "Слишком много запросов с вашего адреса. Повторите через {seconds} с" },
  nodeNotFound: /*i18n*/ { id: "error.tree.nodeNotFound", message: "Узел {id} не найден в ТН ВЭД" },
  codeNotFound: /*i18n*/ { id: "error.code.notFound", message: "Кода {code} нет в ТН ВЭД ЕАЭС" },
  codeMalformed: /*i18n*/ { id: "error.code.malformed", message: "Код товара — это 10 цифр" },
} satisfies Record<string, MessageDescriptor>;

/** Answers an error with the contract's error body, in the request's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
  errors?: Record<string, string[]>,
) {
  const body = { message: translate(localeOf(request.headers.lang), message, values), ...(errors ? { errors } : {}) };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}
