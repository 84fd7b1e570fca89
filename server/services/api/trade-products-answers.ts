import type {
  CategoryInfoBody, FilterCountriesBody, FilterImportersBody, FilterRegionsBody, FilterYearsBody, GroupsBody, PriceCountriesBody, PricesBody, ProductsBody, SubcategoryBody, TreeStatisticsBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { localFullName, localName } from "./names.ts";
import { ratio, usd, type tradeAnswers } from "./trade.ts";
import type { FilterColumn, Names, PriceGroup, TradeProductsRepo } from "./trade-products-repo.ts";
import type { LineFilters } from "./trade-repo.ts";

type Shared = ReturnType<typeof tradeAnswers>;
type Order = "desc" | "asc";

const kg = (v: number) => Math.round(v * 1000) / 1000;
const nameOf = (locale: Locale, names: Names | null) => (names ? localName(locale, names) : null);
const filterKey = (f: LineFilters) => [f.flow, f.year, f.region, f.country, f.code].join("\0");

/** Price figures of a group: cents per kg become US dollars per kg. */
function priceSums(g: PriceGroup) {
  const perKg = g.weighedKg && g.weighedCents !== null
    ? { mean: g.weighedCents / g.weighedKg / 100, median: g.median! / 100, min: g.min! / 100, max: g.max! / 100 }
    : null;
  return { lines: g.lines, value_usd: usd(g.cents), net_weight_kg: kg(g.kg), usd_per_kg: perKg };
}

/** The bodies of the goods calls, built from the repository and the trade calls' shared reference rows. */
export function tradeProductsAnswers(repo: TradeProductsRepo, shared: Shared) {
  const { cached, provenance } = shared;
  const sections = () => cached("products\0sections", () => repo.sections());

  /** Every group of a level under the filters, largest first (cached without paging). */
  const codes = (f: LineFilters, level: number) =>
    cached(`products\0codes\0${level}\0${filterKey(f)}`, async () =>
      (await repo.codes(f, level)).sort((a, b) => b.cents - a.cents || a.code.localeCompare(b.code)));

  async function products(locale: Locale, f: LineFilters, q: { level: number; page: number; limit: number; order: Order }): Promise<ProductsBody> {
    const [all, prov] = await Promise.all([codes(f, q.level), provenance(locale, f)]);
    const total = all.reduce((s, g) => s + g.cents, 0);
    const ordered = q.order === "asc" ? [...all].reverse() : all;
    const page = ordered.slice((q.page - 1) * q.limit, q.page * q.limit);
    return {
      data: page.map((g) => ({
        code: g.code, name: nameOf(locale, g.names), value_usd: usd(g.cents), share: ratio(g.cents, total), net_weight_kg: kg(g.kg),
        companies: g.companies, lines: g.lines, partners: g.partners,
      })),
      meta: { flow: f.flow, level: q.level, page: q.page, limit: q.limit, total: all.length, total_usd: usd(total) },
      ...prov,
    };
  }

  /** One filter's values under the other filters, largest first (cached per filter set). */
  const values = (f: LineFilters, column: FilterColumn) =>
    cached(`products\0filter\0${column}\0${filterKey(f)}`, () => repo.filterValues(f, column));
  const sums = (v: { cents: number; lines: number }) => ({ value_usd: usd(v.cents), lines: v.lines });

  async function filterRegions(locale: Locale, f: LineFilters): Promise<FilterRegionsBody> {
    const [list, regions, prov] = await Promise.all([values(f, "region"), shared.regionRows(), provenance(locale, f)]);
    const names = new Map(regions.map((r) => [r.iso, localName(locale, r)]));
    return { data: list.map((v) => ({ id: v.key, name: names.get(v.key) ?? v.key, ...sums(v) })), meta: { flow: f.flow }, ...prov };
  }

  async function filterCountries(locale: Locale, f: LineFilters): Promise<FilterCountriesBody> {
    const [list, countries, prov] = await Promise.all([values(f, "country"), shared.countryRows(), provenance(locale, f)]);
    const names = new Map(countries.map((c) => [c.iso2, localName(locale, c)]));
    return { data: list.map((v) => ({ iso2: v.key, name: names.get(v.key) ?? v.key, ...sums(v) })), meta: { flow: f.flow }, ...prov };
  }

  /** The largest companies whose name contains `q` or whose BIN starts with it (JS lower-casing: the same on every collation). */
  async function filterImporters(locale: Locale, f: LineFilters, q: { q?: string | undefined; limit: number }): Promise<FilterImportersBody> {
    const [list, prov] = await Promise.all([values(f, "company"), provenance(locale, f)]);
    const needle = q.q?.toLocaleLowerCase("ru");
    const found = needle === undefined ? list : list.filter((v) => v.key.startsWith(needle) || v.name.toLocaleLowerCase("ru").includes(needle));
    return { data: found.slice(0, q.limit).map((v) => ({ bin: v.key, name: v.name, ...sums(v) })), meta: { flow: f.flow }, ...prov };
  }

  async function filterYears(locale: Locale, f: LineFilters): Promise<FilterYearsBody> {
    const [list, prov] = await Promise.all([values(f, "year"), provenance(locale, f)]);
    const data = list.map((v) => ({ year: Number(v.key), ...sums(v) })).sort((a, b) => a.year - b.year);
    return { data, meta: { flow: f.flow }, ...prov };
  }

  async function subcategory(locale: Locale, code: string, f: LineFilters): Promise<SubcategoryBody | null> {
    const node = await repo.node(code);
    if (!node) return null;
    // The tree changes only on import: a code's children are kept whatever the filters.
    const [children, lines, prov] = await Promise.all([
      cached(`products\0children\0${code}`, () => repo.children(code)), repo.byCodeAndCompany(f), provenance(locale, f),
    ]);
    const total = lines.reduce((s, l) => s + l.cents, 0);
    return {
      data: {
        code: node.code, name: localName(locale, node.names), kind: node.kind,
        children: children.map((c) => {
          const own = lines.filter((l) => l.code.startsWith(c.code));
          const cents = own.reduce((s, l) => s + l.cents, 0);
          return {
            code: c.code, name: localName(locale, c.names), kind: c.kind, has_children: c.hasChildren, value_usd: usd(cents),
            share: ratio(cents, total), net_weight_kg: kg(own.reduce((s, l) => s + l.kg, 0)), companies: new Set(own.map((l) => l.bin)).size,
            lines: own.reduce((s, l) => s + l.lines, 0),
          };
        }),
      },
      meta: { flow: f.flow, year: f.year ?? null, total_usd: usd(total) },
      ...prov,
    };
  }

  /** One code as a category of the analytics: its place in the tree and its trade under the filters; null when the tariff does not print it. */
  async function categoryInfo(locale: Locale, code: string, f: LineFilters): Promise<CategoryInfoBody | null> {
    const node = await repo.category(code);
    if (!node) return null;
    const under = { ...f, code };
    const [own, whole, years, list, prov] = await Promise.all([
      codes(under, code.length), codes({ ...f, code: undefined }, 2), values(under, "year"), sections(), provenance(locale, f),
    ]);
    const sum = own[0];
    const total = whole.reduce((s, g) => s + g.cents, 0);
    const section = list.find((s) => s.kind === "section" && s.section === node.section);
    return {
      data: {
        code: node.code, kind: node.kind, name: localName(locale, node.names), full_name: localFullName(locale, node.names).text,
        section: { id: node.section, name: section ? localName(locale, section.names) : node.section },
        path: node.ancestors.map((a) => ({ code: a.code, kind: a.kind, name: localName(locale, a.names) })),
        children: node.children,
        value_usd: usd(sum?.cents ?? 0), share: ratio(sum?.cents ?? 0, total), net_weight_kg: kg(sum?.kg ?? 0),
        companies: sum?.companies ?? 0, lines: sum?.lines ?? 0, partners: sum?.partners ?? 0,
        years: years.map((v) => ({ year: Number(v.key), ...sums(v) })).sort((a, b) => a.year - b.year),
      },
      meta: { flow: f.flow, year: f.year ?? null, total_usd: usd(total) },
      ...prov,
    };
  }

  async function groups(locale: Locale, f: LineFilters): Promise<GroupsBody> {
    const [list, sums, prov] = await Promise.all([sections(), repo.sectionSums(f), provenance(locale, f)]);
    const bySection = new Map(sums.map((s) => [s.section, s]));
    const total = sums.reduce((s, r) => s + r.cents, 0);
    return {
      data: list.filter((s) => s.kind === "section").map((s) => {
        const sum = bySection.get(s.section);
        return {
          section: s.section, name: localName(locale, s.names), value_usd: usd(sum?.cents ?? 0), share: ratio(sum?.cents ?? 0, total),
          companies: sum?.companies ?? 0, lines: sum?.lines ?? 0,
        };
      }),
      meta: { flow: f.flow, year: f.year ?? null, total_usd: usd(total) },
      ...prov,
    };
  }

  /** Sections → chapters, and the headings of the chapters when one section is asked; null when it does not exist. */
  async function treeStatistics(locale: Locale, f: LineFilters, section: string | undefined): Promise<TreeStatisticsBody | null> {
    const [list, headings, prov] = await Promise.all([sections(), codes(f, 4), provenance(locale, f)]);
    if (section !== undefined && !list.some((s) => s.kind === "section" && s.section === section)) return null;
    const total = headings.reduce((s, h) => s + h.cents, 0);
    const leaf = (code: string, name: string, cents: number) => ({ code, name, value_usd: usd(cents), share: ratio(cents, total) });
    const shown = list.filter((s) => section === undefined || s.section === section);
    const chapters = shown.filter((c) => c.kind === "chapter").map((c) => {
      // `codes` is sorted by value, so the headings come largest first.
      const under = headings.filter((h) => h.code.startsWith(c.code ?? "--"));
      const cents = under.reduce((s, h) => s + h.cents, 0);
      const named = leaf(c.code ?? "", localName(locale, c.names), cents);
      return {
        section: c.section, cents,
        chapter: section === undefined ? named : { ...named, headings: under.map((h) => leaf(h.code, nameOf(locale, h.names) ?? h.code, h.cents)) },
      };
    });
    return {
      data: shown.filter((s) => s.kind === "section").map((s) => {
        const own = chapters.filter((c) => c.section === s.section);
        const cents = own.reduce((sum, c) => sum + c.cents, 0);
        return { section: s.section, name: localName(locale, s.names), value_usd: usd(cents), share: ratio(cents, total), chapters: own.map((c) => c.chapter) };
      }),
      meta: { flow: f.flow, year: f.year ?? null, total_usd: usd(total) },
      ...prov,
    };
  }

  async function prices(locale: Locale, f: LineFilters & { code: string }): Promise<PricesBody> {
    const [months, units, prov] = await Promise.all([repo.prices(f, "period"), repo.unitPrices(f), provenance(locale, f)]);
    return {
      data: months.map((m) => ({
        period: m.key, ...priceSums(m),
        per_unit: units.filter((u) => u.period === m.key).map((u) => ({ unit: u.unit, lines: u.lines, quantity: u.quantity, usd_per_unit: u.cents / u.quantity / 100 })),
      })),
      meta: { flow: f.flow, code: f.code },
      ...prov,
    };
  }

  async function priceCountries(locale: Locale, f: LineFilters & { code: string }): Promise<PriceCountriesBody> {
    const [partners, countries, prov] = await Promise.all([repo.prices(f, "partner_iso2"), shared.countryRows(), provenance(locale, f)]);
    const byIso = new Map(countries.map((c) => [c.iso2, c]));
    return {
      data: partners.map((p) => {
        const c = byIso.get(p.key);
        return { iso2: p.key, name: c ? localName(locale, c) : p.key, ...priceSums(p) };
      }),
      meta: { flow: f.flow, code: f.code },
      ...prov,
    };
  }

  return { products, filterRegions, filterCountries, filterImporters, filterYears, subcategory, categoryInfo, groups, treeStatistics, prices, priceCountries };
}
