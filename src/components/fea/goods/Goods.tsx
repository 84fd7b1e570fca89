import { useLingui } from "@lingui/react";
import { PageTitle } from "../../PageTitle.tsx";
import { FeaNav } from "../common/FeaNav.tsx";
import { FilterBar } from "../common/FilterBar.tsx";
import { useFeaFilters } from "../common/useFeaFilters.ts";
import { SectionDoughnut } from "../overview/StructureCharts.tsx";
import { TopCompanies } from "../overview/TopCharts.tsx";
import { CategorySummary } from "./CategorySummary.tsx";
import { GoodsTable } from "./GoodsTable.tsx";
import { Prices } from "./Prices.tsx";
import { TopGoods } from "./TopGoods.tsx";

/** /fea/goods: goods by ТН ВЭД code from declaration lines, drilled down the code path, with prices and companies. */
export function Goods() {
  const { i18n } = useLingui();
  const { filters, query, set } = useFeaFilters();
  const suffix = `${filters.flow}${filters.code ? `-${filters.code}` : ""}${filters.year ? `-${filters.year}` : ""}`;
  return (
    <article className="page fea-page" data-testid="fea-goods">
      <PageTitle />
      <FeaNav />
      <FilterBar />
      <CategorySummary filters={filters} />
      <GoodsTable key={query} filters={filters} onPick={(code) => set({ code })} />
      <div className="fea-figures">
        <TopGoods filters={filters} />
        <SectionDoughnut filters={filters} fileName={`fea-sections-${suffix}`} />
      </div>
      <h2 className="fea-section-title">{i18n._({ id: "fea.prices.title", message: "Цены" })}</h2>
      <Prices filters={filters} />
      <TopCompanies
        filters={filters}
        fileName={`fea-top-companies-${suffix}`}
        title={filters.flow === "import"
          ? i18n._({ id: "fea.goods.importers", message: "Крупнейшие импортёры этих товаров" })
          : i18n._({ id: "fea.goods.exporters", message: "Крупнейшие экспортёры этих товаров" })}
      />
    </article>
  );
}
