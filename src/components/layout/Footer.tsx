import { useLingui } from "@lingui/react";
import { useSiteInfo } from "../../api/site.ts";
import { ROUTES } from "../../../core/routes.ts";
import { AppLink } from "../AppLink.tsx";
import { ServiceList } from "../ServiceList.tsx";
import { ColourModeSelect } from "./ColourModeSelect.tsx";

const pick = (...keys: string[]) => keys.map((k) => ROUTES.find((r) => r.key === k)).filter((r) => r !== undefined);

const SECTIONS = pick("fea", "tree", "reference", "changes", "sanctions", "calculator", "custom", "exportTariff", "trackContainer", "importerCard");
const PORTAL = pick("tariffs", "totalServices", "allServices", "vacancy", "apiDescription", "flows");
const DOCUMENTS = pick("userAgreements", "privacyPolicy", "termsOfUsage", "contacts");

function DataVersion() {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  if (site.isPending) return null;
  const version = site.data?.data_version;
  return (
    <p>
      {version
        ? i18n._({ id: "footer.dataVersion", message: "Версия данных: {version}", values: { version } })
        : i18n._({ id: "footer.noData", message: "Версия данных пока не известна: данные не загружены." })}
    </p>
  );
}

/** Sections, sibling services, legal pages and where the data comes from. */
export function Footer() {
  const { i18n } = useLingui();
  const column = (title: string, routes: typeof SECTIONS) => (
    <nav className="footer-col" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {routes.map((r) => (
          <li key={r.key}>
            <AppLink href={r.path}>{i18n._(r.title)}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {column(i18n._({ id: "footer.sections", message: "Разделы" }), SECTIONS)}
        <div className="footer-col">
          <h2>{i18n._({ id: "footer.services", message: "Сервисы" })}</h2>
          <ServiceList />
        </div>
        {column(i18n._({ id: "footer.portal", message: "Портал" }), PORTAL)}
        {column(i18n._({ id: "footer.documents", message: "Документы" }), DOCUMENTS)}
        <section className="footer-col footer-sources" id="data-sources" aria-labelledby="data-sources-title">
          <h2 id="data-sources-title">{i18n._({ id: "footer.sources", message: "Источники данных" })}</h2>
          <p>
            {i18n._({
              id: "footer.source.tariff",
              message: "Коды и наименования — ТН ВЭД ЕАЭС, ставки ввозных пошлин — ЕТТ ЕАЭС (решение Совета ЕЭК № 80 от 14.09.2021, с изменениями).",
            })}
          </p>
          <p>
            {i18n._({ id: "footer.source.hs", message: "Наименования на английском — описания Гармонизированной системы 2022 (UN Comtrade)." })}
          </p>
          <DataVersion />
          <ColourModeSelect />
          <p className="muted">
            {i18n._({ id: "footer.disclaimer", message: "Сведения справочные: перед декларированием сверяйте их с официальными актами." })}
          </p>
        </section>
      </div>
    </footer>
  );
}
