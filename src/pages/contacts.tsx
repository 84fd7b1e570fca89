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
        {i18n._({ id: "contacts.pending", message: "Контактные данные службы поддержки опубликует оператор портала на этой странице." })}
      </p>
      <p>
        {i18n._({ id: "contacts.sources", message: "Откуда взяты данные и какой они версии, указано в разделе «Источники данных»." })}{" "}
        <a href="#data-sources">{i18n._({ id: "contacts.sourcesLink", message: "Перейти к источникам" })}</a>
      </p>
      <p>
        {i18n._({ id: "contacts.api", message: "Для интеграции с вашими системами есть описание API." })}{" "}
        <AppLink href="/api-description">{i18n._(routeTitle("apiDescription"))}</AppLink>
      </p>
    </article>
  );
}
