import { useLingui } from "@lingui/react";
import Cookies from "js-cookie";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { splitLocale } from "../../core/routes.ts";
import { activateLocale } from "./catalogs.ts";

/** The spec's locale cookie: a year, whole site, SameSite=Lax. */
const COOKIE_DAYS = 365;

/**
 * Keeps Lingui on the locale of the address (the path prefix is the only source of truth),
 * and mirrors the shown locale into <html lang> and the `locale` cookie.
 * Must sit outside the locale nests so it sees the full path.
 */
export function LocaleSync() {
  const [location] = useLocation();
  const { locale } = splitLocale(location);
  const { i18n } = useLingui();

  useEffect(() => {
    activateLocale(locale).catch(() => undefined);
  }, [locale]);

  const shown = i18n.locale;
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    Cookies.set("locale", shown, { expires: COOKIE_DAYS, path: "/", sameSite: "Lax" });
  }, [shown]);

  return null;
}
