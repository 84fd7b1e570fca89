import { useLingui } from "@lingui/react";
import { useDeliveryTransports } from "../../../api/logistics.ts";
import { PageTitle } from "../../PageTitle.tsx";
import { PaidPart } from "../common/PaidPart.tsx";
import { FeaNav } from "../common/FeaNav.tsx";
import { FilterBar } from "../common/FilterBar.tsx";
import { useFeaFilters } from "../common/useFeaFilters.ts";
import { ModesDoughnut, TermsDoughnut } from "./ArrivalDoughnuts.tsx";
import { PostsMap } from "./PostsMap.tsx";
import { PostsTable } from "./PostsTable.tsx";

/** /fea/logistics: how goods arrive, from declaration lines: modes of transport, delivery terms and customs posts (on the regions' map and in a table). */
export function Logistics() {
  const { i18n } = useLingui();
  const { filters } = useFeaFilters();
  // The parts share one rule: a refused reader sees what opens them once, not once per part.
  const refused = useDeliveryTransports(filters).refused;
  const suffix = `${filters.flow}${filters.code ? `-${filters.code}` : ""}${filters.year ? `-${filters.year}` : ""}`;
  return (
    <article className="page fea-page" data-testid="fea-logistics">
      <PageTitle />
      <FeaNav />
      <FilterBar />
      <p className="fea-note">
        {i18n._({ id: "fea.logistics.lead", message: "Как товары пересекают границу: вид транспорта, условия поставки и таможенный пост по строкам деклараций." })}
      </p>
      {refused ? (
        <PaidPart />
      ) : (
        <>
          <div className="fea-figures">
            <ModesDoughnut filters={filters} fileName={`fea-transport-modes-${suffix}`} />
            <TermsDoughnut filters={filters} fileName={`fea-delivery-terms-${suffix}`} />
          </div>
          <PostsMap filters={filters} fileName={`fea-customs-posts-map-${suffix}`} />
          <PostsTable filters={filters} fileName={`fea-customs-posts-${suffix}`} />
        </>
      )}
    </article>
  );
}
