import { LOCALES, ROUTES, localePath } from "../../core/routes.ts";
// The services' addresses: answers for programs, nothing to index.
import { SERVICE_PREFIXES } from "./spa.ts";

/**
 * Pages that are one user's own or need a signed-in, paying user: the profile section, the
 * favourites list and the importer card's wizard steps (`/importer-card` itself, which says what the
 * card is, stays open). A crawler would find only a sign-in prompt there, in every language. A shared
 * code group (`/groups/<token>`) is a user's list passed by link, not a page to index; nor is an alert
 * mail's unsubscribe page (`/unsubscribe?token=…`).
 */
const PERSONAL_PREFIXES = ["/profile", "/favourites", "/importer-card/", "/groups/", "/unsubscribe"];

/** Path prefixes crawlers are asked to keep out of, as robots.txt matches them (from the start). */
export const DISALLOWED_PREFIXES: readonly string[] = [
  ...SERVICE_PREFIXES,
  ...PERSONAL_PREFIXES.flatMap((prefix) => LOCALES.map((locale) => localePath(locale, prefix))),
];

const isDisallowed = (path: string) => DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The route table's pages for a sitemap, without locale prefix: fixed addresses open to crawlers. */
export const SITEMAP_PAGES: readonly string[] = ROUTES.map((route) => route.path).filter((path) => !path.includes(":") && !isDisallowed(path));

/** robots.txt: everything but the disallowed prefixes, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
