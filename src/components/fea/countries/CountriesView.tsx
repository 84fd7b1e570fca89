import { useLingui } from "@lingui/react";
import type { ChartConfiguration } from "chart.js";
import { useMemo } from "react";
import { useTradeCountries } from "../../../api/trade.ts";
import type { CountryBody } from "../../../../core/contract/trade.ts";
import { ErrorState } from "../../ErrorState.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { barConfig, doughnutConfig } from "../../charts/builders.ts";
import { formatUsd } from "../../charts/format.ts";
import { formatUsdCompact } from "../../maps/format.ts";
import { LazyChoropleth } from "../../maps/LazyChoropleth.tsx";
import { PickButton } from "../../maps/PickButton.tsx";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { FeaFigure } from "../common/FeaFigure.tsx";
import { FeaNav } from "../common/FeaNav.tsx";
import { FilterBar } from "../common/FilterBar.tsx";
import { SourceNote } from "../common/SourceNote.tsx";
import { useFeaFilters } from "../common/useFeaFilters.ts";
import { CountryCard } from "./CountryCard.tsx";
import { partnerSlices } from "./structure.ts";

type Country = CountryBody["data"][number];
type Slice = { label: string; value: number };
const TOP_BARS = 10;

/** /fea/countries: official trade by partner (BNS / WITS) on the world map, in a table, a doughnut and bars; a chosen partner's card. */
export function CountriesView() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { filters, set } = useFeaFilters();
  const answer = useTradeCountries(filters.year, filters.flow);
  const body = answer.data;
  const flowLabel = filters.flow === "import" ? i18n._({ id: "maps.trade.import", message: "Импорт" }) : i18n._({ id: "maps.trade.export", message: "Экспорт" });
  const usd = (v: number) => formatUsd(locale, v);

  const columns = useMemo<DataColumn<Country>[]>(() => [
    { key: "country", label: i18n._({ id: "maps.col.country", message: "Страна" }), kind: "text", value: (r) => r.name, render: (r) => <PickButton label={r.name} onPick={() => set({ country: r.iso2 })} /> },
    { key: "iso2", label: "ISO", kind: "text", value: (r) => r.iso2 },
    { key: "value_usd", label: i18n._({ id: "maps.col.valueUsd", message: "Стоимость, $" }), kind: "number", value: (r) => r.value_usd },
    { key: "share_pct", label: i18n._({ id: "maps.col.shareTotalPct", message: "Доля в итоге Казахстана, %" }), kind: "number", value: (r) => Math.round(r.share * 10_000) / 100 },
    { key: "eaeu", label: i18n._({ id: "maps.col.eaeu", message: "ЕАЭС" }), kind: "text", value: (r) => (r.eaeu_member ? i18n._({ id: "maps.yes", message: "да" }) : i18n._({ id: "maps.no", message: "нет" })) },
    { key: "source", label: i18n._({ id: "maps.col.source", message: "Источник" }), kind: "text", value: (r) => r.source },
  ], [i18n, set]);
  const sliceColumns = useMemo<DataColumn<Slice>[]>(() => [
    { key: "partner", label: i18n._({ id: "maps.col.country", message: "Страна" }), kind: "text", value: (r) => r.label },
    { key: "value_usd", label: i18n._({ id: "maps.col.valueUsd", message: "Стоимость, $" }), kind: "number", value: (r) => r.value },
  ], [i18n]);
  const slices = useMemo<Slice[]>(
    () => (body ? partnerSlices(body).map((s) => ({ label: s.label ?? i18n._({ id: "maps.others", message: "Прочие страны" }), value: s.value })) : []),
    [body, i18n],
  );
  const charts = useMemo(() => {
    if (!body) return null;
    const format = (v: number) => formatUsd(locale, v);
    const top = body.data.slice(0, TOP_BARS);
    return {
      // The doughnut's narrower option types are a chart configuration all the same.
      doughnut: doughnutConfig({ locale, labels: slices.map((s) => s.label), values: slices.map((s) => s.value), format }) as ChartConfiguration,
      bar: barConfig({ locale, labels: top.map((c) => c.name), series: [{ label: `${flowLabel}, $`, values: top.map((c) => c.value_usd) }], format }),
    };
  }, [body, slices, locale, flowLabel]);
  const figures = useMemo(() => body?.data.map((c) => ({ id: c.iso2, name: c.name, value: c.value_usd })) ?? [], [body]);

  if (answer.isError) return <ErrorState text={i18n._({ id: "maps.countries.error", message: "Не удалось загрузить данные по странам." })} onRetry={() => void answer.refetch()} />;
  if (!body || !charts) return <SkeletonLines count={8} label={i18n._({ id: "maps.countries.loading", message: "Загружаем данные по странам…" })} />;
  const year = body.meta.year;
  const file = `countries-${filters.flow}-${year}`;
  return (
    <>
      <FeaNav />
      <FilterBar fields={["year", "flow"]} years={[...body.meta.years].sort((a, b) => b - a)} fallbackYear={year} />
      <section className="fea-maps__block">
        <h2>{i18n._({ id: "maps.countries.mapTitle", message: "{flow} Казахстана по странам-партнёрам, {year}", values: { flow: flowLabel, year } })}</h2>
        <LazyChoropleth
          layer="world"
          figures={figures}
          format={usd}
          formatShort={(v) => formatUsdCompact(locale, v)}
          selected={filters.country ?? null}
          onSelect={(country) => set({ country })}
          label={i18n._({ id: "maps.countries.mapLabel", message: "Карта мира: стоимость торговли по странам-партнёрам, выберите страну для справки" })}
          testId="countries-map"
        />
        {body.meta.not_reported.length ? (
          <p className="card-source">{i18n._({ id: "maps.countries.notReported", message: "Нет данных за год: {list}", values: { list: body.meta.not_reported.join(", ") } })}</p>
        ) : null}
        <SourceNote source={body.source} />
      </section>
      {filters.country ? <CountryCard iso2={filters.country} year={year} flow={filters.flow} onClose={() => set({ country: undefined })} /> : null}
      <section className="fea-maps__block">
        <h2>{i18n._({ id: "maps.countries.tableTitle", message: "Страны-партнёры" })}</h2>
        {body.meta.total_usd !== null ? (
          <p data-testid="countries-total" data-value={body.meta.total_usd}>
            {i18n._({ id: "maps.countries.total", message: "Итого по Казахстану: {total}", values: { total: usd(body.meta.total_usd) } })}
          </p>
        ) : null}
        <DataTable columns={columns} rows={body.data} rowKey={(r) => r.iso2} caption={i18n._({ id: "maps.countries.tableTitle", message: "Страны-партнёры" })} fileName={file} testId="countries-table" />
        <SourceNote source={body.source} />
      </section>
      <div className="fea-maps__grid fea-maps__grid--two">
        <FeaFigure
          title={i18n._({ id: "maps.countries.structureTitle", message: "Структура по странам-партнёрам" })}
          testId="countries-doughnut"
          config={charts.doughnut}
          columns={sliceColumns}
          rows={slices}
          rowKey={(r) => r.label}
          fileName={`${file}-structure`}
          source={body.source}
        />
        <FeaFigure
          title={i18n._({ id: "maps.countries.barTitle", message: "Главные страны-партнёры, $" })}
          testId="countries-bar"
          config={charts.bar}
          columns={columns}
          rows={body.data.slice(0, TOP_BARS)}
          rowKey={(r) => r.iso2}
          fileName={`${file}-top`}
          source={body.source}
        />
      </div>
    </>
  );
}
