import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../../core/routes.ts";

// One chunk per locale: a visitor downloads only the catalog of the language they read.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../locales/ru/messages.ts"),
  kk: () => import("../../locales/kk/messages.ts"),
  en: () => import("../../locales/en/messages.ts"),
};

const pending = new Map<Locale, Promise<void>>();

/** Loads a locale's catalog once; later calls share the same promise. */
export function loadCatalog(locale: Locale): Promise<void> {
  let p = pending.get(locale);
  if (!p) {
    p = loaders[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed download may succeed later (flaky network): forget it so the next call retries.
    p.catch(() => pending.delete(locale));
    pending.set(locale, p);
  }
  return p;
}

/** A catalog that arrived with the server's HTML: loaded and activated, with no download. */
export function provideCatalog(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
  pending.set(locale, Promise.resolve());
}

let wanted: Locale | null = null;

/** Loads and activates a locale; when calls overlap, the last one asked for wins. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await loadCatalog(locale);
  if (wanted === locale && i18n.locale !== locale) i18n.activate(locale);
}

/** Warms a catalog (a language link under the pointer) without activating it. */
export function prefetchCatalog(locale: Locale): void {
  loadCatalog(locale).catch(() => undefined);
}
