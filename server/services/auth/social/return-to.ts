/**
 * Where to send the browser after social sign-in: a path on this site, never another site
 * (an open redirect would lend this site's name to phishing). Anything else is the home page.
 */
export function safeReturnTo(publicUrl: string, candidates: (string | undefined)[]): string {
  const origin = new URL(publicUrl).origin;
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return url.pathname + url.search + url.hash;
    } catch {
      // not a URL: try the next candidate
    }
  }
  return "/";
}

/** The page's locale from its path prefix (/kk/…, /en/…; Russian has none). */
export const localeOfPath = (path: string) => (/^\/(kk|en)(\/|$|\?|#)/.exec(path)?.[1] as "kk" | "en" | undefined) ?? "ru";

export function withError(path: string, error: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("social_error", error);
  return url.pathname + url.search + url.hash;
}
