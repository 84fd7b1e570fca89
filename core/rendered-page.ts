import type { Locale } from "./routes.ts";

/** What the page's <head> says: the full title and the meta description. */
export interface PageHead {
  /** The full document title, "<title> — <portal name>". */
  title: string;
  description: string | null;
}

/**
 * What the server-rendering entry (built from `src/entry-server.tsx`) answers for one URL: the one
 * surface between the server and the views, so both sides agree on it without importing each other.
 */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The JSON of the server state (catalog and answers), safe inside a script element. */
  state: string;
  head: PageHead | null;
  locale: Locale;
  /** The route key of the page, or null for the not-found page. */
  routeKey: string | null;
  /** Errors React met while rendering (those parts render in the browser instead). */
  errors: unknown[];
}
