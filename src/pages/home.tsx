import { useLingui } from "@lingui/react";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { useSiteInfo } from "../api/site.ts";
import { routeByKey, routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { digitsOnly } from "../components/codeFormat.ts";
import { PageTitle } from "../components/PageTitle.tsx";

/** Routes shown as tiles, and whether the section already works (the rest say so). */
const TILES: { key: string; ready: boolean }[] = [
  { key: "tree", ready: true },
  { key: "calculator", ready: false },
  { key: "custom", ready: false },
  { key: "sanctions", ready: false },
  { key: "exportTariff", ready: false },
  { key: "trackContainer", ready: false },
  { key: "importerCard", ready: false },
  { key: "fea", ready: false },
  { key: "reference", ready: false },
];

function useTileLines(): Record<string, string> {
  const { i18n } = useLingui();
  return {
    tree: i18n._({ id: "home.tile.tree", message: "Коды товаров по разделам и группам, от раздела до десятизначного кода." }),
    calculator: i18n._({ id: "home.tile.calculator", message: "Пошлина, НДС, акциз и таможенный сбор для вашего товара." }),
    custom: i18n._({ id: "home.tile.custom", message: "Ставки, ограничения и меры по одному коду товара." }),
    sanctions: i18n._({ id: "home.tile.sanctions", message: "Товары и компании в санкционных списках." }),
    exportTariff: i18n._({ id: "home.tile.exportTariff", message: "Вывозные таможенные пошлины Казахстана." }),
    trackContainer: i18n._({ id: "home.tile.trackContainer", message: "Где сейчас контейнер и когда он прибудет." }),
    importerCard: i18n._({ id: "home.tile.importerCard", message: "Сведения об импортёре, собранные по шагам." }),
    fea: i18n._({ id: "home.tile.fea", message: "Импорт и экспорт Казахстана по товарам, регионам и странам." }),
    reference: i18n._({ id: "home.tile.reference", message: "Страны, единицы измерения, сокращения и примечания." }),
  };
}

function HeroSearch() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const hintId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = digitsOnly(query);
    // Name search is a later issue; a full code already opens in the tree.
    navigate(digits.length === 10 ? `/tree?code=${digits}` : "/tree");
  };

  return (
    <form className="hero-search" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="hero-label">
        {i18n._({ id: "home.search.label", message: "Код ТН ВЭД ЕАЭС" })}
      </label>
      <div className="hero-row">
        <input
          id={inputId}
          type="search"
          inputMode="numeric"
          autoComplete="off"
          className="input input--code"
          placeholder="0101 21 000 0"
          aria-describedby={hintId}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {i18n._({ id: "home.search.submit", message: "Найти" })}
        </button>
      </div>
      <p id={hintId} className="hero-hint">
        {i18n._({
          id: "home.search.hint",
          message: "Код из 10 цифр откроется в дереве ТН ВЭД ЕАЭС. Поиск по названию товара появится позже.",
        })}
      </p>
    </form>
  );
}

function DataVersionLine() {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  const version = site.data?.data_version;
  if (!version) return null;
  return (
    <p className="hero-data">{i18n._({ id: "footer.dataVersion", message: "Версия данных: {version}", values: { version } })}</p>
  );
}

export default function Page() {
  const { i18n } = useLingui();
  const lines = useTileLines();
  return (
    <>
      <section className="hero">
        <div className="container">
          <PageTitle className="hero-title" />
          <p className="hero-lead">
            {i18n._({
              id: "home.lead",
              message: "Таможенный справочник Казахстана для брокеров, импортёров и экспортёров: коды ТН ВЭД ЕАЭС, ставки и их источники.",
            })}
          </p>
          <HeroSearch />
          <DataVersionLine />
        </div>
      </section>
      <section className="container tiles-section" aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="section-title">
          {i18n._({ id: "home.sections", message: "Разделы" })}
        </h2>
        <ul className="tiles">
          {TILES.map((t) => (
            <li key={t.key} className="tile">
              <AppLink href={routeByKey(t.key).path} className="tile-link">
                <span className="tile-title">{i18n._(routeTitle(t.key))}</span>
                <span className="tile-line">{lines[t.key]}</span>
                {!t.ready && (
                  <span className="badge badge--soon">{i18n._({ id: "home.soon", message: "В разработке" })}</span>
                )}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
