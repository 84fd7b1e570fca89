import type { MessageDescriptor } from "@lingui/core";
import type { AnyStateMachine } from "xstate";
import { calculatorMachine } from "./calculator/calculator.machine.ts";
import { changePasswordMachine } from "./change-password/change-password.machine.ts";
import { deleteAccountMachine } from "./delete-account/delete-account.machine.ts";
import { codeEntryMachine } from "./code-entry/code-entry.machine.ts";
import { dateInputMachine } from "./date-input/date-input.machine.ts";
import { mapLoadingMachine } from "./map-loading/map-loading.machine.ts";
import { trackNumberMachine } from "./track-number/track-number.machine.ts";
import { newBuildCheckMachine } from "./new-build-check/new-build-check.machine.ts";
import { rateModalMachine } from "./rate-modal/rate-modal.machine.ts";
import { modalMachine } from "./modal/modal.machine.ts";
import { sanctionsQueryMachine } from "./sanctions-query/sanctions-query.machine.ts";
import { searchBoxMachine } from "./search-box/search-box.machine.ts";
import { resendCountdownMachine } from "./resend-countdown/resend-countdown.machine.ts";
import { sessionMachine } from "./session/session.machine.ts";
import { signInMachine } from "./sign-in/sign-in.machine.ts";
import { toastManagerMachine } from "./toast/toast-manager.machine.ts";
import { toastMachine } from "./toast/toast.machine.ts";
import { twoFactorSetupMachine } from "./two-factor-setup/two-factor-setup.machine.ts";
import { importerCardMachine } from "./importer-card/importer-card.machine.ts";
import { limitGuardMachine } from "./limit-guard/limit-guard.machine.ts";
import { checkoutMachine } from "./checkout/checkout.machine.ts";
import { batchCalculationMachine } from "./batch-calculation/batch-calculation.machine.ts";
import { followMachine } from "./follow/follow.machine.ts";
import { notificationSettingsMachine } from "./notification-settings/notification-settings.machine.ts";
import { unsubscribeMachine } from "./unsubscribe/unsubscribe.machine.ts";

/**
 * Every statechart of the product: `npm run diagrams` draws each one, `/flows` shows them,
 * tests/machines/diagrams.test.ts checks the drawings are current.
 *
 * Adding a machine: write `machines/<dir>/<id>.machine.ts`, add one line here, write the
 * event samples for its path test in tests/machines/<dir>.test.ts, run `npm run diagrams`.
 * No React here: the server and scripts import this file.
 */
