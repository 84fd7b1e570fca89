import { CODE_STATISTIC_TOP } from "../../../core/contract/index.ts";
import type {
  CodeStatisticBody, CustomsPostsBody, DeliveryBasesBody, DeliveryTransportsBody, PostRegionsBody, TransportAnalyticsBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { localName } from "./names.ts";
import { ratio, usd, type tradeAnswers } from "./trade.ts";
import type { KeySums, LogisticsColumn, LogisticsRepo } from "./logistics-repo.ts";
import type { LineFilters } from "./trade-repo.ts";

type Shared = ReturnType<typeof tradeAnswers>;

const kg = (v: number) => Math.round(v * 1000) / 1000;
const filterKey = (f: LineFilters, post?: string) => [f.flow, f.year, f.region, f.country, f.code, post].join("\0");

/** Rows with their shares of the rows' total, and the meta of the answer (lines naming no key apart). */
function split(list: KeySums[], flow: LineFilters["flow"]) {
  const named = list.filter((s): s is KeySums & { key: string } => s.key !== null);
  const total = named.reduce((a, s) => a + s.cents, 0);
  const unspecified = list.find((s) => s.key === null)?.cents ?? 0;
  const byKey = new Map(named.map((s) => [s.key, s]));
  const sums = (key: string) => {
    const s = byKey.get(key);
    return { value_usd: usd(s?.cents ?? 0), share: ratio(s?.cents ?? 0, total), net_weight_kg: kg(s?.kg ?? 0), lines: s?.lines ?? 0 };
  };
  return { named, sums, meta: { flow, total_usd: usd(total), unspecified_usd: usd(unspecified) } };
}

const largestFirst = <T extends { value_usd: number; code: string }>(a: T, b: T) => b.value_usd - a.value_usd || a.code.localeCompare(b.code);

/** The bodies of the logistics calls, from the repository and the trade calls' shared reference rows and cache. */
export function logisticsAnswers(repo: LogisticsRepo, shared: Shared) {
  const { cached, provenance } = shared;
  const modes = () => cached("logistics\0modes", () => repo.modes());
  const terms = () => cached("logistics\0terms", () => repo.terms());
  const posts = () => cached("logistics\0posts", () => repo.posts());
  const byKey = (f: LineFilters, column: LogisticsColumn, post?: string) =>
    cached(`logistics\0sums\0${column}\0${filterKey(f, post)}`, () => repo.byKey(f, column, post));

  /** Whether a post id is on the list (an unknown one is a 422, not an empty answer). */
  const knownPost = async (code: string) => (await posts()).some((p) => p.code === code);

  async function bases(locale: Locale, f: LineFilters): Promise<DeliveryBasesBody> {
    const [list, all, prov] = await Promise.all([byKey(f, "terms"), terms(), provenance(locale, f)]);
    const { named, sums, meta } = split(list, f.flow);
    const info = new Map(all.map((t) => [t.code, t]));
    const data = named.map((s) => {
      const t = info.get(s.key);
      return { code: s.key, name: t ? localName(locale, t) : s.key, group: t?.group ?? "", transport: t?.transport ?? "", ...sums(s.key) };
    });
    return { data: data.sort(largestFirst), meta, ...prov };
  }

  async function transports(locale: Locale, f: LineFilters): Promise<DeliveryTransportsBody> {
    const [list, all, prov] = await Promise.all([byKey(f, "mode"), modes(), provenance(locale, f)]);
    const { named, sums, meta } = split(list, f.flow);
    const info = new Map(all.map((m) => [m.code, m]));
    const data = named.map((s) => {
      const m = info.get(s.key);
      return { code: s.key, name: m ? localName(locale, m) : s.key, group: m?.group ?? "other", ...sums(s.key) };
    });
    return { data: data.sort(largestFirst), meta, ...prov };
  }

  /** Per month, each key's sums and share of the month; `names` gives the keys' names. */
  async function monthly(locale: Locale, f: LineFilters, column: "mode" | "post", post?: string): Promise<TransportAnalyticsBody> {
    const [months, list, ref, prov] = await Promise.all([
      repo.monthly(f, column, post), byKey(f, column, post), column === "mode" ? modes() : posts(), provenance(locale, f),
    ]);
    const byPeriod = new Map<string, typeof months>();
    for (const m of months) byPeriod.set(m.period, [...(byPeriod.get(m.period) ?? []), m]);
    const data = [...byPeriod].map(([period, items]) => {
      const total = items.reduce((a, s) => a + s.cents, 0);
      return {
        period, total_usd: usd(total),
        items: items.map((s) => ({ code: s.key, value_usd: usd(s.cents), share: ratio(s.cents, total), net_weight_kg: kg(s.kg), lines: s.lines })),
      };
    });
    const names = new Map(ref.map((r) => [r.code, localName(locale, r)]));
    const keys = [...new Set(months.map((m) => m.key))].sort().map((code) => ({ code, name: names.get(code) ?? code }));
    return { data, keys, meta: split(list, f.flow).meta, ...prov };
  }

  async function customsPosts(locale: Locale, f: LineFilters): Promise<CustomsPostsBody> {
    const [list, all, regions, prov] = await Promise.all([byKey(f, "post"), posts(), shared.regionRows(), provenance(locale, f)]);
    const { sums, meta } = split(list, f.flow);
    const regionName = new Map(regions.map((r) => [r.iso, localName(locale, r)]));
    const data = all.map((p) => ({
      code: p.code, name: localName(locale, p), type: p.type, region: p.region, region_name: regionName.get(p.region) ?? p.region,
      border: p.border, lat: p.lat, lon: p.lon, hours: p.hours, source_url: p.sourceUrl, ...sums(p.code),
    }));
    return { data: data.sort(largestFirst), meta, ...prov };
  }

  async function postRegions(locale: Locale, f: LineFilters): Promise<PostRegionsBody> {
    const [list, all, regions, prov] = await Promise.all([byKey(f, "post"), posts(), shared.regionRows(), provenance(locale, f)]);
    const { named, meta } = split(list, f.flow);
    const regionOf = new Map(all.map((p) => [p.code, p.region]));
    const acc = new Map<string, { posts: number; cents: number; kg: number; lines: number }>();
    for (const p of all) {
      const a = acc.get(p.region) ?? { posts: 0, cents: 0, kg: 0, lines: 0 };
      acc.set(p.region, { ...a, posts: a.posts + 1 });
    }
    for (const s of named) {
      const a = acc.get(regionOf.get(s.key) ?? "");
      if (a) acc.set(regionOf.get(s.key)!, { ...a, cents: a.cents + s.cents, kg: a.kg + s.kg, lines: a.lines + s.lines });
    }
    const total = [...acc.values()].reduce((t, a) => t + a.cents, 0);
    const regionName = new Map(regions.map((r) => [r.iso, localName(locale, r)]));
    const data = [...acc].map(([id, a]) => ({
      id, name: regionName.get(id) ?? id, posts: a.posts, value_usd: usd(a.cents), share: ratio(a.cents, total), net_weight_kg: kg(a.kg), lines: a.lines,
    }));
    return { data: data.sort((a, b) => b.value_usd - a.value_usd || a.id.localeCompare(b.id)), meta, ...prov };
  }

  /** The largest modes, terms and posts of one code (the answers above, cut to their top rows). */
  async function codeStatistic(locale: Locale, f: LineFilters & { code: string }): Promise<CodeStatisticBody> {
    const [m, t, p] = await Promise.all([transports(locale, f), bases(locale, f), customsPosts(locale, f)]);
    const cut = (rows: { code: string; name: string; value_usd: number; share: number; lines: number }[]) =>
      rows.filter((r) => r.lines > 0).slice(0, CODE_STATISTIC_TOP).map(({ code, name, value_usd, share }) => ({ code, name, value_usd, share }));
    // Every line of the code, whether it names a mode or not.
    const all = await byKey(f, "mode");
    return {
      data: {
        code: f.code, lines: all.reduce((a, s) => a + s.lines, 0), value_usd: usd(all.reduce((a, s) => a + s.cents, 0)), modes: cut(m.data), terms: cut(t.data), posts: cut(p.data),
      },
      meta: { flow: f.flow },
      source: m.source, demo: m.demo, demo_note: m.demo_note,
    };
  }

  return { bases, transports, monthly, customsPosts, postRegions, knownPost, codeStatistic };
}
