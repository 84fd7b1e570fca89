import type { Access } from "./access.ts";
import type { MessageDescriptor } from "./message.ts";

/** The three locales; ru has no path prefix. */
export const LOCALES = ["ru", "kk", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ru";

export type Layout = "landing" | "default" | "card";
export type Section = "fea" | "general" | "profile";

export interface RouteDef {
  /** Stable key: names the page module and the test ids. */
  key: string;
  /** wouter pattern without the locale prefix. */
  path: string;
  layout: Layout;
  section: Section;
  title: MessageDescriptor;
  /** The page's meta description for search engines and link previews (else the portal's own). */
  description?: MessageDescriptor;
  /** Shown in the header's section navigation. */
  nav?: boolean;
  /**
   * Who may see the page's guarded part (core/access.ts), the rule of the calls behind it: the rate modal
   * opens for a signed-in user it refuses, and the page shows what the user may see.
   */
  access: Access;
}

// Titles are descriptors (the `i18n` comment marks them for extraction) so the
// server can import this table without React.
export const ROUTES: readonly RouteDef[] = [
  { key: "home", path: "/", layout: "landing", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.home", message: "Внешнеэкономическая деятельность" }, description: /*i18n*/ { id: "route.home.description", message: "Таможенный справочник Казахстана: коды ТН ВЭД ЕАЭС со ставками пошлин и НДС, калькулятор платежей, санкции, отслеживание контейнеров и аналитика внешней торговли." } },
  { key: "fea", path: "/fea", layout: "default", section: "fea", access: "access_to_ved", nav: true, title: /*i18n*/ { id: "route.fea", message: "ВЭД: аналитика" }, description: /*i18n*/ { id: "route.fea.description", message: "Импорт и экспорт Казахстана по месяцам, странам, регионам и товарам: официальные данные БНС и НБК с графиками и таблицами." } },
  { key: "feaGoods", path: "/fea/goods", layout: "default", section: "fea", access: "access_to_ved", title: /*i18n*/ { id: "route.feaGoods", message: "Товары" }, description: /*i18n*/ { id: "route.feaGoods.description", message: "Какие товары Казахстан ввозит и вывозит: рейтинг кодов ТН ВЭД по стоимости и весу, цены за единицу, страны-партнёры." } },
  { key: "feaRegions", path: "/fea/regions", layout: "default", section: "fea", access: "access_to_ved", title: /*i18n*/ { id: "route.feaRegions", message: "Регионы" }, description: /*i18n*/ { id: "route.feaRegions.description", message: "Внешняя торговля регионов Казахстана: импорт и экспорт каждой области и города на карте и в таблицах." } },
  { key: "feaCountries", path: "/fea/countries", layout: "default", section: "fea", access: "access_to_ved", title: /*i18n*/ { id: "route.feaCountries", message: "Страны" }, description: /*i18n*/ { id: "route.feaCountries.description", message: "Торговля Казахстана со странами мира: импорт, экспорт и товары по каждой стране-партнёру." } },
  { key: "feaLogistics", path: "/fea/logistics", layout: "default", section: "fea", access: "access_to_ved", title: /*i18n*/ { id: "route.feaLogistics", message: "Логистика" }, description: /*i18n*/ { id: "route.feaLogistics.description", message: "Как товары попадают в Казахстан и покидают его: виды транспорта, условия поставки Инкотермс и таможенные посты по данным деклараций." } },
  { key: "tree", path: "/tree", layout: "default", section: "fea", access: "everyone", nav: true, title: /*i18n*/ { id: "route.tree", message: "ТН ВЭД ЕАЭС" }, description: /*i18n*/ { id: "route.tree.description", message: "Товарная номенклатура ВЭД ЕАЭС от раздела до десятизначного кода: наименования, единицы измерения и ставки ввозных пошлин." } },
  { key: "reference", path: "/reference", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.reference", message: "Справочники" }, description: /*i18n*/ { id: "route.reference.description", message: "Справочники таможенного оформления: единицы измерения, сокращения, правила интерпретации, примечания ЕТТ и страны." } },
  { key: "referenceLaws", path: "/reference/laws", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.referenceLaws", message: "Правовые акты" }, description: /*i18n*/ { id: "route.referenceLaws.description", message: "Акты, на которых основаны ставки и меры портала: поиск по словам или номеру, с видами мер, кодами товаров и ссылкой на текст." } },
  { key: "referenceRemedies", path: "/reference/remedies", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.referenceRemedies", message: "Защитные меры" }, description: /*i18n*/ { id: "route.referenceRemedies.description", message: "Действующие антидемпинговые, компенсационные и специальные защитные пошлины ЕАЭС: поиск по коду, стране происхождения и словам, со ставкой, сроками и актом." } },
  { key: "sanctions", path: "/sanctions", layout: "default", section: "fea", access: "everyone", nav: true, title: /*i18n*/ { id: "route.sanctions", message: "Санкции" }, description: /*i18n*/ { id: "route.sanctions.description", message: "Санкции по коду товара (ЕС 833/2014, CHPL) и проверка контрагента по спискам OFAC, ООН, Великобритании и ЕС." } },
  { key: "calculator", path: "/calculator", layout: "default", section: "fea", access: "everyone", nav: true, title: /*i18n*/ { id: "route.calculator", message: "Калькулятор платежей" }, description: /*i18n*/ { id: "route.calculator.description", message: "Калькулятор таможенных платежей Казахстана: ввозная пошлина, НДС, акциз и сбор по коду ТН ВЭД, стране происхождения и стоимости, с расчётом и источниками." } },
  { key: "custom", path: "/custom", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.custom", message: "Таможенная информация по коду" }, description: /*i18n*/ { id: "route.custom.description", message: "Таможенная информация по десятизначному коду ТН ВЭД ЕАЭС: пошлина, НДС, акциз, ограничения и меры с их актами." } },
  { key: "customCode", path: "/custom/:code", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.customCode", message: "Код товара" } },
  { key: "exportTariff", path: "/export-tariff", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.exportTariff", message: "Экспортный тариф" }, description: /*i18n*/ { id: "route.exportTariff.description", message: "Вывозные таможенные пошлины Республики Казахстан по кодам ТН ВЭД с актами и сроками действия." } },
  { key: "trackContainer", path: "/track-container", layout: "default", section: "fea", access: "everyone", nav: true, title: /*i18n*/ { id: "route.trackContainer", message: "Отслеживание контейнера" }, description: /*i18n*/ { id: "route.trackContainer.description", message: "Где сейчас контейнер: проверка номера по ISO 6346, события перевозки по стандарту DCSA и маршрут на карте." } },
  { key: "importerCard", path: "/importer-card", layout: "card", section: "fea", access: "card_opening_ved", nav: true, title: /*i18n*/ { id: "route.importerCard", message: "Карточка импортёра" }, description: /*i18n*/ { id: "route.importerCard.description", message: "Карточка импортёра Казахстана: что, откуда и в каком объёме ввозит компания, её конкуренты и санкционная проверка." } },
  { key: "importerCardStep", path: "/importer-card/:step", layout: "card", section: "fea", access: "card_opening_ved", title: /*i18n*/ { id: "route.importerCardStep", message: "Карточка импортёра" } },
  { key: "flows", path: "/flows", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.flows", message: "Схемы сценариев" } },
  { key: "tariffs", path: "/tariffs", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.tariffs", message: "Тарифы" }, description: /*i18n*/ { id: "route.tariffs.description", message: "Тарифы портала ВЭД: что доступно бесплатно и что открывают платные планы." } },
  { key: "apiDescription", path: "/api-description", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.apiDescription", message: "Описание API" } },
  { key: "userAgreements", path: "/user-agreements", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.userAgreements", message: "Пользовательское соглашение" } },
  { key: "privacyPolicy", path: "/privacy-policy", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.privacyPolicy", message: "Политика конфиденциальности" } },
  { key: "vacancy", path: "/vacancy", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.vacancy", message: "Вакансии" } },
  { key: "changes", path: "/changes", layout: "default", section: "fea", access: "everyone", title: /*i18n*/ { id: "route.changes", message: "Что изменилось" }, description: /*i18n*/ { id: "route.changes.description", message: "Что изменилось в тарифе ЕАЭС и санкционных списках: ставки ввозных пошлин, коды ТН ВЭД, меры ЕС и CHPL по каждому обновлению данных." } },
  { key: "contacts", path: "/contacts", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.contacts", message: "Контакты" } },
  { key: "termsOfUsage", path: "/useful/terms-of-usage", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.termsOfUsage", message: "Условия использования" } },
  { key: "unsubscribe", path: "/unsubscribe", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.unsubscribe", message: "Отписка от писем" } },
  { key: "sharedGroup", path: "/groups/:token", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.sharedGroup", message: "Группа кодов" } },
  { key: "favourites", path: "/favourites", layout: "default", section: "general", access: "signed-in", title: /*i18n*/ { id: "route.favourites", message: "Избранное" } },
  { key: "totalServices", path: "/total-services", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.totalServices", message: "Все возможности" } },
  { key: "allServices", path: "/all-services", layout: "default", section: "general", access: "everyone", title: /*i18n*/ { id: "route.allServices", message: "Все сервисы" } },
  { key: "profile", path: "/profile", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profile", message: "Профиль" } },
  { key: "profileChangePassword", path: "/profile/change-password", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileChangePassword", message: "Смена пароля" } },
  { key: "profilePaymentStory", path: "/profile/payment-story", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profilePaymentStory", message: "История платежей" } },
  { key: "profileNotifications", path: "/profile/notifications", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileNotifications", message: "Уведомления" } },
  { key: "profileReports", path: "/profile/reports", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileReports", message: "Отчёты" } },
  { key: "profileViewHistory", path: "/profile/view-history", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileViewHistory", message: "История просмотров" } },
  { key: "profileMyGroups", path: "/profile/my-groups", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileMyGroups", message: "Мои группы" } },
  { key: "profileNotes", path: "/profile/notes", layout: "default", section: "profile", access: "signed-in", title: /*i18n*/ { id: "route.profileNotes", message: "Заметки" } },
];

/** Splits a path into its locale and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/(kk|en)(\/.*)?$/.exec(pathname);
  if (m) return { locale: m[1] as Locale, path: m[2] && m[2] !== "" ? m[2] : "/" };
  return { locale: DEFAULT_LOCALE, path: pathname === "" ? "/" : pathname };
}

/** Builds the address of a path in a locale (ru keeps no prefix). */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Matches a path (without locale prefix) against one pattern; returns params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const want = pattern.split("/");
  const got = trimmed.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? "";
    const g = got[i] ?? "";
    if (w.startsWith(":")) {
      if (g === "") return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

/** The route a full pathname (with or without locale prefix) shows, or null for 404. */
export function findRoute(pathname: string): { route: RouteDef; locale: Locale; params: Record<string, string> } | null {
  const { locale, path } = splitLocale(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, locale, params };
  }
  return null;
}
