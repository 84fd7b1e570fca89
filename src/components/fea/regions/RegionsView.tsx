import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useTradeRegions } from "../../../api/trade.ts";
import type { RegionsBody } from "../../../../core/contract/trade.ts";
import { ErrorState } from "../../ErrorState.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { barConfig } from "../../charts/builders.ts";
import { formatUsd } from "../../charts/format.ts";
import { formatUsdCompact } from "../../maps/format.ts";
import { LazyChoropleth } from "../../maps/LazyChoropleth.tsx";
import { PickButton } from "../../maps/PickButton.tsx";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { DemoNote } from "../common/DemoNote.tsx";
import { FeaFigure } from "../common/FeaFigure.tsx";
import { FeaNav } from "../common/FeaNav.tsx";
import { PaidPart } from "../common/PaidPart.tsx";
import { FilterBar } from "../common/FilterBar.tsx";
import { SourceNote } from "../common/SourceNote.tsx";
import { useFeaFilters } from "../common/useFeaFilters.ts";
import { RegionCard } from "./RegionCard.tsx";

type Region = RegionsBody["data"][number];

/** /fea/regions: the 20 regions' trade on the map, in a table and a bar chart; a chosen region's card below. */
export function RegionsView() {
  const { i18n } = useLingui();
  const { filters, set } = useFeaFilters();
  const answer = useTradeRegions(filters.year, filters.flow);
  const body = answer.data;
  const locale = i18n.locale;
  const flowLabel = filters.flow === "import" ? i18n._({ id: "maps.trade.import", message: "Импорт" }) : i18n._({ id: "maps.trade.export", message: "Экспорт" });

  const columns = useMemo<DataColumn<Region>[]>(() => [
    { key: "region", label: i18n._({ id: "maps.col.region", message: "Регион" }), kind: "text", value: (r) => r.name, render: (r) => <PickButton label={r.name} onPick={() => set({ region: r.id })} /> },
    { key: "id", label: "ISO 3166-2", kind: "text", value: (r) => r.id },
    { key: "value_usd", label: i18n._({ id: "maps.col.valueUsd", message: "Стоимость, $" }), kind: "number", value: (r) => r.value_usd },
    { key: "share_pct", label: i18n._({ id: "maps.col.sharePct", message: "Доля, %" }), kind: "number", value: (r) => Math.round(r.share * 10_000) / 100 },
    { key: "companies", label: i18n._({ id: "maps.companies", message: "Компаний" }), kind: "number", value: (r) => r.companies },
    { key: "lines", label: i18n._({ id: "maps.lines", message: "Строк деклараций" }), kind: "number", value: (r) => r.lines },
  ], [i18n, set]);
  const bar = useMemo(
    () => (body ? barConfig({ locale, labels: body.data.map((r) => r.name), series: [{ label: `${flowLabel}, $`, values: body.data.map((r) => r.value_usd) }], format: (v) => formatUsd(locale, v) }) : null),
    [body, locale, flowLabel],
  );
  const figures = useMemo(() => body?.data.map((r) => ({ id: r.id, name: r.name, value: r.value_usd })) ?? [], [body]);
  const file = `regions-${filters.flow}-${filters.year ?? "all"}`;

  return (
    <>
      <FeaNav />
      <FilterBar fields={["year", "flow"]} />
      {answer.refused ? (
        <PaidPart />
      ) : answer.isError ? (
        <ErrorState text={i18n._({ id: "maps.regions.error", message: "Не удалось загрузить данные по регионам." })} onRetry={() => void answer.refetch()} />
      ) : !body || !bar ? (
        <SkeletonLines count={8} label={i18n._({ id: "maps.regions.loading", message: "Загружаем данные по регионам…" })} />
      ) : (
        <>
          <DemoNote demo={body.demo} note={body.demo_note} />
          <section className="fea-maps__block">
            <h2>{i18n._({ id: "maps.regions.mapTitle", message: "{flow} по регионам Казахстана", values: { flow: flowLabel } })}</h2>
            <LazyChoropleth
              layer="kz-regions"
              figures={figures}
              format={(v) => formatUsd(locale, v)}
              formatShort={(v) => formatUsdCompact(locale, v)}
              selected={filters.region ?? null}
              onSelect={(region) => set({ region })}
              label={i18n._({ id: "maps.regions.mapLabel", message: "Карта регионов Казахстана: стоимость по регионам, выберите регион для справки" })}
              testId="regions-map"
            />
          </section>
          {filters.region ? <RegionCard id={filters.region} year={filters.year} flow={filters.flow} onClose={() => set({ region: undefined })} /> : null}
          <section className="fea-maps__block">
            <h2>{i18n._({ id: "maps.regions.tableTitle", message: "Регионы" })}</h2>
            <DataTable columns={columns} rows={body.data} rowKey={(r) => r.id} caption={i18n._({ id: "maps.regions.tableTitle", message: "Регионы" })} fileName={file} testId="regions-table" />
            <SourceNote source={body.source} />
          </section>
          <FeaFigure
            title={i18n._({ id: "maps.regions.barTitle", message: "{flow} по регионам, $", values: { flow: flowLabel } })}
            testId="regions-bar"
            config={bar}
            columns={columns}
            rows={body.data}
            rowKey={(r) => r.id}
            fileName={`${file}-chart`}
            source={body.source}
            demo={{ demo: body.demo, note: body.demo_note }}
          />
        </>
      )}
    </>
  );
}
