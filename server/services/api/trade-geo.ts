import type { FastifyInstance } from "fastify";
import {
  type MonitoringGraphBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import type { Db } from "../../db/connect.ts";
import { localeOf } from "../../i18n.ts";
import { labelled, tradeAnswers, usd, wrongFilter } from "./trade.ts";
import { tradeGeoRepo, type RangeFilters, type TradeGeoRepo } from "./trade-geo-repo.ts";
import { tradeRepo, type TradeRepo } from "./trade-repo.ts";
import { geoTexts } from "./trade-geo-texts.ts";
import { referenceRoutes } from "./trade-geo-reference.ts";
import { companyRoutes } from "./trade-geo-companies.ts";
import { customsAreaRoutes } from "./trade-geo-customs.ts";
import { route } from "../../http/route.ts";
import { cachedSender } from "./cached-send.ts";

// Trade analytics by geography and company (issue 8, spec §7): the monthly graphs and the export variants of
// /v1/regions and /v1/country here; references, company calls and customs areas in trade-geo-*.ts.

/** What every geography route works with: the trade calls' answers (and their cache) and both repos. */
export interface GeoContext {
  answers: ReturnType<typeof tradeAnswers>;
  trade: TradeRepo;
  repo: TradeGeoRepo;
}

export function tradeGeoRoutes(app: FastifyInstance, db: Db) {
  const trade = tradeRepo(db);
  const ctx: GeoContext = { answers: tradeAnswers(trade), trade, repo: tradeGeoRepo(db) };
  const { answers, repo } = ctx;
  const { cached } = answers;

  for (const flow of ["import", "export"] as const) {
    route(app, flow === "import" ? "importersGraph" : "exportersGraph", async (request, reply) => {
      const q = request.query;
      if (await answers.unknownFilter(q, request, reply)) return reply;
      const locale = localeOf(request.headers.lang);
      const years = await cached("official-years", () => repo.officialYears());
      const latest = years.at(-1) ?? new Date().getUTCFullYear();
      // One year wins; else the range asked, completed to three years back from its end or up to the latest year.
      const to = q.year ?? q.to ?? Math.max(q.from ?? latest, latest);
      const from = q.year ?? q.from ?? to - 2;
      const f: RangeFilters = { flow, from, to, region: q.region, country: q.country, code: q.code };
      return cached(`graph\0${[locale, flow, from, to, q.region, q.country, q.code].join("\0")}`, () => graph(locale, f, years));
    }, { invalid: wrongFilter(geoTexts) });
  }

  async function graph(locale: Locale, f: RangeFilters, years: number[]): Promise<MonitoringGraphBody> {
    const [official, declared] = await Promise.all([repo.officialMonths(f.from, f.to), repo.declaredMonths(f)]);
    const months = new Map<string, { official: number | null; cents: number; lines: number }>();
    for (const m of official) {
      // The file's thousands of USD carry three decimals: whole dollars.
      months.set(m.period, { official: Math.round((f.flow === "export" ? m.exportsThousandUsd : m.importsThousandUsd) * 1000), cents: 0, lines: 0 });
    }
    for (const d of declared) {
      const m = months.get(d.period) ?? { official: null, cents: 0, lines: 0 };
      m.cents += d.cents;
      m.lines += d.lines;
      months.set(d.period, m);
    }
    const data = [...months].sort(([a], [b]) => a.localeCompare(b))
      .map(([period, m]) => ({ period, official_usd: m.official, declared_usd: usd(m.cents), lines: m.lines }));
    return {
      data,
      meta: { flow: f.flow, from: f.from, to: f.to, years },
      official_source: [...new Set(official.map((m) => m.source))].sort().join("; "),
      ...labelled(locale, { sources: [...new Set(declared.map((d) => d.source))].sort(), demo: declared.some((d) => d.demo) }),
    };
  }

  route(app, "exportersRegions", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    return cached(`regions\0${locale}\0${q.year ?? ""}\0export`, () => answers.regions(locale, { flow: "export", year: q.year }));
  }, { invalid: wrongFilter() });

  route(app, "exportersCountry", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    return cached(`country\0${locale}\0${q.year ?? ""}\0export`, () => answers.country(locale, q.year, "export"));
  }, { invalid: wrongFilter() });

  // Sent as cached bytes: a profile under load showed this answer stringified and encoded again on every request.
  const send = cachedSender(cached, "geo");
  route(app, "countryCompanies", async (request, reply) => {
    const q = request.query;
    if (await answers.unknownFilter(q, request, reply)) return reply;
    await send("country-companies", request, reply, q, (locale) =>
      answers.companies(locale, { flow: q.flow, year: q.year, region: q.region, country: q.country, code: q.code }, q));
    return reply;
  }, { invalid: wrongFilter() });

  referenceRoutes(app, ctx);
  companyRoutes(app, ctx);
  customsAreaRoutes(app, ctx);
}
