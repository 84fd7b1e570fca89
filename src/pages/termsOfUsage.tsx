import { useLingui } from "@lingui/react";
import { routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

/** The short version of the agreement: what is free, what needs an account, what is paid, who answers for what. */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "terms.lead",
          message: "Коротко о том, что на портале бесплатно, что требует входа и что продаётся по подписке. Полные условия — в пользовательском соглашении.",
        })}
      </p>
      <h2>{i18n._({ id: "terms.free.title", message: "Бесплатно и без входа" })}</h2>
      <p>
        {i18n._({
          id: "terms.free",
          message: "ТН ВЭД ЕАЭС с пошлинами и мерами по каждому коду, экспортный тариф, справочники, калькулятор таможенных платежей, санкции по коду товара и проверка контрагента по санкционным спискам, отслеживание контейнеров, официальная статистика внешней торговли по странам и товарам, описание API.",
        })}
      </p>
      <h2>{i18n._({ id: "terms.account.title", message: "Бесплатно после входа" })}</h2>
      <p>
        {i18n._({
          id: "terms.account",
          message: "Избранные коды, история просмотров и сохранённые расчёты платежей. Учётная запись создаётся по адресу электронной почты или через Google, Яндекс или Mail.ru.",
        })}
      </p>
      <h2>{i18n._({ id: "terms.paid.title", message: "По подписке" })}</h2>
      <p>
        {i18n._({
          id: "terms.paid",
          message: "Аналитика по компаниям (импортёры, экспортёры, конкуренты, контрагенты) и карточки импортёров. Подписка оплачивается банковской картой через CloudPayments на месяц или на год и действует до конца оплаченного срока. Цены и лимиты тарифов — на странице тарифов.",
        })}{" "}
        <AppLink href="/tariffs">{i18n._(routeTitle("tariffs"))}</AppLink>
      </p>
      <h2>{i18n._({ id: "terms.responsibility.title", message: "Кто за что отвечает" })}</h2>
      <p>
        {i18n._({
          id: "terms.responsibility",
          message: "Данные портала справочные: классификацию товара и сумму платежей окончательно определяют декларант и таможенный орган. У каждого набора данных указаны источник и дата версии.",
        })}
      </p>
      <p>
        {i18n._({ id: "terms.full", message: "Полные условия, оплата и возврат изложены в пользовательском соглашении." })}{" "}
        <AppLink href="/user-agreements">{i18n._(routeTitle("userAgreements"))}</AppLink>
      </p>
    </article>
  );
}
