/**
 * Intl formatters, made once per locale and options and then reused. Building one costs far more
 * than using it (a DateTimeFormat with a time zone loads that zone's rules): the code card formats
 * dozens of figures and the date of today on every render, and on a slow phone making a new
 * formatter each time held the main thread for tens of milliseconds during hydration.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  // The options are literals in the callers, so a handful of keys ever exist.
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numbers, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));
