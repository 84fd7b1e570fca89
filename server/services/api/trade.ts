import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { } from "zod";
import {
  type CompaniesBody, type CountryBody, type RegionsBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { ttlCache } from "../../http/cache.ts";
import { messages, sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf, translate } from "../../i18n.ts";
import { localName } from "./names.ts";
import type { LineFilters, TradeRepo } from "./trade-repo.ts";

// Trade analytics, first calls (issue 8): official partner figures as published, and company and region
// sums over declaration lines, each answer with its source and whether any line behind it is demo data.

export const tradeMessages = {
  year: /*i18n*/ { id: "error.trade.year", message: "Параметр year: год — четыре цифры, например 2024" },
  flow: /*i18n*/ { id: "error.trade.flow", message: "Параметр flow: import (импорт) или export (экспорт)" },
  region: /*i18n*/ { id: "error.trade.region", message: "Параметр region: код региона из справочника, например KZ-75" },
  country: /*i18n*/ { id: "error.trade.country", message: "Параметр country: двухбуквенный код страны ISO 3166-1, например CN" },
  code: /*i18n*/ { id: "error.trade.code", message: "Параметр code: начало кода ТН ВЭД, от 2 до 10 цифр" },
  page: /*i18n*/ { id: "error.trade.page", message: "Параметр page: номер страницы, целое число от 1" },
  limit: /*i18n*/ { id: "error.trade.limit", message: "Параметр limit: строк на странице, от 1 до 100" },
  order: /*i18n*/ { id: "error.trade.order", message: "Параметр order: desc (сначала крупные) или asc" },
  demo: /*i18n*/ {
    id: "trade.demo.note",
    message: "Демонстрационные данные: компании и декларации вымышлены, их суммы согласованы с официальными итогами БНС АСПиР РК по странам-партнёрам, годам и месяцам",
  },
} satisfies Record<string, MessageDescriptor>;

/** Reference data and declarations change only on import: answers are kept this long. */
const TTL_MS = 10 * 60_000;
const PARTNER_SOURCE = "via makenerzhan-gif/kazakhstan-economic-data models/gravity/panel.csv";

export const usd = (cents: number) => Math.round(cents) / 100;
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0);

/** An answer's `source`, `demo` and translated `demo_note` from the sources of its lines. */
export function labelled(locale: Locale, p: { sources: string[]; demo: boolean }) {
  return { source: p.sources.join("; "), demo: p.demo, demo_note: p.demo ? translate(locale, tradeMessages.demo) : null };
}

/** A filter query's refusal (http/route.ts): the 422's message names the first wrong field. */
export const wrongFilter = (texts: Record<string, MessageDescriptor> = tradeMessages) =>
  unprocessable(({ issues }) => texts[String(issues[0]?.path[0] ?? "")] ?? messages.validation);

export function tradeRoutes(app: FastifyInstance, repo: TradeRepo) {
  const { cached, unknownFilter, country, companies, regions } = tradeAnswers(repo);

  route(app, "tradeCountry", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    return cached(`country\0${locale}\0${q.year ?? ""}\0${q.flow}`, () => country(locale, q.year, q.flow));
  }, { invalid: wrongFilter() });

  for (const flow of ["import", "export"] as const) {
    route(app, flow === "import" ? "tradeImporters" : "tradeExporters", async (request, reply) => {
      const q = request.query;
      if (await unknownFilter(q, request, reply)) return reply;
      const locale = localeOf(request.headers.lang);
      const key = [flow, locale, q.year, q.region, q.country, q.code, q.page, q.limit, q.order].join("\0");
      return cached(`companies\0${key}`, () => companies(locale, { flow, year: q.year, region: q.region, country: q.country, code: q.code }, q));
    }, { invalid: wrongFilter() });
  }

  route(app, "tradeRegions", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    return cached(`regions\0${locale}\0${q.year ?? ""}\0${q.flow}`, () => regions(locale, { flow: q.flow, year: q.year }));
  }, { invalid: wrongFilter() });
}

