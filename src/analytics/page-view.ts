import type { MessageDescriptor } from "@lingui/core";
import { portalName } from "../i18n/shared.ts";
import { type Locale, matchPattern, ROUTES, splitLocale } from "../../core/routes.ts";

/** One page view as the Google Tag Manager container reads it from `window.dataLayer`. */
export interface PageViewEvent {
  event: "page_view";
  /** Path with its query string, locale prefix included. */
  page_path: string;
  page_location: string;
  page_title: string;
  language: Locale;
}

export interface DataLayer {
  push: (entry: object) => unknown;
}

type Translate = (message: MessageDescriptor) => string;

/**
 * The title of a page as useDocumentTitle writes it ("<route> — <portal>"), from the route table:
 * a lazy page sets document.title only once its chunk has loaded, after the view is reported.
 */
export function pageTitle(pathname: string, translate: Translate): string {
  const route = ROUTES.find((r) => matchPattern(r.path, splitLocale(pathname).path));
  return route ? `${translate(route.title)} — ${translate(portalName)}` : translate(portalName);
}

/** The page view of an address. */
export function pageView(url: URL, translate: Translate): PageViewEvent {
  return {
    event: "page_view",
    page_path: url.pathname + url.search,
    page_location: url.href,
    page_title: pageTitle(url.pathname, translate),
    language: splitLocale(url.pathname).locale,
  };
}

/** Pushes each page view once: a re-render (or React's development double effects) on the same address adds none. */
export function pageViewTracker(layer: DataLayer): (view: PageViewEvent) => boolean {
  let last: string | null = null;
  return (view) => {
    if (view.page_location === last) return false;
    last = view.page_location;
    layer.push(view);
    return true;
  };
}
