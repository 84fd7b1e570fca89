import { useLingui } from "@lingui/react";
import { useLocation } from "wouter";
import { AppLink } from "../../AppLink.tsx";
import { useFeaFilters } from "./useFeaFilters.ts";

const TABS = [
  { path: "/fea", label: /*i18n*/ { id: "fea.nav.overview", message: "Обзор" } },
  { path: "/fea/goods", label: /*i18n*/ { id: "fea.nav.goods", message: "Товары" } },
  { path: "/fea/regions", label: /*i18n*/ { id: "fea.nav.regions", message: "Регионы" } },
  { path: "/fea/countries", label: /*i18n*/ { id: "fea.nav.countries", message: "Страны" } },
  { path: "/fea/logistics", label: /*i18n*/ { id: "fea.nav.logistics", message: "Логистика" } },
];

/** The analytics views; a tab keeps the filters, so switching views keeps the question. */
export function FeaNav() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  const { query } = useFeaFilters();
  return (
    <nav className="fea-nav" aria-label={i18n._({ id: "fea.nav", message: "Разделы аналитики" })}>
      {TABS.map((t) => (
        <AppLink key={t.path} href={`${t.path}${query}`} className="fea-nav__tab" aria-current={location === t.path ? "page" : undefined}>
          {i18n._(t.label)}
        </AppLink>
      ))}
    </nav>
  );
}
