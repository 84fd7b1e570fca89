import { useLingui } from "@lingui/react";
import { useId, useState, type FormEvent } from "react";
import { useFilterOptions, type TradeFilters } from "../../../api/trade.ts";
import { normalizeCode } from "./filters.ts";
import { useFeaFilters } from "./useFeaFilters.ts";
import { intlLocale } from "../../../i18n/intl-locale.ts";

export type FilterField = "year" | "flow" | "region" | "country" | "code";
const ALL_FIELDS: FilterField[] = ["year", "flow", "region", "country", "code"];

/** A select whose current value stays listed even when the other filters leave it no lines. */
function options<T extends { value: string; label: string }>(list: T[], current: string | undefined): { value: string; label: string }[] {
  return current && !list.some((o) => o.value === current) ? [{ value: current, label: current }, ...list] : list;
}

/** The code filter: 2–10 digits, applied on Enter or the button; a wrong code says why and is not sent. */
function CodeFilter({ code, onApply }: { code: string | undefined; onApply: (code: string | undefined) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(code ?? "");
  const [error, setError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim() === "") return onApply(undefined);
    const digits = normalizeCode(draft);
    setError(digits === null);
    if (digits !== null) onApply(digits);
  };
  return (
    <form className="fea-field fea-field--code" onSubmit={submit} noValidate>
      <label htmlFor={id}>{i18n._({ id: "fea.filter.code", message: "Код ТН ВЭД" })}</label>
      <div className="fea-code">
        <input
          id={id}
          className="input input--code"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          placeholder="8703"
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="fea-filter-code"
          onChange={(e) => {
            setDraft(e.target.value);
            setError(false);
          }}
        />
        <button type="submit" className="button">{i18n._({ id: "fea.filter.apply", message: "Применить" })}</button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {i18n._({ id: "fea.filter.code.invalid", message: "Код — от 2 до 10 цифр" })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The analytics filters, fed by the server (years, regions and partners with lines under the other
 * filters) and written to the address. `years` replaces the server's years (the official tables' years on
 * the overview); `fallbackYear` is shown when no year is chosen and removes "every year".
 */
export function FilterBar({ fields = ALL_FIELDS, years, fallbackYear }: { fields?: FilterField[]; years?: number[]; fallbackYear?: number }) {
  const { i18n } = useLingui();
  const { filters, set } = useFeaFilters();
  const show = (f: FilterField) => fields.includes(f);
  const server = useFilterOptions(filters, { years: show("year") && !years, regions: show("region"), countries: show("country") });
  const id = useId();
  const yearList = years ?? server.years.data?.data.map((y) => y.year).toSorted((a, b) => b - a) ?? [];
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, intlLocale(i18n.locale));
  const regionList = (server.regions.data?.data.map((r) => ({ value: r.id, label: r.name })) ?? []).toSorted(byName);
  const countryList = (server.countries.data?.data.map((c) => ({ value: c.iso2, label: c.name })) ?? []).toSorted(byName);
  const select = (key: keyof TradeFilters, value: string) => set({ [key]: value === "" ? undefined : value });

  return (
    <div className="fea-filters" role="search" aria-label={i18n._({ id: "fea.filters", message: "Фильтры" })} data-testid="fea-filters">
      {show("year") ? (
        <div className="fea-field">
          <label htmlFor={`${id}-year`}>{i18n._({ id: "fea.filter.year", message: "Год" })}</label>
          <select
            id={`${id}-year`}
            className="input"
            data-testid="fea-filter-year"
            value={String(filters.year ?? fallbackYear ?? "")}
            onChange={(e) => set({ year: e.target.value === "" ? undefined : Number(e.target.value) })}
          >
            {fallbackYear === undefined ? <option value="">{i18n._({ id: "fea.filter.year.all", message: "Все годы" })}</option> : null}
            {options(yearList.map((y) => ({ value: String(y), label: String(y) })), filters.year?.toString()).map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        </div>
      ) : null}
      {show("flow") ? (
        <div className="fea-field">
          <label htmlFor={`${id}-flow`}>{i18n._({ id: "fea.filter.flow", message: "Направление" })}</label>
          <select id={`${id}-flow`} className="input" data-testid="fea-filter-flow" value={filters.flow} onChange={(e) => select("flow", e.target.value)}>
            <option value="import">{i18n._({ id: "fea.flow.import", message: "Импорт" })}</option>
            <option value="export">{i18n._({ id: "fea.flow.export", message: "Экспорт" })}</option>
          </select>
        </div>
      ) : null}
      {show("region") ? (
        <div className="fea-field">
          <label htmlFor={`${id}-region`}>{i18n._({ id: "fea.filter.region", message: "Регион" })}</label>
          <select id={`${id}-region`} className="input" data-testid="fea-filter-region" value={filters.region ?? ""} onChange={(e) => select("region", e.target.value)}>
            <option value="">{i18n._({ id: "fea.filter.region.all", message: "Все регионы" })}</option>
            {options(regionList, filters.region).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      ) : null}
      {show("country") ? (
        <div className="fea-field">
          <label htmlFor={`${id}-country`}>{i18n._({ id: "fea.filter.country", message: "Страна-партнёр" })}</label>
          <select id={`${id}-country`} className="input" data-testid="fea-filter-country" value={filters.country ?? ""} onChange={(e) => select("country", e.target.value)}>
            <option value="">{i18n._({ id: "fea.filter.country.all", message: "Все страны" })}</option>
            {options(countryList, filters.country).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      ) : null}
      {show("code") ? <CodeFilter key={filters.code ?? ""} code={filters.code} onApply={(code) => set({ code })} /> : null}
    </div>
  );
}
