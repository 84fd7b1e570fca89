import { useLingui } from "@lingui/react";
import { routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "agreement.what",
          message: "Портал — справочный сервис по таможенному регулированию и внешней торговле Казахстана в Евразийском экономическом союзе.",
        })}
      </p>
      <p>
        {i18n._({
          id: "agreement.reference",
          message: "Сведения на портале справочные и не являются официальной публикацией. Перед подачей декларации на товары сверяйте коды и ставки с актами Евразийской экономической комиссии и Республики Казахстан.",
        })}
      </p>
      <p>
        {i18n._({ id: "agreement.sources", message: "У каждого набора данных указаны источник и дата его версии." })}
      </p>
      <p>
        {i18n._({
          id: "agreement.accounts",
          message: "Вход в учётную запись и платные тарифы пока не работают. Условия для них будут опубликованы на этой странице до их запуска.",
        })}
      </p>
      <p>
        {i18n._({
          id: "agreement.fairUse",
          message: "Не используйте портал так, чтобы мешать его работе для других. Для автоматических запросов предназначен API.",
        })}
      </p>
      <ul className="link-list">
        <li>
          <AppLink href="/privacy-policy">{i18n._(routeTitle("privacyPolicy"))}</AppLink>
        </li>
        <li>
          <AppLink href="/api-description">{i18n._(routeTitle("apiDescription"))}</AppLink>
        </li>
        <li>
          <a href="#data-sources">{i18n._({ id: "footer.sources", message: "Источники данных" })}</a>
        </li>
      </ul>
    </article>
  );
}
