import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { useCountryCompanies, useCountryReference } from "../../../api/trade-geo.ts";
import type { Flow } from "../../../api/trade.ts";
import type { CompaniesBody } from "../../../../core/contract/trade.ts";
import type { CountryReferenceBody } from "../../../../core/contract/trade-geo.ts";
import { ErrorState } from "../../ErrorState.tsx";
import { PaidPart } from "../common/PaidPart.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { lineConfig } from "../../charts/builders.ts";
import { formatUsd } from "../../charts/format.ts";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { DemoNote } from "../common/DemoNote.tsx";
import { FeaFigure } from "../common/FeaFigure.tsx";
import { SourceNote } from "../common/SourceNote.tsx";
import { Fact, PlaceCard } from "../regions/PlaceCard.tsx";
import { TopCodes } from "../regions/TopTables.tsx";

type Annual = CountryReferenceBody["data"]["annual"][number];
type Company = CompaniesBody["data"][number];

/** The chosen partner's card: its official annual series and 2023–2025 mean, then its declared goods and companies (demo-labelled). */
export function CountryCard({ iso2, year, flow, onClose }: { iso2: string; year: number; flow: Flow; onClose: () => void }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const answer = useCountryReference(iso2, year, flow);
  const companies = useCountryCompanies(iso2, year, flow);
  const body = answer.data?.data.iso2 === iso2 ? answer.data : undefined;
  const imports = i18n._({ id: "maps.trade.import", message: "Импорт" });
  const exports = i18n._({ id: "maps.trade.export", message: "Экспорт" });

  const annualColumns = useMemo<DataColumn<Annual>[]>(() => [
    { key: "year", label: i18n._({ id: "maps.col.year", message: "Год" }), kind: "text", value: (r) => String(r.year) },
    { key: "imports_usd", label: `${imports}, $`, kind: "number", value: (r) => r.imports_usd },
    { key: "exports_usd", label: `${exports}, $`, kind: "number", value: (r) => r.exports_usd },
    { key: "source", label: i18n._({ id: "maps.col.source", message: "Источник" }), kind: "text", value: (r) => r.source },
  ], [i18n, imports, exports]);
  const companyColumns = useMemo<DataColumn<Company>[]>(() => [
    { key: "company", label: i18n._({ id: "maps.col.company", message: "Компания" }), kind: "text", value: (r) => r.name },
    { key: "bin", label: i18n._({ id: "maps.col.bin", message: "БИН" }), kind: "text", value: (r) => r.bin },
    { key: "region", label: i18n._({ id: "maps.col.region", message: "Регион" }), kind: "text", value: (r) => r.region.name },
    { key: "value_usd", label: i18n._({ id: "maps.col.valueUsd", message: "Стоимость, $" }), kind: "number", value: (r) => r.value_usd },
    { key: "share_pct", label: i18n._({ id: "maps.col.sharePct", message: "Доля, %" }), kind: "number", value: (r) => Math.round(r.share * 10_000) / 100 },
  ], [i18n]);
  const line = useMemo(() => {
    const annual = body?.data.annual ?? [];
    return lineConfig({
      locale,
      labels: annual.map((a) => String(a.year)),
      series: [{ label: imports, values: annual.map((a) => a.imports_usd) }, { label: exports, values: annual.map((a) => a.exports_usd) }],
      format: (v) => formatUsd(locale, v),
    });
  }, [body, locale, imports, exports]);

  if (answer.refused) return <PaidPart />;
  if (answer.isError) return <ErrorState text={i18n._({ id: "maps.country.error", message: "Не удалось загрузить справку о стране." })} onRetry={() => void answer.refetch()} />;
  if (!body) return <SkeletonLines count={6} label={i18n._({ id: "maps.country.loading", message: "Загружаем справку о стране…" })} />;
  const c = body.data;
  const file = `country-${c.iso2}-${flow}-${year}`;
  const avg = c.average_2023_2025;
  const sources = [...new Set(c.annual.map((a) => a.source))].join("; ");
  return (
    <PlaceCard kind="country" id={c.iso2} title={c.name} onClose={onClose}>
      <dl className="fea-maps__facts">
        <Fact label={i18n._({ id: "maps.country.codes", message: "Коды ISO" })}>{c.iso2} · {c.iso3} · {c.iso_numeric}</Fact>
        <Fact label={i18n._({ id: "maps.country.eaeu", message: "Член ЕАЭС" })}>{c.eaeu_member ? i18n._({ id: "maps.country.eaeuSince", message: "да, с {since}", values: { since: c.eaeu_member_since ?? "—" } }) : i18n._({ id: "maps.no", message: "нет" })}</Fact>
        {c.preference ? (
          <Fact label={i18n._({ id: "maps.country.preference", message: "Тарифные преференции ЕАЭС" })}>{c.preference.status_label}</Fact>
        ) : null}
        {avg ? (
          <>
            <Fact label={i18n._({ id: "maps.country.avgImports", message: "Импорт, в среднем за 2023–2025" })} testId="country-card-avg-imports" value={avg.imports_usd}>{formatUsd(locale, avg.imports_usd)}</Fact>
            <Fact label={i18n._({ id: "maps.country.avgExports", message: "Экспорт, в среднем за 2023–2025" })} testId="country-card-avg-exports" value={avg.exports_usd}>{formatUsd(locale, avg.exports_usd)}</Fact>
            <Fact label={i18n._({ id: "maps.country.avgTurnover", message: "Товарооборот, в среднем за 2023–2025" })}>{formatUsd(locale, avg.turnover_usd)}</Fact>
          </>
        ) : null}
      </dl>
      {avg ? <SourceNote source={avg.source} /> : null}
      {c.annual.length ? (
        <FeaFigure
          title={i18n._({ id: "maps.country.annualTitle", message: "Торговля Казахстана с этой страной по годам, $" })}
          testId="country-card-annual"
          config={line}
          columns={annualColumns}
          rows={c.annual}
          rowKey={(r) => String(r.year)}
          fileName={`country-${c.iso2}-annual`}
          source={sources}
        />
      ) : null}
      <h3 className="fea-maps__subhead">
        {i18n._({ id: "maps.country.declared", message: "По строкам деклараций: {flow}, {year}", values: { flow: flow === "import" ? imports : exports, year } })}
      </h3>
      <DemoNote demo={body.demo} note={body.demo_note} />
      <p data-testid="country-card-declared" data-value={c.trade.total_usd}>
        {i18n._({ id: "maps.country.declaredTotal", message: "Итого: {total}, компаний: {companies}", values: { total: formatUsd(locale, c.trade.total_usd), companies: c.trade.companies } })}
      </p>
      <TopCodes rows={c.trade.codes} fileName={`${file}-codes`} testId="country-card-codes" />
      <section className="fea-maps__block">
        <h3>{i18n._({ id: "maps.top.companies", message: "Главные компании" })}</h3>
        {companies.data ? (
          <>
            <DemoNote demo={companies.data.demo} note={companies.data.demo_note} />
            <DataTable
              columns={companyColumns}
              rows={companies.data.data}
              rowKey={(r) => r.bin}
              caption={i18n._({ id: "maps.top.companies", message: "Главные компании" })}
              fileName={`${file}-companies`}
              testId="country-card-companies"
            />
          </>
        ) : companies.isError ? (
          <ErrorState text={i18n._({ id: "maps.country.companiesError", message: "Не удалось загрузить список компаний." })} onRetry={() => void companies.refetch()} />
        ) : (
          <SkeletonLines count={4} label={i18n._({ id: "maps.country.companiesLoading", message: "Загружаем компании…" })} />
        )}
      </section>
      <SourceNote source={body.source} />
    </PlaceCard>
  );
}
