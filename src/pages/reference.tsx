import { useLingui } from "@lingui/react";
import { type KeyboardEvent, type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useAbbreviations, useCountries, useEttNotes, useInterpretationRules, useUnits } from "../api/lookups.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { ReferenceNav } from "../components/legal/ReferenceNav.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { type Column, formatInt, SortableTable } from "../components/reference/SortableTable.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import type { z } from "zod";
import type { countriesBody, ettNotesBody, unitsBody } from "../../core/contract/lookups.ts";

type Unit = z.infer<typeof unitsBody>["data"][number];
type EttNote = z.infer<typeof ettNotesBody>["data"][number];
type CountryRow = z.infer<typeof countriesBody>["data"][number];

const TABS = ["units", "abbreviations", "rules", "ett-notes", "countries"] as const;
type Tab = (typeof TABS)[number];

function initialTab(): Tab {
  const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return (TABS as readonly string[]).includes(hash) ? (hash as Tab) : "units";
}

/** Loading, failure and the table once the data is here. */
function Loaded<T>({ query, children }: { query: { data?: T; isPending: boolean; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (query.isError)
    return <ErrorState text={i18n._({ id: "reference.error", message: "Справочник не загрузился. Проверьте соединение и повторите." })} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <SkeletonLines count={8} label={i18n._({ id: "reference.loading", message: "Загрузка справочника" })} />;
  return <>{children(query.data)}</>;
}

function UnitsPanel() {
  const { i18n } = useLingui();
  const units = useUnits();
  const columns: Column<Unit>[] = [
    { key: "okei", label: i18n._({ id: "reference.units.okei", message: "Код ОКЕИ" }), sort: (u) => u.okei_code, render: (u) => <span className="code">{u.okei_code ?? "—"}</span>, numeric: true },
    { key: "symbol", label: i18n._({ id: "reference.units.symbol", message: "Обозначение" }), sort: (u) => u.symbol, render: (u) => u.symbol },
    { key: "name", label: i18n._({ id: "reference.units.name", message: "Наименование" }), sort: (u) => u.name, render: (u) => u.name },
    {
      key: "role",
      label: i18n._({ id: "reference.units.role", message: "Роль" }),
      sort: (u) => u.role,
      render: (u) =>
        u.role === "basic"
          ? i18n._({ id: "reference.units.basic", message: "основная" })
          : i18n._({ id: "reference.units.supplementary", message: "дополнительная" }),
    },
    { key: "codes", label: i18n._({ id: "reference.units.codes", message: "Кодов с этой единицей" }), sort: (u) => u.codes_using, render: (u) => (u.role === "basic" ? "—" : formatInt(i18n.locale, u.codes_using)), numeric: true },
  ];
  return (
    <>
      <p className="muted ref-intro">
        {i18n._({ id: "reference.units.intro", message: "Единицы измерения, применяемые в ТН ВЭД ЕАЭС, с кодами ОКЕИ. Масса нетто в килограммах указывается для всех товаров; дополнительная единица — только там, где её печатает тариф." })}
      </p>
      <Loaded query={units}>
        {(data) => <SortableTable columns={columns} rows={data} rowKey={(u) => u.symbol} caption={i18n._({ id: "reference.tab.units", message: "Единицы измерения" })} testId="ref-units" initialSort="okei" />}
      </Loaded>
    </>
  );
}

function AbbreviationsPanel() {
  const { i18n } = useLingui();
  const abbreviations = useAbbreviations();
  const columns: Column<{ abbr: string; meaning: string }>[] = [
    { key: "abbr", label: i18n._({ id: "reference.abbr.abbr", message: "Сокращение" }), sort: (a) => a.abbr, render: (a) => <b>{a.abbr}</b> },
    { key: "meaning", label: i18n._({ id: "reference.abbr.meaning", message: "Значение" }), sort: (a) => a.meaning, render: (a) => a.meaning },
  ];
  return (
    <>
      <p className="muted ref-intro">{i18n._({ id: "reference.abbr.intro", message: "Сокращения и символы, принятые в ТН ВЭД ЕАЭС (на русском языке, как в официальном тексте)." })}</p>
      <Loaded query={abbreviations}>
        {(data) => <SortableTable columns={columns} rows={data} rowKey={(a) => a.abbr} caption={i18n._({ id: "reference.tab.abbreviations", message: "Сокращения" })} testId="ref-abbreviations" />}
      </Loaded>
    </>
  );
}

function RulesPanel() {
  const { i18n } = useLingui();
  const rules = useInterpretationRules();
  return (
    <Loaded query={rules}>
      {(data) =>
        data ? (
          <section className="ref-rules" data-testid="ref-rules" lang="ru">
            {data.title && <h2>{data.title}</h2>}
            <div className="ref-rules-text">{data.text}</div>
          </section>
        ) : (
          <p>{i18n._({ id: "reference.rules.none", message: "Текста Основных правил интерпретации нет в загруженных данных." })}</p>
        )
      }
    </Loaded>
  );
}

function EttNotesPanel() {
  const { i18n } = useLingui();
  const notes = useEttNotes();
  const status = (s: string) =>
    s === "active"
      ? i18n._({ id: "reference.ett.active", message: "действует" })
      : s === "repealed"
        ? i18n._({ id: "reference.ett.repealed", message: "утратило силу" })
        : i18n._({ id: "reference.ett.missing", message: "текста нет в источнике" });
  const today = new Date().toISOString().slice(0, 10);
  // A note still printed as in force whose end date has passed no longer gives its rate.
  const shown = (n: EttNote) => {
    const end = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(n.valid_to ?? "");
    return n.status === "active" && end && `${end[3]}-${end[2]}-${end[1]}` < today ? "expired" : n.status;
  };
  const columns: Column<EttNote>[] = [
    { key: "id", label: i18n._({ id: "reference.ett.id", message: "№" }), sort: (n) => Number.parseInt(n.id, 10), render: (n) => <span className="code">{n.id})</span>, numeric: true },
    {
      key: "status",
      label: i18n._({ id: "reference.ett.status", message: "Статус" }),
      sort: (n) => shown(n),
      render: (n) => (
        <span className={`badge ref-status ref-status--${shown(n)}`}>
          {shown(n) === "expired" ? i18n._({ id: "reference.ett.expired", message: "срок истёк" }) : status(n.status)}
        </span>
      ),
    },
    { key: "rate", label: i18n._({ id: "reference.ett.rate", message: "Ставка" }), render: (n) => n.rate_text ?? "—" },
    { key: "from", label: i18n._({ id: "reference.ett.from", message: "С" }), render: (n) => n.valid_from ?? "—", className: "ref-date" },
    { key: "to", label: i18n._({ id: "reference.ett.to", message: "По" }), render: (n) => n.valid_to ?? "—", className: "ref-date" },
    {
      key: "scope",
      label: i18n._({ id: "reference.ett.scope", message: "Применяется" }),
      sort: (n) => (n.applies_to_kz ? 0 : 1),
      render: (n) =>
        n.scope === null ? (
          "—"
        ) : n.applies_to_kz ? (
          i18n._({ id: "reference.ett.scopeEaeu", message: "во всём ЕАЭС" })
        ) : (
          <span className="badge ref-ru-only">{i18n._({ id: "reference.ett.scopeRu", message: "только в России, не в Казахстане" })}</span>
        ),
    },
    { key: "codes", label: i18n._({ id: "reference.ett.codes", message: "Кодов" }), sort: (n) => n.codes, render: (n) => formatInt(i18n.locale, n.codes), numeric: true },
    { key: "text", label: i18n._({ id: "reference.ett.text", message: "Текст примечания" }), render: (n) => <span lang="ru" className="ref-note-text">{n.text ?? "—"}</span> },
  ];
  return (
    <>
      <p className="muted ref-intro">
        {i18n._({ id: "reference.ett.intro", message: "Примечания к ЕТТ ЕАЭС (редакция 21.09.2025): временные ставки, ставки только для ввоза в Россию и условия их применения. Знак у ставки в тарифе — номер примечания." })}
      </p>
      <Loaded query={notes}>
        {(data) => <SortableTable columns={columns} rows={data} rowKey={(n) => n.id} caption={i18n._({ id: "reference.tab.ett", message: "Примечания к ЕТТ" })} testId="ref-ett-notes" />}
      </Loaded>
    </>
  );
}

function CountriesPanel() {
  const { i18n } = useLingui();
  const countries = useCountries();
  const [filter, setFilter] = useState("");
  const [eaeuOnly, setEaeuOnly] = useState(false);
  const text = useDeferredValue(filter.trim().toLowerCase());
  const rows = useMemo(
    () =>
      (countries.data ?? []).filter(
        (c) =>
          (!eaeuOnly || c.eaeu_member) &&
          (text === "" || [c.name, c.name_ru, c.name_kk, c.name_en, c.iso2, c.iso3, c.iso_numeric].some((v) => v.toLowerCase().includes(text))),
      ),
    [countries.data, eaeuOnly, text],
  );
  const eaeu = i18n._({ id: "reference.countries.eaeu", message: "ЕАЭС" });
  const columns: Column<CountryRow>[] = [
    { key: "name", label: i18n._({ id: "reference.countries.name", message: "Страна" }), sort: (c) => c.name, render: (c) => c.name },
    { key: "iso2", label: "ISO alpha-2", sort: (c) => c.iso2, render: (c) => <span className="code">{c.iso2}</span> },
    { key: "iso3", label: "ISO alpha-3", sort: (c) => c.iso3, render: (c) => <span className="code">{c.iso3}</span> },
    { key: "num", label: i18n._({ id: "reference.countries.numeric", message: "Цифровой код" }), sort: (c) => c.iso_numeric, render: (c) => <span className="code">{c.iso_numeric}</span>, numeric: true },
    {
      key: "eaeu",
      label: eaeu,
      sort: (c) => (c.eaeu_member ? 0 : 1),
      render: (c) =>
        c.eaeu_member ? (
          <span className="badge ref-eaeu" data-testid="eaeu-flag">
            {i18n._({ id: "reference.countries.member", message: "член ЕАЭС" })}
            {c.eaeu_member_since && ` ${i18n._({ id: "reference.countries.since", message: "с {date}", values: { date: c.eaeu_member_since } })}`}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    { key: "other", label: i18n._({ id: "reference.countries.otherNames", message: "Другие названия" }), render: (c) => <span className="muted">{[c.name_ru, c.name_kk, c.name_en].filter((n) => n !== c.name).join(" · ")}</span> },
  ];
  return (
    <>
      <div className="ref-filter">
        <label className="ref-filter-field">
          <span>{i18n._({ id: "reference.countries.filter", message: "Найти страну" })}</span>
          <input
            className="input"
            type="search"
            value={filter}
            data-testid="countries-filter"
            placeholder={i18n._({ id: "reference.countries.filterHint", message: "название или код ISO" })}
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
        <label className="ref-check">
          <input type="checkbox" checked={eaeuOnly} data-testid="countries-eaeu-only" onChange={(e) => setEaeuOnly(e.target.checked)} />
          {i18n._({ id: "reference.countries.eaeuOnly", message: "Только страны ЕАЭС" })}
        </label>
      </div>
      <Loaded query={countries}>
        {() => (
          <>
            <p className="muted" role="status">
              {i18n._({ id: "reference.countries.count", message: "Показано стран: {count}", values: { count: formatInt(i18n.locale, rows.length) } })}
            </p>
            {rows.length === 0 ? (
              <p>{i18n._({ id: "reference.countries.none", message: "Таких стран нет. Измените запрос." })}</p>
            ) : (
              <SortableTable columns={columns} rows={rows} rowKey={(c) => c.iso2} caption={i18n._({ id: "reference.tab.countries", message: "Страны" })} testId="ref-countries" />
            )}
          </>
        )}
      </Loaded>
    </>
  );
}

export default function Page() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<Tab>(initialTab);
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // A link to another part (#countries) on this page switches the tab.
  useEffect(() => {
    const onHash = () => setTab(initialTab());
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  const labels: Record<Tab, string> = {
    units: i18n._({ id: "reference.tab.units", message: "Единицы измерения" }),
    abbreviations: i18n._({ id: "reference.tab.abbreviations", message: "Сокращения" }),
    rules: i18n._({ id: "reference.tab.rules", message: "Правила интерпретации (ОПИ)" }),
    "ett-notes": i18n._({ id: "reference.tab.ett", message: "Примечания к ЕТТ" }),
    countries: i18n._({ id: "reference.tab.countries", message: "Страны" }),
  };
  const choose = (next: Tab) => {
    setTab(next);
    window.history.replaceState(window.history.state, "", `#${next}`);
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
    <article className="page reference">
      <PageTitle />
      <ReferenceNav />
      <p className="lead">
        {i18n._({ id: "reference.lead", message: "Справочные таблицы ТН ВЭД ЕАЭС и ЕТТ ЕАЭС: единицы измерения, сокращения, правила интерпретации, примечания к тарифу и страны." })}
      </p>
      <div className="ref-tabs" role="tablist" aria-label={i18n._({ id: "reference.tabs", message: "Разделы справочника" })} onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => { refs.current[t] = el; }}
            type="button"
            role="tab"
            id={`ref-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`ref-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            data-testid={`ref-tab-${t}`}
            className="ref-tab"
            onClick={() => choose(t)}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`ref-panel-${tab}`} aria-labelledby={`ref-tab-${tab}`} className="ref-panel">
        {tab === "units" && <UnitsPanel />}
        {tab === "abbreviations" && <AbbreviationsPanel />}
        {tab === "rules" && <RulesPanel />}
        {tab === "ett-notes" && <EttNotesPanel />}
        {tab === "countries" && <CountriesPanel />}
      </div>
      <p className="muted ref-source">
        {i18n._({ id: "reference.source", message: "Источник: официальные тексты ЕЭК (ЕТТ ЕАЭС и ТН ВЭД ЕАЭС, Решение Совета ЕЭК № 80 от 14.09.2021 с изменениями); страны — ISO 3166-1." })}
      </p>
    </article>
  );
}
