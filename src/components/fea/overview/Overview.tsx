import { useLingui } from "@lingui/react";
import { useTradeCountries } from "../../../api/trade.ts";
import { AppLink } from "../../AppLink.tsx";
import { PageTitle } from "../../PageTitle.tsx";
import { FeaNav } from "../common/FeaNav.tsx";
import { FilterBar } from "../common/FilterBar.tsx";
import { QueryState } from "../common/QueryState.tsx";
import { useFeaFilters } from "../common/useFeaFilters.ts";
import { Headline } from "./Headline.tsx";
import { MonthlyChart } from "./MonthlyChart.tsx";
import { PartnerDoughnut, SectionDoughnut } from "./StructureCharts.tsx";
import { TopCompanies, TopPartners } from "./TopCharts.tsx";

const CHILDREN = [
  { path: "/fea/goods", text: /*i18n*/ { id: "fea.overview.toGoods", message: "Товары: рейтинг кодов, цены, компании" } },
  { path: "/fea/regions", text: /*i18n*/ { id: "fea.overview.toRegions", message: "Регионы: карта и торговля 20 регионов" } },
  { path: "/fea/countries", text: /*i18n*/ { id: "fea.overview.toCountries", message: "Страны: карта мира и партнёры" } },
];

/**
 * /fea: the year's trade at a glance. Official BNS figures (total, months, partners) lead; the split by
 * goods and companies comes from declaration lines and carries their demo label.
 */
export function Overview() {
  const { i18n } = useLingui();
  const { filters, query } = useFeaFilters();
  const { flow } = filters;
  const countries = useTradeCountries(filters.year, flow);
  const body = countries.data;
  return (
    <article className="page fea-page" data-testid="fea-overview">
      <PageTitle />
      <FeaNav />
      <FilterBar fields={["year", "flow"]} years={body?.meta.years.toSorted((a, b) => b - a)} fallbackYear={body?.meta.year} />
      <QueryState query={countries}>
        {(data) => (
          <>
            <Headline body={data} flow={flow} />
            <MonthlyChart year={data.meta.year} flow={flow} />
            <div className="fea-figures">
              <PartnerDoughnut body={data} flow={flow} />
              <SectionDoughnut filters={{ year: data.meta.year, flow }} fileName={`fea-${flow}-sections-${data.meta.year}`} />
              <TopPartners body={data} flow={flow} />
              <TopCompanies
                filters={{ year: data.meta.year, flow }}
                fileName={`fea-${flow}-top-companies-${data.meta.year}`}
                title={flow === "import"
                  ? i18n._({ id: "fea.top.importers", message: "Крупнейшие импортёры, {year}", values: { year: data.meta.year } })
                  : i18n._({ id: "fea.top.exporters", message: "Крупнейшие экспортёры, {year}", values: { year: data.meta.year } })}
              />
            </div>
          </>
        )}
      </QueryState>
      <h2 className="fea-section-title">{i18n._({ id: "fea.overview.more", message: "Подробнее" })}</h2>
      <ul className="fea-links">
        {CHILDREN.map((c) => (
          <li key={c.path}>
            <AppLink href={`${c.path}${query}`}>{i18n._(c.text)}</AppLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