export interface FlowEntry {
  /** The machine's own `id`; names the diagram files `machines/<dir>/<id>.mmd|.svg`. */
  id: string;
  /** Folder under machines/ when it differs from `id` (sibling machines of one flow). */
  dir?: string;
  machine: AnyStateMachine;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const FLOWS: readonly FlowEntry[] = [
  {
    id: "toast",
    machine: toastMachine,
    title: /*i18n*/ { id: "flows.toast.title", message: "Жизненный цикл уведомления" },
    description: /*i18n*/ {
      id: "flows.toast.description",
      message:
        "Уведомление появляется, показывается 2,5 секунды и закрывается за 300 мс. Уведомление о задаче ждёт её окончания. Смена адреса страницы закрывает показанные уведомления.",
    },
  },
  {
    id: "toastManager",
    dir: "toast",
    machine: toastManagerMachine,
    title: /*i18n*/ { id: "flows.toastManager.title", message: "Диспетчер уведомлений" },
    description: /*i18n*/ {
      id: "flows.toastManager.description",
      message:
        "Заводит по сценарию на каждое уведомление библиотеки, передаёт ему события и смену адреса страницы, просит библиотеку закрыть уведомление.",
    },
  },
  {
    id: "resendCountdown",
    dir: "resend-countdown",
    machine: resendCountdownMachine,
    title: /*i18n*/ { id: "flows.resendCountdown.title", message: "Отсчёт до повторной отправки кода" },
    description: /*i18n*/ {
      id: "flows.resendCountdown.description",
      message:
        "Отсчёт 60 секунд с шагом в одну секунду, затем появляется кнопка повторной отправки кода. Повторная отправка запускает отсчёт заново.",
    },
  },
  {
    id: "codeEntry",
    dir: "code-entry",
    machine: codeEntryMachine,
    title: /*i18n*/ { id: "flows.codeEntry.title", message: "Ввод одноразового кода" },
    description: /*i18n*/ {
      id: "flows.codeEntry.description",
      message:
        "Шесть ячеек, только цифры. Вставка берёт первые шесть символов и отклоняется, если среди них есть не цифра. Заполнение всех ячеек или Enter отправляет код; неверный код подсвечивает ячейки ошибкой; закрытие очищает ячейки.",
    },
  },
  {
    id: "session",
    machine: sessionMachine,
    title: /*i18n*/ { id: "flows.session.title", message: "Сеанс пользователя" },
    description: /*i18n*/ {
      id: "flows.session.description",
      message:
        "При запуске запрашивает сессионную cookie: новый токен сохраняется, включается автовыход и страница перезагружается; иначе загружаются данные пользователя и его сервисы. Ответ 401 сбрасывает сеанс. Если токен исчез при включённом автовыходе, открывается окно автовыхода.",
    },
  },
  {
    id: "modal",
    machine: modalMachine,
    title: /*i18n*/ { id: "flows.modal.title", message: "Модальное окно" },
    description: /*i18n*/ {
      id: "flows.modal.description",
      message:
        "Окно открывается с появлением подложки за 300 мс и закрывается с её исчезновением за 200 мс. Щелчок вне окна закрывает его, если закрытие не запрещено. При ширине экрана меньше 1025 пикселей окно выезжает снизу: если потянуть его вниз больше чем на 65 пикселей, оно закрывается, при меньшем смещении возвращается на место.",
    },
  },
  {
    id: "signIn",
    dir: "sign-in",
    machine: signInMachine,
    title: /*i18n*/ { id: "flows.signIn.title", message: "Вход, регистрация и восстановление пароля" },
    description: /*i18n*/ {
      id: "flows.signIn.description",
      message:
        "Окна входа, двухфакторной проверки, регистрации, подтверждения почты кодом, восстановления и смены пароля, автовыхода. Ошибки полей видны после первой отправки; логин отправляется без пробелов и строчными буквами. После входа на странице компании — переход в кабинет компании, иначе по параметру redirect, иначе перезагрузка страницы.",
    },
  },
  {
    id: "rateModal",
    dir: "rate-modal",
    machine: rateModalMachine,
    title: /*i18n*/ { id: "flows.rateModal.title", message: "Окно выбора тарифа" },
    description: /*i18n*/ {
      id: "flows.rateModal.description",
      message:
        "Открывается на страницах внешней торговли для вошедшего пользователя без прав access_to_ved и card_opening_ved. Закрытое окно не показывается снова до перехода на другую страницу.",
    },
  },
  {
    id: "newBuildCheck",
    dir: "new-build-check",
    machine: newBuildCheckMachine,
    title: /*i18n*/ { id: "flows.newBuildCheck.title", message: "Проверка новой версии" },
    description: /*i18n*/ {
      id: "flows.newBuildCheck.description",
      message:
        "Раз в час проверяет, не выложена ли новая версия. Если выложена, в уведомлении предлагается перезагрузить страницу; отклонённая версия больше не предлагается.",
    },
  },
  {
    id: "twoFactorSetup",
    dir: "two-factor-setup",
    machine: twoFactorSetupMachine,
    title: /*i18n*/ { id: "flows.twoFactorSetup.title", message: "Включение и отключение двухфакторной аутентификации" },
    description: /*i18n*/ {
      id: "flows.twoFactorSetup.description",
      message:
        "В профиле: сервер выдаёт новый секрет и QR-код, пользователь сканирует его приложением-аутентификатором и вводит код. Верный код включает защиту, неверный (ответ 403) подсвечивает ячейки. Отключение тоже требует кода из приложения. После включения или отключения данные пользователя загружаются заново.",
    },
  },
  {
    id: "changePassword",
    dir: "change-password",
    machine: changePasswordMachine,
    title: /*i18n*/ { id: "flows.changePassword.title", message: "Смена пароля" },
    description: /*i18n*/ {
      id: "flows.changePassword.description",
      message:
        "Текущий пароль, новый пароль и его повтор. Ошибки полей видны после первой отправки; новый пароль — не короче 8 символов, с цифрой, строчной и заглавной буквой. Ответ 422 показывает сообщения сервера у полей, например о неверном текущем пароле.",
    },
  },
  {
    id: "batchCalculation",
    dir: "batch-calculation",
    machine: batchCalculationMachine,
    title: /*i18n*/ { id: "flows.batchCalculation.title", message: "Расчёт группы кодов" },
    description: /*i18n*/ {
      id: "flows.batchCalculation.description",
      message:
        "Группа кодов открывается в калькуляторе: одна страна происхождения, таможенная стоимость, валюта и дата для всех кодов, одна таблица результатов с выгрузкой в CSV и XLSX. Код, который нельзя рассчитать без количества, показывает причину в своей строке.",
    },
  },
  {
    id: "deleteAccount",
    dir: "delete-account",
    machine: deleteAccountMachine,
    title: /*i18n*/ { id: "flows.deleteAccount.title", message: "Удаление учётной записи" },
    description: /*i18n*/ {
      id: "flows.deleteAccount.description",
      message:
        "В профиле: пользователь подтверждает удаление паролем или кодом из письма (для учётной записи без пароля). Неверный пароль или код показывается у поля. После удаления все сеансы завершены, браузер выходит из учётной записи и открывает главную.",
    },
  },
  {
    id: "dateInput",
    dir: "date-input",
    machine: dateInputMachine,
    title: /*i18n*/ { id: "flows.dateInput.title", message: "Выбор даты тарифа" },
    description: /*i18n*/ {
      id: "flows.dateInput.description",
      message:
        "Карточка кода показывает тариф на выбранную дату. После изменения даты карточка ждёт 1000 мс и только потом загружает ставки; каждое новое изменение начинает ожидание заново. Неполная дата ничего не меняет; Enter или уход из поля применяют полную дату сразу; смена адреса страницы задаёт дату без ожидания.",
    },
  },
  {
    id: "sanctionsQuery",
    dir: "sanctions-query",
    machine: sanctionsQueryMachine,
    title: /*i18n*/ { id: "flows.sanctionsQuery.title", message: "Поиск на странице санкций" },
    description: /*i18n*/ {
      id: "flows.sanctionsQuery.description",
      message:
        "Поля кода и контрагента на странице санкций. После ввода поле ждёт 400 мс и только потом запрашивает меры или списки; каждая новая буква начинает ожидание заново. Код — от 2 до 10 цифр, имя — от 3 букв; иное убирает результаты и подсказывает, что ввести. Enter применяет сразу; смена адреса страницы задаёт запрос без ожидания.",
    },
  },
  {
    id: "searchBox",
    dir: "search-box",
    machine: searchBoxMachine,
    title: /*i18n*/ { id: "flows.searchBox.title", message: "Поиск в шапке сайта" },
    description: /*i18n*/ {
      id: "flows.searchBox.description",
      message:
        "Поиск ждёт 250 мс после последней нажатой клавиши и ищет запрос от двух символов. Подсказки показывают код, краткое название и путь; стрелки выбирают подсказку, Enter открывает её. Полный десятизначный код с Enter сразу открывает карточку кода. Если ничего не найдено или поиск не ответил, список говорит об этом.",
    },
  },
  {
    id: "mapLoading",
    dir: "map-loading",
    machine: mapLoadingMachine,
    title: /*i18n*/ { id: "flows.mapLoading.title", message: "Загрузка карты" },
    description: /*i18n*/ {
      id: "flows.mapLoading.description",
      message:
        "Каждая карта сайта загружается так: сначала проверяются параметры — вне браузера, с неизвестными параметрами (ошибка перечисляет допустимые) или без ключа для поставщика, которому он нужен, карта не загружается. По умолчанию рисуется встроенная карта мира; если задан ключ Яндекс Карт, загружается API v3 на языке сайта (по умолчанию ru_RU). Неудачную загрузку можно повторить.",
    },
  },
  {
    id: "calculator",
    machine: calculatorMachine,
    title: /*i18n*/ { id: "flows.calculator.title", message: "Калькулятор таможенных платежей" },
    description: /*i18n*/ {
      id: "flows.calculator.description",
      message:
        "Шаги: код, дата ввоза, страна происхождения, таможенная стоимость, количество (только если ставка пошлины его требует), количество для акциза (если его единица другая), проверка ответов, расчёт, результат. Код и смена даты загружают то, что нужно спросить для кода. Другой код стирает количества, другая дата — курсы, введённые вручную. Со страницы проверки ссылка «Изменить» ведёт к шагу и возвращает обратно. Ошибка расчёта возвращает к шагу поля, о котором она говорит. Ссылка со всеми ответами сразу считает.",
    },
  },
  {
    id: "trackNumber",
    dir: "track-number",
    machine: trackNumberMachine,
    title: /*i18n*/ { id: "flows.trackNumber.title", message: "Отслеживание контейнера по номеру" },
    description: /*i18n*/ {
      id: "flows.trackNumber.description",
      message:
        "Номер проверяется по ISO 6346 до запроса: неверный номер сразу получает сообщение о том, какая часть неверна. Верный номер ищется среди событий перевозчиков: контейнер найден, событий нет или сервер отклонил номер. Неудачный запрос можно повторить.",
    },
  },
  {
    id: "limitGuard",
    dir: "limit-guard",
    machine: limitGuardMachine,
    title: /*i18n*/ { id: "flows.limitGuard.title", message: "Проверка лимита перед открытием карточки" },
    description: /*i18n*/ {
      id: "flows.limitGuard.description",
      message:
        "Перед открытием карточки импортёра: без входа открывается окно входа; без права card_opening_ved — окно выбора тарифа; если открытия этого месяца закончились — окно лимита с остатком, датой обновления и ссылкой на тарифы. Иначе карточка открывается; повторное открытие карточки в том же месяце бесплатно.",
    },
  },
  {
    id: "importerCard",
    dir: "importer-card",
    machine: importerCardMachine,
    title: /*i18n*/ { id: "flows.importerCard.title", message: "Мастер карточки импортёра" },
    description: /*i18n*/ {
      id: "flows.importerCard.description",
      message:
        "Шаги: компания (поиск по названию или БИН через 300 мс после ввода), охват (коды, период, страны-партнёры), проверка ответов, карточка. Перед карточкой работает проверка лимита. Кнопка «Назад» и адресная строка переходят между шагами, не теряя ответов; другая компания стирает ответы об охвате, другие коды — выбранных партнёров.",
    },
  },
  {
    id: "checkout",
    machine: checkoutMachine,
    title: /*i18n*/ { id: "flows.checkout.title", message: "Оплата тарифа картой" },
    description: /*i18n*/ {
      id: "flows.checkout.description",
      message:
        "На странице тарифов: выбор тарифа и срока (месяц или год), без входа сначала открывается окно входа. Сервер выставляет счёт с суммой из тарифа, открывается окно платёжной системы CloudPayments. Тариф считается оплаченным, только когда сервер получил подписанное уведомление об оплате: страница спрашивает его каждые 1,5 секунды до минуты. Отказ банка, закрытое окно, отказ сервера, неподключённая оплата и потеря связи показываются отдельно; оплату можно повторить.",
    },
  },
  {
    id: "follow",
    machine: followMachine,
    title: /*i18n*/ { id: "flows.follow.title", message: "Слежение за изменениями" },
    description: /*i18n*/ {
      id: "flows.follow.description",
      message:
        "Колокольчик у кода, контейнера или контрагента: нажатие начинает или прекращает слежение. Без входа сначала открывается окно входа, и после входа слежение начинается само. Ошибка сервера или потеря связи показывается с кнопкой «Повторить»; истёкшая сессия снова просит войти.",
    },
  },
  {
    id: "notificationSettings",
    dir: "notification-settings",
    machine: notificationSettingsMachine,
    title: /*i18n*/ { id: "flows.notificationSettings.title", message: "Настройки писем об изменениях" },
    description: /*i18n*/ {
      id: "flows.notificationSettings.description",
      message: "Форма на странице уведомлений: письмо сразу, сводка раз в день в выбранный час по времени Алматы или без писем. Ошибка загрузки показывается с кнопкой «Повторить»; отказ сервера при сохранении — рядом с формой, которая остаётся заполненной.",
    },
  },
  {
    id: "unsubscribe",
    machine: unsubscribeMachine,
    title: /*i18n*/ { id: "flows.unsubscribe.title", message: "Отписка по ссылке из письма" },
    description: /*i18n*/ {
      id: "flows.unsubscribe.description",
      message: "Страница ссылки «отписаться» из письма об изменениях открывается без входа. Письма отключает только нажатие кнопки, а не само открытие ссылки (её может открыть почтовый сканер). Неверная или пустая ссылка ведёт к настройкам в профиле; сбой связи — к повторной попытке.",
    },
  },
];

/** The diagram files of a flow, relative to the project root, without extension. */
export function flowDiagramBase(entry: Pick<FlowEntry, "id" | "dir">): string {
  return `machines/${entry.dir ?? entry.id}/${entry.id}`;
}
