import { useLingui } from "@lingui/react";
import { routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { OperatorDetails, OperatorEmail } from "../components/OperatorDetails.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { AnalyticsNote } from "../components/privacy/AnalyticsNote.tsx";
import { BROWSER_STORAGE, PAGE_COOKIES, SERVER_COOKIES } from "../components/privacy/cookies.ts";
import { StoredList } from "../components/privacy/StoredList.tsx";

/** Everything the portal keeps, in the browser and on the server, why, for how long, and how to have it exported or deleted. */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "privacy.intro",
          message: "Здесь перечислено всё, что портал хранит о вас, зачем и как долго. Оператор обрабатывает персональные данные по Закону Республики Казахстан «О персональных данных и их защите» от 21 мая 2013 года № 94-V.",
        })}
      </p>
      <OperatorDetails />

      <h2>{i18n._({ id: "privacy.cookies.title", message: "Cookie" })}</h2>
      <p>{i18n._({ id: "privacy.cookies.server", message: "Ставит сервер портала при входе (недоступны скриптам страницы, кроме отметки о входе):" })}</p>
      <StoredList items={SERVER_COOKIES} />
      <p>{i18n._({ id: "privacy.cookies.page", message: "Ставит сама страница: язык — при каждом посещении, остальные — после входа:" })}</p>
      <StoredList items={PAGE_COOKIES} />

      <h2>{i18n._({ id: "privacy.storage.title", message: "Хранилище браузера" })}</h2>
      <p>{i18n._({ id: "privacy.storage.intro", message: "Эти записи не покидают ваш браузер:" })}</p>
      <StoredList items={BROWSER_STORAGE} />

      <h2>{i18n._({ id: "privacy.analytics.title", message: "Сторонние счётчики" })}</h2>
      <AnalyticsNote />

      <h2>{i18n._({ id: "privacy.server.title", message: "Что хранится на сервере" })}</h2>
      <ul>
        <li>
          {i18n._({
            id: "privacy.server.account",
            message: "Учётная запись: адрес электронной почты, хэш пароля (сам пароль не хранится), дата подтверждения почты, язык писем, привязанные входы через Google, Яндекс или Mail.ru и секрет двухфакторной защиты, если она включена.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.sessions",
            message: "Сеансы и устройства: когда начат и когда истекает каждый сеанс входа (в базе — только хэш его cookie) и ключ, которым подписаны cookie узнанных браузеров.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.userData",
            message: "Избранные коды товаров, история просмотров (последние 100 кодов) и сохранённые расчёты таможенных платежей с их исходными данными.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.cards",
            message: "Открытые карточки импортёров: какая карточка и когда открыта — по ним считается месячный лимит тарифа.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.payments",
            message: "Тариф и срок его действия, счета и платежи: тариф, период, сумма, статус, дата и номер операции CloudPayments. Номер карты и её данные вводятся в форме CloudPayments и к оператору не попадают.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.logs",
            message: "Журналы сервера: время, адрес и метод запроса, код ответа и IP-адрес — чтобы находить ошибки и отражать атаки. Пароли, коды и токены в журналы не пишутся.",
          })}
        </li>
      </ul>
      <p>
        {i18n._({
          id: "privacy.server.where",
          message: "По статье 12 Закона базы с персональными данными хранятся на территории Республики Казахстан. Данные не продаются и не передаются третьим лицам, кроме CloudPayments для оплаты и случаев, прямо предусмотренных законом.",
        })}
      </p>

      <h2>{i18n._({ id: "privacy.rights.title", message: "Как выгрузить или удалить данные" })}</h2>
      <p>
        {i18n._({
          id: "privacy.rights.profile",
          message: "В профиле можно скачать всё, что портал хранит о вас, и удалить учётную запись: удаление завершает все сеансы и стирает учётную запись с избранным, историей, расчётами и открытыми карточками.",
        })}{" "}
        <AppLink href="/profile">{i18n._(routeTitle("profile"))}</AppLink>
      </p>
      <p>
        {i18n._({
          id: "privacy.rights.payments",
          message: "Сведения о платежах хранятся и после удаления столько, сколько требует законодательство о бухгалтерском учёте и налогах.",
        })}
      </p>
      <p>
        {i18n._({
          id: "privacy.rights.write",
          message: "Отозвать согласие на обработку (статья 8 Закона), узнать, какие данные обрабатываются, или исправить их можно и письмом оператору:",
        })}{" "}
        <OperatorEmail />
      </p>
    </article>
  );
}
