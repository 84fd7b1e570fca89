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
        {i18n._({ id: "terms.open", message: "Все разделы портала сейчас открыты без входа и без оплаты." })}
      </p>
      <p>
        {i18n._({
          id: "terms.responsibility",
          message: "Данные справочные: классификацию товара и сумму платежей окончательно определяют декларант и таможенный орган.",
        })}
      </p>
      <p>
        {i18n._({ id: "terms.full", message: "Полные условия изложены в пользовательском соглашении." })}{" "}
        <AppLink href="/user-agreements">{i18n._(routeTitle("userAgreements"))}</AppLink>
      </p>
    </article>
  );
}
