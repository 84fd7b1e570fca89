import type { MessageDescriptor } from "@lingui/core";

/**
 * Every cookie and storage key the portal sets, with its purpose and lifetime, as the privacy policy
 * lists them. The lifetimes are those of the code: server/services/auth/{sessions,devices}.ts,
 * server/services/auth/routes/social.ts, src/i18n/LocaleSync.tsx, src/account/cookies.ts, src/app/colourMode.ts, src/app/lazy.ts
 * and src/flows/importer-card/live.ts; change this list with them.
 */
export interface StoredItem {
  name: string;
  purpose: MessageDescriptor;
  lifetime: MessageDescriptor;
}

const untilClosed: MessageDescriptor = /*i18n*/ { id: "privacy.life.browser", message: "до закрытия браузера" };
const untilTabClosed: MessageDescriptor = /*i18n*/ { id: "privacy.life.tab", message: "до закрытия вкладки" };
const sessionLife: MessageDescriptor = /*i18n*/ {
  id: "privacy.life.session",
  message: "14 дней со «Запомнить меня», иначе до закрытия браузера (сервер забывает такой сеанс не позже чем через сутки)",
};

/** Set by the server (all but portal_signed_in unreadable by scripts). */
export const SERVER_COOKIES: readonly StoredItem[] = [
  {
    name: "portal_session",
    purpose: /*i18n*/ { id: "privacy.cookie.session", message: "Сеанс входа в учётную запись; отправляется только службе входа." },
    lifetime: sessionLife,
  },
  {
    name: "portal_signed_in",
    purpose: /*i18n*/ { id: "privacy.cookie.signedIn", message: "Отметка «в этом браузере выполнен вход» без секретов, чтобы страница гостя не загружала код сеанса." },
    lifetime: sessionLife,
  },
  {
    name: "portal_device",
    purpose: /*i18n*/ {
      id: "privacy.cookie.device",
      message: "Узнаёт браузер, в котором вы уже входили: неверные пароли, введённые в другом месте, не блокируют вход из него.",
    },
    lifetime: /*i18n*/ { id: "privacy.life.year", message: "365 дней после последнего входа" },
  },
  {
    name: "portal_oauth",
    purpose: /*i18n*/ { id: "privacy.cookie.oauth", message: "Защищает вход через Google, Яндекс или Mail.ru от подмены запроса." },
    lifetime: /*i18n*/ { id: "privacy.life.tenMinutes", message: "10 минут" },
  },
];

/** Set by the page's own scripts: the language on every visit, the rest once you sign in. */
export const PAGE_COOKIES: readonly StoredItem[] = [
  {
    name: "locale",
    purpose: /*i18n*/ { id: "privacy.cookie.locale", message: "Язык интерфейса, на котором вы последний раз открывали портал." },
    lifetime: /*i18n*/ { id: "privacy.life.yearPlain", message: "365 дней" },
  },
  {
    name: "accessToken",
    purpose: /*i18n*/ { id: "privacy.cookie.accessToken", message: "Токен доступа к вашим данным и платным разделам, общий с соседними сервисами." },
    lifetime: /*i18n*/ { id: "privacy.life.token", message: "срок действия токена, по умолчанию 1 час; обновляется, пока открыт сеанс" },
  },
  {
    name: "autoLogout",
    purpose: /*i18n*/ { id: "privacy.cookie.autoLogout", message: "Показывает сообщение об автоматическом выходе, когда токен истёк." },
    lifetime: untilClosed,
  },
  {
    name: "redirect_url",
    purpose: /*i18n*/ { id: "privacy.cookie.redirect", message: "Страница, на которую вернуть вас после подтверждения регистрации." },
    lifetime: untilClosed,
  },
  {
    name: "username",
    purpose: /*i18n*/ { id: "privacy.cookie.username", message: "Адрес почты для формы входа, если вы отметили «Запомнить меня»." },
    lifetime: /*i18n*/ { id: "privacy.life.twoWeeks", message: "14 дней" },
  },
];

/** localStorage and sessionStorage: never sent to the server. */
export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: "colour-mode",
    purpose: /*i18n*/ { id: "privacy.storage.colour", message: "Выбранная цветовая тема (localStorage)." },
    lifetime: /*i18n*/ { id: "privacy.life.untilCleared", message: "пока вы не очистите данные сайта" },
  },
  {
    name: "importer-card-wizard",
    purpose: /*i18n*/ { id: "privacy.storage.wizard", message: "Шаги карточки импортёра, чтобы обновление страницы их не сбрасывало (sessionStorage)." },
    lifetime: untilTabClosed,
  },
  {
    name: "chunk-reload:…",
    purpose: /*i18n*/ {
      id: "privacy.storage.reload",
      message: "Время последней автоматической перезагрузки после сбоя загрузки, чтобы она не повторялась по кругу (sessionStorage).",
    },
    lifetime: untilTabClosed,
  },
];
