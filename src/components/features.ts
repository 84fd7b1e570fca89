import type { MessageDescriptor } from "@lingui/core";
import { ROUTES, type RouteDef } from "../../core/routes.ts";
import { NOT_YET_AVAILABLE } from "./ComingSoon.tsx";

// /total-services lists these; tests/src/pages/truth.test.ts checks that every one has a line.

/** What a page does, for the routes whose table entry has no description of its own. */
export const FEATURE_LINES: Readonly<Record<string, MessageDescriptor>> = {
  flows: /*i18n*/ { id: "features.flows", message: "Схемы всех сценариев портала (вход, расчёт, карточка импортёра) с подсветкой того, что происходит на вашей странице." },
  apiDescription: /*i18n*/ { id: "features.apiDescription", message: "Описание API портала в формате OpenAPI: все вызовы, их параметры и ответы." },
  userAgreements: /*i18n*/ { id: "features.userAgreements", message: "Условия, на которых оператор предоставляет портал, платный доступ и возврат оплаты." },
  privacyPolicy: /*i18n*/ { id: "features.privacyPolicy", message: "Какие cookie и данные портал хранит, зачем и как их выгрузить или удалить." },
  vacancy: /*i18n*/ { id: "features.vacancy", message: "Работа над порталом: открытые вакансии и куда написать." },
  contacts: /*i18n*/ { id: "features.contacts", message: "Реквизиты оператора портала и адрес для вопросов." },
  termsOfUsage: /*i18n*/ { id: "features.termsOfUsage", message: "Коротко: что бесплатно, что по подписке и за что отвечает пользователь." },
  favourites: /*i18n*/ { id: "features.favourites", message: "Коды товаров, которые вы отметили, на любом устройстве после входа." },
  allServices: /*i18n*/ { id: "features.allServices", message: "Соседние сервисы с общим входом: проверка контрагентов, тендеры, закупки и другие." },
  profile: /*i18n*/ { id: "features.profile", message: "Ваша учётная запись: тариф, двухфакторная защита, выгрузка и удаление данных." },
  profileChangePassword: /*i18n*/ { id: "features.profileChangePassword", message: "Смена пароля учётной записи." },
  profilePaymentStory: /*i18n*/ { id: "features.profilePaymentStory", message: "Счета и платежи за доступ к порталу." },
  profileReports: /*i18n*/ { id: "features.profileReports", message: "Сохранённые расчёты таможенных платежей и открытые карточки импортёров." },
  profileViewHistory: /*i18n*/ { id: "features.profileViewHistory", message: "Коды товаров, которые вы недавно открывали." },
  profileMyGroups: /*i18n*/ { id: "features.profileMyGroups", message: "Группы кодов по клиентам: импорт и выгрузка CSV, ссылка только для чтения и расчёт всей группы в калькуляторе." },
  profileNotes: /*i18n*/ { id: "features.profileNotes", message: "Ваши заметки к кодам, компаниям и контейнерам, видные только вам, с поиском по тексту." },
  profileNotifications: /*i18n*/ { id: "features.profileNotifications", message: "Лента изменений по кодам, контрагентам и контейнерам, за которыми вы следите, и список слежения с импортом и выгрузкой CSV." },
  ...NOT_YET_AVAILABLE,
};

/** Keys of pages nobody looks for in a list: the home page, this one, and an alert mail's unsubscribe link. */
const UNLISTED = new Set(["home", "totalServices", "unsubscribe"]);

/** Every page a user can open by its address: not the unlisted ones, or the pages of one code or step. */
export const FEATURE_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !UNLISTED.has(r.key) && !r.path.includes(":"));
