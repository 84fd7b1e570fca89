import { useLingui } from "@lingui/react";
import { routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { OperatorDetails, OperatorEmail } from "../components/OperatorDetails.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

/** The agreement between the operator and a user: the service, the account, paid access, payment and refunds. */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "agreement.what",
          message: "Портал — справочный сервис по таможенному регулированию и внешней торговле Казахстана в Евразийском экономическом союзе. Пользуясь порталом, вы принимаете это соглашение.",
        })}
      </p>
      <OperatorDetails />

      <h2>{i18n._({ id: "agreement.data.title", message: "Данные портала" })}</h2>
      <p>
        {i18n._({
          id: "agreement.reference",
          message: "Сведения на портале справочные и не являются официальной публикацией. Перед подачей декларации на товары сверяйте коды и ставки с актами Евразийской экономической комиссии и Республики Казахстан.",
        })}
      </p>
      <p>
        {i18n._({ id: "agreement.sources", message: "У каждого набора данных указаны источник и дата его версии." })}{" "}
        <a href="#data-sources">{i18n._({ id: "footer.sources", message: "Источники данных" })}</a>
      </p>

      <h2>{i18n._({ id: "agreement.account.title", message: "Учётная запись" })}</h2>
      <p>
        {i18n._({
          id: "agreement.account",
          message: "Учётная запись создаётся по адресу электронной почты (с подтверждением кодом) или через Google, Яндекс или Mail.ru. Вы отвечаете за сохранность пароля и за действия, совершённые под вашей учётной записью; включите двухфакторную защиту в профиле. Одна учётная запись — для одного человека: передавать доступ другим нельзя.",
        })}
      </p>

      <h2>{i18n._({ id: "agreement.access.title", message: "Бесплатный и платный доступ" })}</h2>
      <p>
        {i18n._({
          id: "agreement.free",
          message: "Бесплатно: официальные сводные данные внешней торговли, ТН ВЭД и тариф, калькулятор платежей, санкции, отслеживание контейнеров; после входа — избранное, история просмотров и сохранённые расчёты.",
        })}
      </p>
      <p>
        {i18n._({
          id: "agreement.paid",
          message: "По подписке: аналитика на уровне компаний и карточки импортёров. Что входит в каждый тариф, сколько карточек в месяц можно открыть и сколько это стоит, указано на странице тарифов на момент оплаты.",
        })}{" "}
        <AppLink href="/tariffs">{i18n._(routeTitle("tariffs"))}</AppLink>
      </p>

      <h2>{i18n._({ id: "agreement.payment.title", message: "Оплата" })}</h2>
      <p>
        {i18n._({
          id: "agreement.payment",
          message: "Подписка оплачивается банковской картой через платёжный сервис CloudPayments на месяц или на год. Данные карты вводятся в форме CloudPayments и не попадают к оператору портала. Сумма и валюта берутся из тарифа при выставлении счёта.",
        })}
      </p>
      <p>
        {i18n._({
          id: "agreement.period",
          message: "Тариф включается, когда CloudPayments подтверждает оплату, и действует до конца оплаченного срока. Продление списывается с карты автоматически, только если вы согласились на это при оплате; отказаться от продления можно в любой момент до следующего списания, написав оператору. После окончания срока без продления учётная запись переходит на бесплатный доступ; сохранённые данные остаются.",
        })}
      </p>

      <h2>{i18n._({ id: "agreement.refund.title", message: "Возврат оплаты" })}</h2>
      <ul>
        <li>
          {i18n._({
            id: "agreement.refund.unused",
            message: "В течение 14 дней после оплаты, если по подписке не открыта ни одна карточка импортёра, возвращается вся сумма.",
          })}
        </li>
        <li>
          {i18n._({
            id: "agreement.refund.fault",
            message: "Если платные разделы были недоступны по вине оператора дольше суток подряд, возвращается часть оплаты за эти дни или срок подписки продлевается на них — по вашему выбору.",
          })}
        </li>
        <li>
          {i18n._({
            id: "agreement.refund.other",
            message: "В остальных случаях оплата за начатый срок не возвращается, а подписка действует до его конца.",
          })}
        </li>
        <li>
          {i18n._({
            id: "agreement.refund.how",
            message: "Возврат делается на ту же карту через CloudPayments в течение 10 рабочих дней после решения; срок зачисления зависит от вашего банка. Ошибочное или повторное списание возвращается полностью.",
          })}
        </li>
      </ul>
      <p>
        {i18n._({ id: "agreement.refund.write", message: "Заявление на возврат отправьте с адреса вашей учётной записи на адрес оператора:" })}{" "}
        <OperatorEmail />
      </p>

      <h2>{i18n._({ id: "agreement.fairUse.title", message: "Добросовестное использование" })}</h2>
      <p>
        {i18n._({
          id: "agreement.fairUse",
          message: "Не используйте портал так, чтобы мешать его работе для других: для автоматических запросов предназначен API с его ограничениями. Оператор может приостановить учётную запись за нарушение этих условий, сообщив причину.",
        })}
      </p>

      <h2>{i18n._({ id: "agreement.changes.title", message: "Изменение условий" })}</h2>
      <p>
        {i18n._({
          id: "agreement.changes",
          message: "Новая редакция соглашения публикуется на этой странице. Изменения цен и условий подписки не затрагивают уже оплаченный срок. Споры решаются по законодательству Республики Казахстан, сначала — перепиской с оператором.",
        })}
      </p>

      <ul className="link-list">
        <li>
          <AppLink href="/privacy-policy">{i18n._(routeTitle("privacyPolicy"))}</AppLink>
        </li>
        <li>
          <AppLink href="/useful/terms-of-usage">{i18n._(routeTitle("termsOfUsage"))}</AppLink>
        </li>
        <li>
          <AppLink href="/api-description">{i18n._(routeTitle("apiDescription"))}</AppLink>
        </li>
      </ul>
    </article>
  );
}
