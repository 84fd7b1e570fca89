import { useLingui } from "@lingui/react";
import { useRegionReference } from "../../../api/trade-geo.ts";
import type { Flow } from "../../../api/trade.ts";
import { ErrorState } from "../../ErrorState.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { formatNumber, formatShare, formatUsd } from "../../charts/format.ts";
import { DemoNote } from "../common/DemoNote.tsx";
import { SourceNote } from "../common/SourceNote.tsx";
import { Fact, PlaceCard } from "./PlaceCard.tsx";
import { PaidPart } from "../common/PaidPart.tsx";
import { TopCodes, TopCompanies, TopPartners } from "./TopTables.tsx";

/** The chosen region's reference card: who it is, and its declared trade with its top partners, goods and companies. */
export function RegionCard({ id, year, flow, onClose }: { id: string; year: number | undefined; flow: Flow; onClose: () => void }) {
  const { i18n } = useLingui();
  const answer = useRegionReference(id, year, flow);
  if (answer.refused) return <PaidPart />;
  if (answer.isError) return <ErrorState text={i18n._({ id: "maps.region.error", message: "Не удалось загрузить справку о регионе." })} onRetry={() => void answer.refetch()} />;
  const body = answer.data;
  if (!body || body.data.id !== id) return <SkeletonLines count={6} label={i18n._({ id: "maps.region.loading", message: "Загружаем справку о регионе…" })} />;
  const r = body.data;
  const file = `region-${r.id}-${flow}-${r.trade.year ?? "all"}`;
  return (
    <PlaceCard kind="region" id={r.id} title={r.name} onClose={onClose}>
      <dl className="fea-maps__facts">
        <Fact label={i18n._({ id: "maps.region.type", message: "Тип" })}>{r.type === "city" ? i18n._({ id: "maps.region.city", message: "город республиканского значения" }) : i18n._({ id: "maps.region.oblast", message: "область" })}</Fact>
        <Fact label={i18n._({ id: "maps.region.center", message: "Административный центр" })}>{r.admin_center ?? "—"}</Fact>
        <Fact label={i18n._({ id: "maps.region.area", message: "Площадь, км²" })}>{r.area_km2 === null ? "—" : formatNumber(i18n.locale, Math.round(r.area_km2), 0)}</Fact>
        <Fact label={i18n._({ id: "maps.region.kato", message: "Код КАТО" })}>{r.kato_prefix}</Fact>
        <Fact label={flow === "import" ? i18n._({ id: "maps.trade.import", message: "Импорт" }) : i18n._({ id: "maps.trade.export", message: "Экспорт" })} testId="region-card-total" value={r.trade.total_usd}>{formatUsd(i18n.locale, r.trade.total_usd)}</Fact>
        <Fact label={i18n._({ id: "maps.region.share", message: "Доля среди регионов" })}>{formatShare(i18n.locale, r.trade.share)}</Fact>
        <Fact label={i18n._({ id: "maps.companies", message: "Компаний" })} testId="region-card-companies">{formatNumber(i18n.locale, r.trade.companies, 0)}</Fact>
        <Fact label={i18n._({ id: "maps.lines", message: "Строк деклараций" })}>{formatNumber(i18n.locale, r.trade.lines, 0)}</Fact>
      </dl>
      <DemoNote demo={body.demo} note={body.demo_note} />
      <SourceNote source={body.source} />
      <div className="fea-maps__grid fea-maps__grid--two">
        <TopPartners rows={r.trade.partners} fileName={`${file}-partners`} testId="region-card-partners" />
        <TopCompanies rows={r.trade.companies_top} fileName={`${file}-companies`} testId="region-card-companies-top" />
      </div>
      <TopCodes rows={r.trade.codes} fileName={`${file}-codes`} testId="region-card-codes" />
    </PlaceCard>
  );
}
