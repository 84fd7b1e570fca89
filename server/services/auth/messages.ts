import type { MessageDescriptor } from "@lingui/core";

/** Texts of the sign-in answers, Russian first; kk and en live in locales/. */
export const m = {
  validation: /*i18n*/ { id: "auth.validation", message: "Проверьте введённые данные" },
  registered: /*i18n*/ { id: "auth.register.sent", message: "Мы отправили код подтверждения на почту" },
  loggedIn: /*i18n*/ { id: "auth.login.ok", message: "Вы вошли" },
  twoFactorNeeded: /*i18n*/ { id: "auth.login.twoFactor", message: "Введите код из приложения-аутентификатора" },
  unverified: /*i18n*/ { id: "auth.login.unverified", message: "Подтвердите почту: введите код из письма" },
  wrongCredentials: /*i18n*/ { id: "auth.login.wrong", message: "Неверная почта или пароль" },
  wrongTwoFactor: /*i18n*/ { id: "auth.2fa.wrong", message: "Неверный код подтверждения входа" },
  rateLimited: /*i18n*/ { id: "auth.rateLimited", message: "Слишком много попыток. Повторите через {seconds} с" },
  resendWait: /*i18n*/ { id: "auth.code.wait", message: "Новый код можно запросить через {seconds} с" },
  unauthorized: /*i18n*/ { id: "auth.unauthorized", message: "Войдите, чтобы продолжить" },
  foreignOrigin: /*i18n*/ { id: "auth.csrf", message: "Запрос с другого сайта отклонён" },
  loggedOut: /*i18n*/ { id: "auth.logout.ok", message: "Вы вышли" },
  wrongCode: /*i18n*/ { id: "auth.code.wrong", message: "Неверный или устаревший код" },
  emailVerified: /*i18n*/ { id: "auth.email.verified", message: "Почта подтверждена" },
  codeSent: /*i18n*/ { id: "auth.code.sent", message: "Если адрес зарегистрирован, мы отправили на него код" },
  codeAccepted: /*i18n*/ { id: "auth.code.accepted", message: "Код принят: придумайте новый пароль" },
  resetExpired: /*i18n*/ { id: "auth.reset.expired", message: "Время на смену пароля истекло. Запросите новый код" },
  passwordChanged: /*i18n*/ { id: "auth.password.changed", message: "Пароль изменён" },
  wrongCurrentPassword: /*i18n*/ { id: "auth.password.current", message: "Неверный текущий пароль" },
  twoFactorOn: /*i18n*/ { id: "auth.2fa.enabled", message: "Вход с кодом из приложения включён" },
  twoFactorOff: /*i18n*/ { id: "auth.2fa.disabled", message: "Вход с кодом из приложения выключен" },
  twoFactorNotSetUp: /*i18n*/ { id: "auth.2fa.notSetUp", message: "Сначала добавьте ключ в приложение-аутентификатор" },
  twoFactorAlreadyOn: /*i18n*/ { id: "auth.2fa.already", message: "Вход с кодом из приложения уже включён" },
  twoFactorIsOff: /*i18n*/ { id: "auth.2fa.isOff", message: "Вход с кодом из приложения не включён" },
  socialUnavailable: /*i18n*/ { id: "auth.social.unavailable", message: "Вход через {provider} сейчас недоступен" },
  adminForbidden: /*i18n*/ { id: "auth.admin.forbidden", message: "Нет доступа" },
  adminNoUser: /*i18n*/ { id: "auth.admin.noUser", message: "Нет пользователя с адресом {email}" },
  adminNoPlan: /*i18n*/ { id: "auth.admin.noPlan", message: "Нет тарифа {plan}; есть: {plans}" },
  adminGranted: /*i18n*/ { id: "auth.admin.granted", message: "Тариф {plan} назначен {email}" },
} satisfies Record<string, MessageDescriptor>;

export { fieldMessages } from "../../../core/field-errors.ts";
