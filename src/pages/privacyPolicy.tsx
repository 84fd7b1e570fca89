import { useLingui } from "@lingui/react";
import { PageTitle } from "../components/PageTitle.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({ id: "privacy.intro", message: "Здесь перечислено всё, что портал хранит, и зачем." })}
      </p>
      <h2>{i18n._({ id: "privacy.browser.title", message: "В вашем браузере" })}</h2>
      <ul>
        <li>
          {i18n._({
            id: "privacy.browser.locale",
            message: "Cookie «locale» — выбранный язык, на 365 дней, чтобы портал открывался на вашем языке.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.browser.colour",
            message: "localStorage, ключ «colour-mode» — выбранная цветовая тема. Эта настройка не покидает ваш браузер.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.browser.reload",
            message: "sessionStorage — время последней автоматической перезагрузки страницы после сбоя загрузки, чтобы перезагрузка не повторялась по кругу. Стирается при закрытии вкладки.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.browser.session",
            message: "Cookie сеанса — появится вместе со входом в учётную запись и будет подтверждать, что вы вошли, до выхода или окончания сеанса.",
          })}
        </li>
      </ul>
      <h2>{i18n._({ id: "privacy.server.title", message: "На сервере" })}</h2>
      <ul>
        <li>
          {i18n._({
            id: "privacy.server.account",
            message: "Учётная запись (когда заработает вход): адрес электронной почты и хэш пароля. Сам пароль не хранится.",
          })}
        </li>
        <li>
          {i18n._({
            id: "privacy.server.logs",
            message: "Журналы сервера: время, адрес и метод запроса, код ответа и IP-адрес. Они нужны, чтобы находить ошибки и отражать атаки.",
          })}
        </li>
      </ul>
      <h2>{i18n._({ id: "privacy.not.title", message: "Чего портал не делает" })}</h2>
      <p>
        {i18n._({
          id: "privacy.not.tracking",
          message: "Портал не ставит рекламные и отслеживающие cookie, не подключает сторонние счётчики и не передаёт ваши данные третьим лицам. Если это изменится, эта страница будет обновлена заранее.",
        })}
      </p>
    </article>
  );
}
