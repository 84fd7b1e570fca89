import { useLingui } from "@lingui/react";
import type { ChartConfiguration } from "chart.js";
import { useMemo, useState } from "react";
import { useRussiaStats } from "../../api/sanctions.ts";
import type { StatsSeries } from "../../../core/contract/sanctions.ts";
import { formatDate } from "../code-card/format.ts";
import { ErrorState } from "../ErrorState.tsx";
import { formatInt } from "../reference/SortableTable.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { ChartCanvas } from "../charts/ChartCanvas.tsx";
import { ChartTable } from "../charts/ChartTable.tsx";
import { colorAt } from "../charts/palette.ts";
import { baseOptions, MAX_TICKS } from "../charts/spec.ts";
import { targetTypeLabel } from "./labels.ts";
import { additionsByJurisdiction, latestSnapshots, TYPES, yearly } from "./stats-data.ts";

function Sources({ series }: { series: StatsSeries[] }) {
  const { i18n } = useLingui();
  const seen = new Set<string>();
  const unique = series.filter((s) => !seen.has(s.source + s.as_of) && seen.add(s.source + s.as_of));
  const date = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(i18n.locale, d) : d);
  return (
    <ul className="sanctions-sources" data-testid="sanctions-stats-sources">
      {unique.map((s) => (
        <li key={s.source + s.as_of} className="card-source">
          <strong>{s.jurisdiction}</strong> · <span lang="en">{s.source}</span> ·{" "}
          {i18n._({ id: "card.source.asOf", message: "данные на {date}", values: { date: date(s.as_of) } })}
          {s.scope ? <span lang="en"> · {s.scope}</span> : null}
          {s.notes ? <span lang="en"> · {s.notes}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Charts({ series, notCounted }: { series: StatsSeries[]; notCounted: string[] }) {
  const { i18n } = useLingui();
  const num = (n: number) => formatInt(i18n.locale, n);
  const added = useMemo(() => additionsByJurisdiction(series), [series]);
  const snaps = useMemo(() => latestSnapshots(series), [series]);
  const [pick, setPick] = useState(snaps[0]?.jurisdiction ?? "");
  const chosen = snaps.find((s) => s.jurisdiction === pick) ?? snaps[0];
  const typeNames = TYPES.map((t) => targetTypeLabel(i18n, t));
  const [line, bar, doughnut] = useMemo(
    () => chartConfigs(i18n.locale, added, snaps, chosen, TYPES.map((t) => targetTypeLabel(i18n, t))),
    [i18n, added, snaps, chosen],
  );
  const lineTitle = i18n._({ id: "sanctions.stats.lineTitle", message: "Новые записи против России по месяцам" });
  const barTitle = i18n._({ id: "sanctions.stats.barTitle", message: "Действующие записи против России по типам" });
  const doughnutTitle = i18n._({ id: "sanctions.stats.doughnutTitle", message: "Доли типов: {jurisdiction}", values: { jurisdiction: chosen?.jurisdiction ?? "" } });
  const jurisdictionCol = i18n._({ id: "sanctions.stats.jurisdiction", message: "Юрисдикция" });
  const years = added.lines.map((l) => yearly(added.months, l.values));
  const allYears = [...new Set(years.flatMap((y) => [...y.keys()]))].sort();

  return (
    <>
      <figure className="sanctions-figure" data-testid="sanctions-chart-line">
        <figcaption className="sanctions-figure__title">{lineTitle}</figcaption>
        <ChartCanvas config={line} label={lineTitle} testId="sanctions-line-canvas" className="sanctions-chart" />
        <ChartTable
          corner={jurisdictionCol}
          columns={allYears}
          rows={added.lines.map((l, i) => ({ head: l.jurisdiction, cells: allYears.map((y) => { const v = years[i]?.get(y); return v === undefined ? "—" : num(v); }) }))}
        />
        <Sources series={added.lines.flatMap((l) => l.sources)} />
      </figure>

      <div className="sanctions-figures">
        <figure className="sanctions-figure" data-testid="sanctions-chart-bar">
          <figcaption className="sanctions-figure__title">{barTitle}</figcaption>
          <ChartCanvas config={bar} label={barTitle} testId="sanctions-bar-canvas" className="sanctions-chart" />
          <ChartTable
            corner={jurisdictionCol}
            columns={typeNames}
            rows={snaps.map((s) => ({ head: `${s.jurisdiction}, ${s.date}`, cells: TYPES.map((t) => num(s.byType[t])) }))}
          />
          <Sources series={snaps.flatMap((s) => s.sources)} />
        </figure>

        <figure className="sanctions-figure" data-testid="sanctions-chart-doughnut">
          <figcaption className="sanctions-figure__title">{doughnutTitle}</figcaption>
          <div className="sanctions-pick" role="group" aria-label={jurisdictionCol}>
            {snaps.map((s) => (
              <button
                key={s.jurisdiction}
                type="button"
                className="sanctions-pick__button"
                aria-pressed={s.jurisdiction === chosen?.jurisdiction}
                onClick={() => setPick(s.jurisdiction)}
              >
                {s.jurisdiction}
              </button>
            ))}
          </div>
          <ChartCanvas config={doughnut} label={doughnutTitle} testId="sanctions-doughnut-canvas" className="sanctions-chart" />
          {chosen ? <Sources series={chosen.sources} /> : null}
        </figure>
      </div>

      <section className="sanctions-not-counted" data-testid="sanctions-not-counted">
        <h3>{i18n._({ id: "sanctions.stats.notCounted", message: "Что здесь не учтено" })}</h3>
        <ul>
          {notCounted.map((t) => <li key={t}>{t}</li>)}
        </ul>
      </section>
    </>
  );
}

/** The month axis is labelled by year only (at each January), so it reads at 390 px too. */
const yearTick = (months: string[], i: number) => (months[i]?.endsWith("-01") ? months[i]!.slice(0, 4) : null);

type Snapshot = ReturnType<typeof latestSnapshots>[number];

/** The three chart configurations: monthly additions (line), listings by type (stacked bar), shares of types (doughnut). */
function chartConfigs(
  locale: string,
  added: ReturnType<typeof additionsByJurisdiction>,
  snaps: Snapshot[],
  chosen: Snapshot | undefined,
  typeNames: string[],
): [ChartConfiguration, ChartConfiguration, ChartConfiguration] {
  // Drawn at once: a chart that grows on every tab switch only delays the figure. Numbers as in
  // the tables (kk has no grouping of its own in every browser: it takes the Russian thin space).
  const base = baseOptions(locale);
  const ticks = { maxTicksLimit: MAX_TICKS, callback: (v: string | number) => (typeof v === "number" ? formatInt(locale, v) : v) };
  return [
    {
      type: "line",
      data: {
        labels: added.months,
        datasets: added.lines.map((l, i) => ({ label: l.jurisdiction, data: l.values, borderColor: colorAt(i), backgroundColor: colorAt(i), pointRadius: 0, spanGaps: false })),
      },
      options: { ...base, interaction: { mode: "index", intersect: false }, scales: { x: { ticks: { maxTicksLimit: MAX_TICKS, autoSkip: false, maxRotation: 0, callback: (_v: string | number, i: number) => yearTick(added.months, i) } }, y: { beginAtZero: true, ticks } } },
    },
    {
      type: "bar",
      data: {
        labels: snaps.map((s) => `${s.jurisdiction} ${s.date}`),
        datasets: TYPES.map((t, i) => ({ label: typeNames[i], data: snaps.map((s) => s.byType[t]), backgroundColor: colorAt(i) })),
      },
      options: { ...base, scales: { x: { stacked: true, ticks: { maxTicksLimit: MAX_TICKS } }, y: { stacked: true, beginAtZero: true, ticks } } },
    },
    {
      type: "doughnut",
      data: { labels: typeNames, datasets: [{ data: TYPES.map((t) => chosen?.byType[t] ?? 0), backgroundColor: TYPES.map((_, i) => colorAt(i)) }] },
      options: base,
    },
  ];
}

/** "Statistics": designations against Russia over time, by jurisdiction and target type. Loaded with its section. */
export default function Statistics() {
  const { i18n } = useLingui();
  const stats = useRussiaStats();
  return (
    <section className="sanctions-section" aria-labelledby="sanctions-stats-title">
      <h2 id="sanctions-stats-title" className="sanctions-section__title">{i18n._({ id: "sanctions.stats.title", message: "Санкции против России в цифрах" })}</h2>
      {stats.isError ? (
        <ErrorState text={i18n._({ id: "sanctions.stats.error", message: "Статистика не загрузилась. Повторите." })} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <SkeletonLines count={8} label={i18n._({ id: "sanctions.loading", message: "Загрузка" })} />
      ) : (
        <Charts series={stats.data.series} notCounted={stats.data.not_counted} />
      )}
    </section>
  );
}
