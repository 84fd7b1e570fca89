// The National Bank of Kazakhstan's daily official rates (`get_rates.cfm?fdate=DD.MM.YYYY`, XML):
// <rates><item><title>USD</title><description>470.12</description><quant>1</quant>…</item>…</rates>.

export interface NbkFeedOptions {
  /** Feed address; empty: the feed is off. */
  url: string;
  timeoutMs?: number;
  /** How long a failure keeps the feed off, so an offline server does not wait on every calculation. */
  pauseMs?: number;
  now?: () => number;
}

/** KZT per unit of each currency the XML lists (description / quant). */
export function parseNbkRates(xml: string): Map<string, number> {
  const rates = new Map<string, number>();
  const field = (item: string, tag: string) => new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`).exec(item)?.[1] ?? "";
  for (const [, item] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const currency = field(item!, "title");
    const rate = Number(field(item!, "description").replace(",", "."));
    const quant = Number(field(item!, "quant") || "1");
    // 12 significant digits drop the float noise of the division (660.4 / 10 = 66.03999999999999).
    if (/^[A-Z]{3}$/.test(currency) && rate > 0 && quant > 0 && Number.isFinite(rate / quant)) rates.set(currency, Number((rate / quant).toPrecision(12)));
  }
  return rates;
}

/** YYYY-MM-DD → DD.MM.YYYY, the feed's date. */
const feedDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export function nbkFeed(opts: NbkFeedOptions) {
  const { url, timeoutMs = 2_000, pauseMs = 5 * 60_000, now = Date.now } = opts;
  let offUntil = 0;
  const pending = new Map<string, Promise<Map<string, number> | null>>();

  async function fetchDay(day: string): Promise<Map<string, number> | null> {
    try {
      const address = new URL(url);
      address.searchParams.set("fdate", feedDate(day));
      const res = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`NBK feed answered ${res.status}`);
      return parseNbkRates(await res.text());
    } catch {
      offUntil = now() + pauseMs;
      return null;
    }
  }

  return {
    enabled: url !== "",
    /** The day's rates; null when the feed is off, failing, or paused after a failure. */
    day(day: string): Promise<Map<string, number> | null> {
      if (!url || now() < offUntil) return Promise.resolve(null);
      let p = pending.get(day);
      if (!p) {
        p = fetchDay(day).finally(() => pending.delete(day));
        pending.set(day, p);
      }
      return p;
    },
  };
}
export type NbkFeed = ReturnType<typeof nbkFeed>;
