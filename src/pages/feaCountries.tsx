import { useLingui } from "@lingui/react";
import { PageTitle } from "../components/PageTitle.tsx";
import { CountriesView } from "../components/fea/countries/CountriesView.tsx";

/** /fea/countries: Kazakhstan's trade with its partner countries (issue 8). */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page fea fea-maps">
      <PageTitle />
      <p className="lead">
        {i18n._({ id: "maps.countries.lead", message: "Официальные данные БНС АСПиР РК о торговле Казахстана со странами-партнёрами: карта мира, таблица, структура и справка о выбранной стране." })}
      </p>
      <CountriesView />
    </article>
  );
}
