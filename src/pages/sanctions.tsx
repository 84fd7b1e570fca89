import { useLingui } from "@lingui/react";
import { type KeyboardEvent, lazy, Suspense, useRef } from "react";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { useLocation, useSearch } from "wouter";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The two searches come to life at the reader's first touch or key (their query statechart brings xstate);
// the statistics load with their tab, and chart.js when a chart comes into view.
const CodeLookup = lazyUntilInteraction(() => import("../components/sanctions/CodeLookup.tsx").then((m) => ({ default: m.CodeLookup })));
const Screening = lazyUntilInteraction(() => import("../components/sanctions/Screening.tsx").then((m) => ({ default: m.Screening })));
const Statistics = lazy(() => import("../components/sanctions/Statistics.tsx"));

const TABS = ["code", "counterparty", "statistics"] as const;
type Tab = (typeof TABS)[number];

/** /sanctions: by code, by counterparty, statistics against Russia (issue #7). The tab is in the address (`?tab=`). */
export default function Page() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const asked = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : params.has("q") ? "counterparty" : "code";
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const labels: Record<Tab, string> = {
    code: i18n._({ id: "sanctions.tab.code", message: "По коду товара" }),
    counterparty: i18n._({ id: "sanctions.tab.counterparty", message: "По контрагенту" }),
    statistics: i18n._({ id: "sanctions.tab.statistics", message: "Статистика" }),
  };
  const choose = (next: Tab) => {
    const p = new URLSearchParams(search);
    p.set("tab", next);
    navigate(`${location}?${p.toString()}`, { replace: true });
  };
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = e.key === "ArrowRight" ? TABS[(i + 1) % TABS.length] : e.key === "ArrowLeft" ? TABS[(i + TABS.length - 1) % TABS.length] : undefined;
    if (!next) return;
    e.preventDefault();
    choose(next);
    refs.current[next]?.focus();
  };
  return (
    <article className="page sanctions">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "sanctions.lead",
          message: "Можно ли отгрузить этот товар и кому: меры ЕС по коду, проверка компаний и людей по спискам OFAC, ООН, Великобритании и ЕС, статистика санкций против России.",
        })}
      </p>
      <div className="ref-tabs" role="tablist" aria-label={i18n._({ id: "sanctions.tabs", message: "Разделы страницы санкций" })} onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => { refs.current[t] = el; }}
            type="button"
            role="tab"
            id={`sanctions-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`sanctions-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            data-testid={`sanctions-tab-${t}`}
            className="ref-tab"
            onClick={() => choose(t)}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`sanctions-panel-${tab}`} aria-labelledby={`sanctions-tab-${tab}`} className="sanctions-panel">
        <Suspense fallback={<SkeletonLines count={8} label={i18n._({ id: "sanctions.loading", message: "Загрузка" })} />}>
          {tab === "code" && <CodeLookup />}
          {tab === "counterparty" && <Screening />}
          {tab === "statistics" && <Statistics />}
        </Suspense>
      </div>
      <p className="muted sanctions-disclaimer">
        {i18n._({
          id: "sanctions.disclaimer",
          message: "Справка, а не юридическое заключение: списки и приложения — копии на указанные даты. Казахстан эти санкции не вводил, но они действуют для контрагентов из ЕС, США и Великобритании.",
        })}
      </p>
    </article>
  );
}
