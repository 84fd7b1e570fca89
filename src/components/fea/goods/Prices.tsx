import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useTradePriceCountries, useTradePrices, type TradeFilters } from "../../../api/trade.ts";
import type { PriceCountriesBody, PricesBody } from "../../../../core/contract/trade-products.ts";
import { barConfig, lineConfig } from "../../charts/builders.ts";
import { formatNumber, formatUsd } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { LinesFigure } from "../common/FeaFigure.tsx";
import { feaLabels } from "../common/labels.ts";

const TOP = 10;
type Month = PricesBody["data"][number];
type Partner = PriceCountriesBody["data"][number];

/** A price in US dollars per kilogram, two decimals. */
const perKg = (locale: string, n: number) => `${formatNumber(locale, n, 2)} ${locale === "en" ? "$/kg" : "$/кг"}`;
const round2 = (n: number | undefined) => (n === undefined ? null : Math.round(n * 100) / 100);

function useLabels() {
  const { i18n } = useLingui();
  return {
    mean: i18n._({ id: "fea.prices.mean", message: "Средняя, $/кг" }),
    median: i18n._({ id: "fea.prices.median", message: "Медиана, $/кг" }),
    min: i18n._({ id: "fea.prices.min", message: "Мин., $/кг" }),
    max: i18n._({ id: "fea.prices.max", message: "Макс., $/кг" }),
  };
}

function ByMonth({ filters }: { filters: TradeFilters }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const p = useLabels();
  const prices = useTradePrices(filters);
  const rows = useMemo(() => prices.data?.data ?? [], [prices.data]);
  const config = useMemo(
    () => lineConfig({
      locale: i18n.locale,
      labels: rows.map((r) => r.period),
      series: [
        { label: p.mean, values: rows.map((r) => r.usd_per_kg?.mean ?? null) },
        { label: p.median, values: rows.map((r) => r.usd_per_kg?.median ?? null) },
      ],
      format: (n) => perKg(i18n.locale, n),
    }),
    [rows, i18n.locale, p.mean, p.median],
  );
  const columns: DataColumn<Month>[] = [
    { key: "period", label: l.month, kind: "text", value: (r) => r.period },
    { key: "mean", label: p.mean, kind: "number", value: (r) => round2(r.usd_per_kg?.mean) },
    { key: "median", label: p.median, kind: "number", value: (r) => round2(r.usd_per_kg?.median) },
    { key: "min", label: p.min, kind: "number", value: (r) => round2(r.usd_per_kg?.min) },
    { key: "max", label: p.max, kind: "number", value: (r) => round2(r.usd_per_kg?.max) },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "lines", label: l.lines, kind: "number", value: (r) => r.lines },
  ];
  return (
    <LinesFigure
      query={prices}
      title={i18n._({ id: "fea.prices.byMonth", message: "Цена за кг по месяцам, {code}", values: { code: filters.code } })}
      testId="fea-prices-month"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.period}
      fileName={`fea-${filters.flow}-prices-${filters.code}`}
    />
  );
}

function ByCountry({ filters }: { filters: TradeFilters }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const p = useLabels();
  const prices = useTradePriceCountries(filters);
  const rows = useMemo(() => (prices.data?.data ?? []).slice(0, TOP), [prices.data]);
  const config = useMemo(
    () => barConfig({
      locale: i18n.locale,
      labels: rows.map((r) => r.name),
      series: [{ label: p.mean, values: rows.map((r) => r.usd_per_kg?.mean ?? null) }],
      format: (n) => perKg(i18n.locale, n),
    }),
    [rows, i18n.locale, p.mean],
  );
  const columns: DataColumn<Partner>[] = [
    { key: "name", label: l.country, kind: "text", value: (r) => r.name },
    { key: "mean", label: p.mean, kind: "number", value: (r) => round2(r.usd_per_kg?.mean) },
    { key: "median", label: p.median, kind: "number", value: (r) => round2(r.usd_per_kg?.median) },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "lines", label: l.lines, kind: "number", value: (r) => r.lines },
  ];
  return (
    <LinesFigure
      query={prices}
      title={i18n._({ id: "fea.prices.byCountry", message: "Цена за кг по странам, {code}", values: { code: filters.code } })}
      testId="fea-prices-country"
      config={config}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.iso2}
      fileName={`fea-${filters.flow}-prices-countries-${filters.code}`}
    />
  );
}

/** Unit prices of the chosen code (4 digits or more): by month and by partner. */
export function Prices({ filters }: { filters: TradeFilters }) {
  const { i18n } = useLingui();
  if (!filters.code || filters.code.length < 4) {
    return <p className="lead" data-testid="fea-prices-hint">{i18n._({ id: "fea.prices.hint", message: "Выберите код из 4–10 цифр, чтобы увидеть цены по месяцам и странам." })}</p>;
  }
  return (
    <div className="fea-figures">
      <ByMonth filters={filters} />
      <ByCountry filters={filters} />
    </div>
  );
}
