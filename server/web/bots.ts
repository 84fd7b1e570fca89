// Crawlers and link previewers: they get a bare 404 for unknown paths, never the error page or script.
const BOT_UA = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headlesschrome\/.*bot|yandex|bingpreview|curl\/|wget\//i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_UA.test(userAgent);
}