/** The answers behind the trade calls, shared with their geography variants (trade-geo.ts). */
export function tradeAnswers(repo: TradeRepo) {
  const cache = ttlCache<unknown>({ max: 5_000, ttlMs: TTL_MS });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const countryRows = () => cached("countries", () => repo.countries());
  const regionRows = () => cached("regions", () => repo.regions());

  /** A region or country filter that names nothing we know: 422 naming it. */
  async function unknownFilter(f: { region?: string | undefined; country?: string | undefined }, request: FastifyRequest, reply: FastifyReply) {
    if (f.region !== undefined && !(await regionRows()).some((r) => r.iso === f.region)) {
      await sendError(request, reply, 422, tradeMessages.region, undefined, { region: ["unknown region"] });
      return true;
    }
    if (f.country !== undefined && !(await countryRows()).some((c) => c.iso2 === f.country)) {
      await sendError(request, reply, 422, tradeMessages.country, undefined, { country: ["unknown country"] });
      return true;
    }
    return false;
  }

  async function provenance(locale: Locale, f: LineFilters) {
    return labelled(locale, await repo.provenance(f));
  }

  async function country(locale: Locale, asked: number | undefined, flow: "import" | "export"): Promise<CountryBody> {
    const years = (await repo.partnerYears()).map((r) => r.year);
    const year = asked ?? years.at(-1) ?? 0;
    const [partners, annual, names] = await Promise.all([repo.partners(year), repo.annualTotal(year), countryRows()]);
    const byIso = new Map(names.map((c) => [c.iso2, c]));
    const value = (p: (typeof partners)[number]) => (flow === "export" ? p.exports : p.imports);
    const reported = partners.filter((p) => value(p) !== null);
    // The annual file is the monthly one summed: the year's total exists only for whole years.
    const total = annual?.completeYear ? (flow === "export" ? annual.exportsMillionUsd : annual.importsMillionUsd) * 1e6 : null;
    const listed = reported.reduce((s, p) => s + value(p)! * 1e6, 0);
    const data = reported
      .map((p) => {
        const c = byIso.get(p.iso2);
        const v = value(p)! * 1e6;
        return {
          iso2: p.iso2, iso3: p.iso3, name: c ? localName(locale, c) : p.iso2, value_usd: Math.round(v),
          share: ratio(v, total ?? listed), eaeu_member: c?.eaeuMember ?? false, source: p.source,
        };
      })
      .sort((a, b) => b.value_usd - a.value_usd || a.iso2.localeCompare(b.iso2));
    const bases = [...new Set(partners.map((p) => p.source))].sort();
    return {
      data,
      meta: { year, flow, years, total_usd: total === null ? null : Math.round(total), not_reported: partners.filter((p) => value(p) === null).map((p) => p.iso2).sort() },
      source: bases.length ? `${bases.join("; ")} (${PARTNER_SOURCE})` : "",
      demo: false,
    };
  }

  async function companies(locale: Locale, f: LineFilters, q: { page: number; limit: number; order: "desc" | "asc" }): Promise<CompaniesBody> {
    const [{ list, total, totalCents }, regions, prov] = await Promise.all([
      repo.companies(f, { offset: (q.page - 1) * q.limit, limit: q.limit, order: q.order }), regionRows(), provenance(locale, f),
    ]);
    const regionName = new Map(regions.map((r) => [r.iso, localName(locale, r)]));
    return {
      data: list.map((c) => ({
        bin: c.bin, name: c.name, region: { id: c.region, name: regionName.get(c.region) ?? c.region }, value_usd: usd(c.cents),
        share: ratio(c.cents, totalCents), net_weight_kg: Math.round(c.kg * 1000) / 1000, lines: c.lines, partners: c.partners, codes: c.codes,
      })),
      meta: { flow: f.flow, page: q.page, limit: q.limit, total, total_usd: usd(totalCents) },
      ...prov,
    };
  }

  async function regionsAnswer(locale: Locale, f: LineFilters): Promise<RegionsBody> {
    const [totals, regions, prov] = await Promise.all([repo.regionTotals(f), regionRows(), provenance(locale, f)]);
    const byId = new Map(totals.map((t) => [t.region, t]));
    const all = totals.reduce((s, t) => s + t.cents, 0);
    const data = regions
      .map((r) => {
        const t = byId.get(r.iso);
        return { id: r.iso, name: localName(locale, r), value_usd: usd(t?.cents ?? 0), share: ratio(t?.cents ?? 0, all), companies: t?.companies ?? 0, lines: t?.lines ?? 0 };
      })
      .sort((a, b) => b.value_usd - a.value_usd || a.id.localeCompare(b.id));
    return { data, meta: { flow: f.flow, year: f.year ?? null, total_usd: usd(all) }, ...prov };
  }

  return { cached, countryRows, regionRows, unknownFilter, provenance, country, companies, regions: regionsAnswer };
}
