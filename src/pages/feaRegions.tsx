import { useLingui } from "@lingui/react";
import { PageTitle } from "../components/PageTitle.tsx";
import { RegionsView } from "../components/fea/regions/RegionsView.tsx";

/** /fea/regions: foreign trade by the regions of Kazakhstan (issue 8). */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page fea fea-maps">
      <PageTitle />
      <p className="lead">
        {i18n._({ id: "maps.regions.lead", message: "Импорт и экспорт 20 регионов Казахстана по строкам деклараций: карта, таблица и справка о выбранном регионе." })}
      </p>
      <RegionsView />
    </article>
  );
}
