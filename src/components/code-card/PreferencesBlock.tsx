import { useLingui } from "@lingui/react";
import { useState } from "react";
import { usePreferenceCountries } from "../../api/code-info.ts";
import { ErrorState } from "../ErrorState.tsx";
import type { PreferenceTariffData } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { FallbackBadge } from "./CodeHeader.tsx";
import { formatDate, formatNumber, formatPercent } from "./format.ts";
import { SourceLine } from "./Source.tsx";

type I18nT = ReturnType<typeof useLingui>["i18n"];
type Category = PreferenceTariffData["categories"][number];

function categoryLabel(i18n: I18nT, c: Category["category"]): string {
  switch (c) {
    case "eaeu_origin":
      return i18n._({ id: "card.pref.eaeu", message: "Товары происхождения из ЕАЭС" });
    case "developing":
      return i18n._({ id: "card.pref.developing", message: "Развивающиеся страны" });
    case "least_developed":
      return i18n._({ id: "card.pref.leastDeveloped", message: "Наименее развитые страны" });
    case "other":
      return i18n._({ id: "card.pref.other", message: "Прочие страны" });
  }
}

function statusLabel(i18n: I18nT, status: string): string {
  switch (status) {
    case "developing":
      return i18n._({ id: "card.pref.status.developing", message: "развивающаяся" });
    case "least_developed":
      return i18n._({ id: "card.pref.status.leastDeveloped", message: "наименее развитая" });
    case "excluded":
      return i18n._({ id: "card.pref.status.excluded", message: "исключена из списка" });
    default:
      return i18n._({ id: "card.pref.status.notConfirmed", message: "статус не подтверждён" });
  }
}

/** The duty a preference category pays: a percent where the rate is ad valorem, else the share of the ETT rate. */
function treatmentFigure(i18n: I18nT, c: Category): string | null {
  if (c.factor_of_ett === 0) return i18n._({ id: "card.pref.free", message: "без пошлины" });
  if (c.factor_of_ett === 1) return i18n._({ id: "card.pref.ettRate", message: "ставка ЕТТ" });
  if (c.ad_valorem_pct !== null) return formatPercent(i18n.locale, c.ad_valorem_pct);
  if (c.factor_of_ett !== null)
    return i18n._({ id: "card.pref.factor", message: "{factor} × ставка ЕТТ", values: { factor: formatNumber(i18n.locale, c.factor_of_ett) } });
  return null;
}

/** The countries whose status a source states, with the source of the list. */
function PreferenceCountries() {
  const { i18n } = useLingui();
  const countries = usePreferenceCountries(true);
  if (countries.isPending)
    return (
      <p className="card-list__text" role="status" aria-busy="true">
        {i18n._({ id: "common.loading", message: "Загрузка…" })}
      </p>
    );
  if (countries.isError)
    return (
      <ErrorState
        text={i18n._({ id: "card.pref.countriesError", message: "Не удалось загрузить список стран. Проверьте соединение и повторите." })}
        onRetry={() => void countries.refetch()}
      />
    );
  return (
    <>
      <ul className="card-countries">
        {countries.data.map((country) => (
          <li key={country.iso2}>
            <span lang={country.name.lang}>{country.name.text}</span> <FallbackBadge text={country.name} /> —{" "}
            {statusLabel(i18n, country.status)}
            {country.status_since
              ? ` ${i18n._({ id: "card.valid.from", message: "с {from}", values: { from: formatDate(i18n.locale, country.status_since) } })}`
              : ""}
          </li>
        ))}
      </ul>
      {countries.data[0] ? <SourceLine source={countries.data[0].source} /> : null}
    </>
  );
}

/** Tariff preferences: EAEU origin, developing and least developed countries (the country list is partial). */
export function PreferencesBlock({ preferences }: { preferences: PreferenceTariffData }) {
  const { i18n } = useLingui();
  // The country list is the same for every code: it is fetched the first time the list is opened.
  const [opened, setOpened] = useState(false);
  return (
    <CardBlock id="preferences" title={i18n._({ id: "card.pref.title", message: "Тарифные преференции" })} testId="card-preferences">
      <ul className="card-list">
        {preferences.categories.map((c) => {
          const figure = treatmentFigure(i18n, c);
          return (
            <li key={c.category} className="card-list__item" data-testid={`card-pref-${c.category}`}>
              <p className="card-list__title">
                {categoryLabel(i18n, c.category)}
                {figure ? (
                  <>
                    {": "}
                    <span className="card-rate__value card-rate__value--medium">{figure}</span>
                  </>
                ) : null}
              </p>
              <p className="card-list__text">{c.message}</p>
              {c.conditions ? <p className="card-list__scope">{c.conditions}</p> : null}
              <SourceLine source={c.source} />
            </li>
          );
        })}
      </ul>
      {preferences.countries_known > 0 ? (
        <details className="card-sub card-more" onToggle={(e) => setOpened(opened || e.currentTarget.open)} data-testid="card-pref-countries">
          <summary>
            {i18n._({ id: "card.pref.countries", message: "Страны, статус которых известен ({n})", values: { n: preferences.countries_known } })}
          </summary>
          {!preferences.countries_complete ? (
            <p className="card-list__text">
              {i18n._({ id: "card.pref.partial", message: "Список неполный: статус страны, которой здесь нет, неизвестен." })}
            </p>
          ) : null}
          {opened ? <PreferenceCountries /> : null}
        </details>
      ) : null}
    </CardBlock>
  );
}
