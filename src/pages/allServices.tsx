import { useLingui } from "@lingui/react";
import { PageTitle } from "../components/PageTitle.tsx";
import { ServiceList } from "../components/ServiceList.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page">
      <PageTitle />
      <p className="lead">
        {i18n._({ id: "page.allServices.lead", message: "Соседние сервисы, в которые можно войти той же учётной записью:" })}
      </p>
      <ServiceList className="link-list" />
    </article>
  );
}
