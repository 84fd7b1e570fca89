import { useLingui } from "@lingui/react";
import { Link, useLocation, useSearch } from "wouter";
import { prefetchCatalog } from "../../i18n/catalogs.ts";
import { type Locale, LOCALES, localePath } from "../../../core/routes.ts";

// Each language is named in itself, as language pickers do; these are not translated. The link's
// name starts with the short form it shows (WCAG 2.5.3: "click en" works by voice), then the full name.
const LANGS: Record<Locale, { short: string; name: string }> = {
  ru: { short: "ru", name: "Русский" },
  kk: { short: "қаз", name: "Қазақша" },
  en: { short: "en", name: "English" },
};

/** ru / қаз / en: the same page (path and query) under another locale prefix. */
export function LangSwitch() {
  const { i18n } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : "";
  return (
    <div className="lang-switch" data-testid="lang-switch" role="group" aria-label={i18n._({ id: "header.language", message: "Язык" })}>
      {LOCALES.map((l) => (
        <Link
          key={l}
          // `~` leaves the current locale nest: the target carries its own prefix.
          href={`~${localePath(l, path)}${query}`}
          data-testid={`lang-${l}`}
          lang={l}
          hrefLang={l}
          aria-current={i18n.locale === l ? "true" : undefined}
          onMouseEnter={() => prefetchCatalog(l)}
          onFocus={() => prefetchCatalog(l)}
        >
          {LANGS[l].short}
          <span className="visually-hidden"> {LANGS[l].name}</span>
        </Link>
      ))}
    </div>
  );
}
