import { useLingui } from "@lingui/react";
import { useSiteInfo } from "../api/site.ts";
import { routeByKey, routeTitle } from "../app/routeTitle.ts";
import { AppLink } from "../components/AppLink.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { PaidBadge } from "../components/PaidBadge.tsx";
import { SearchBox } from "../components/search/SearchBox.tsx";

/** Routes shown as tiles: every one a working section; the paid ones say so. */
const TILES = ["tree", "calculator", "custom", "sanctions", "exportTariff", "trackContainer", "importerCard", "fea", "reference"];

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
  return (
    <div className="hero-search" role="search">
      <SearchBox size="hero" />
      <p className="hero-hint">
        {i18n._({
          id: "home.search.hintSmart",
          message: "Слово, название товара или код: «ноутбук», «пшеница», 8471. Полный код из 10 цифр с Enter открывает карточку кода.",
        })}
      </p>
    </div>
  );
}

/** "Тариф ЕАЭС по состоянию на 08.03.2026" and the data version: the dates of the data behind the sections. */
function DataDates() {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  const version = site.data?.data_version;
  const asOf = site.data?.tariff_as_of;
  if (!version && !asOf) return null;
  // dd.mm.yyyy as the tariff prints it in ru and kk (Intl has no reliable kk pattern); words in en.
  const date = asOf
    ? i18n.locale === "en"
      ? i18n.date(new Date(`${asOf}T00:00:00Z`), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
      : asOf.split("-").reverse().join(".")
    : null;
  return (
    <p className="hero-data" data-testid="data-dates">
      {date && (
        <span>
          {i18n._({
            id: "home.tariffAsOf",
            message: "Тариф ЕАЭС по состоянию на {date}",
            values: { date },
          })}
        </span>
      )}
      {version && <span>{i18n._({ id: "footer.dataVersion", message: "Версия данных: {version}", values: { version } })}</span>}
    </p>
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
          <DataDates />
        </div>
      </section>
      <section className="container tiles-section" aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="section-title">
          {i18n._({ id: "home.sections", message: "Разделы" })}
        </h2>
        <ul className="tiles">
          {TILES.map((key) => (
            <li key={key} className="tile">
              <AppLink href={routeByKey(key).path} className="tile-link">
                <span className="tile-title">{i18n._(routeTitle(key))}</span>
                <span className="tile-line">{lines[key]}</span>
                <PaidBadge route={routeByKey(key)} />
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
