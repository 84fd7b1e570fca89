import { useLingui } from "@lingui/react";
import { routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { OperatorDetails } from "../components/OperatorDetails.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "contacts.lead",
          message: "Вопросы о портале, доступе, оплате, возврате и ваших данных присылайте оператору портала. Отвечаем в рабочие дни.",
        })}
      </p>
      <OperatorDetails />
      <h2>{i18n._({ id: "contacts.help.title", message: "Куда ещё заглянуть" })}</h2>
      <ul className="link-list">
        <li>
          <AppLink href="/tariffs">{i18n._(routeTitle("tariffs"))}</AppLink>
        </li>
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
