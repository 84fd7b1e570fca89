import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type CompetitorsBody, type CounterpartyBody } from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { route, type Refusal } from "../../http/route.ts";
import { localeOf, translate } from "../../i18n.ts";
import { localName } from "./names.ts";
import { labelled, usd, wrongFilter } from "./trade.ts";
import type { GeoContext } from "./trade-geo.ts";
import { geoMessages, geoTexts } from "./trade-geo-texts.ts";
import type { LineFilters } from "./trade-repo.ts";

// GET /v1/competitors (who else trades the goods) and GET /v1/counterparty/info (one company at a glance).

export function companyRoutes(app: FastifyInstance, { answers, repo }: GeoContext) {
  const { cached } = answers;

  route(app, "competitors", async (request, reply) => {
    const q = request.query;
    if (await answers.unknownFilter(q, request, reply)) return reply;
    const locale = localeOf(request.headers.lang);
    const key = [locale, q.flow, q.year, q.region, q.country, q.code, q.exclude, q.limit].join("\0");
    return cached(`competitors\0${key}`, () =>
      competitors(locale, { flow: q.flow, year: q.year, region: q.region, country: q.country, code: q.code }, q.exclude, q.limit));
  }, { invalid: wrongFilter(geoTexts) });

  async function competitors(locale: Locale, f: LineFilters, exclude: string | undefined, limit: number): Promise<CompetitorsBody> {
    // One row more than asked, in case the excluded company is among them.
    const [page, excludeCodes] = await Promise.all([
      answers.companies(locale, f, { page: 1, limit: limit + 1, order: "desc" }),
      exclude === undefined ? 0 : repo.companyCodes(f, exclude),
    ]);
    const list = page.data.filter((c) => c.bin !== exclude).slice(0, limit);
    const shared = exclude === undefined ? null : await repo.sharedCodes(f, exclude, list.map((c) => c.bin));
    return {
      data: list.map((c) => ({
        bin: c.bin, name: c.name, region: c.region, value_usd: c.value_usd, share: c.share, lines: c.lines, codes: c.codes,
        shared_codes: shared === null ? null : (shared.get(c.bin) ?? 0),
      })),
      meta: {
        flow: f.flow, code: f.code ?? "", total: page.meta.total - (excludeCodes > 0 ? 1 : 0), total_usd: page.meta.total_usd,
        exclude: exclude ?? null, exclude_codes: excludeCodes,
      },
      source: page.source, demo: page.demo, demo_note: page.demo_note,
    };
  }

  /** This call's failures say `success: false` besides the message (spec §7). */
  const fail = (reply: FastifyReply, status: number, locale: Locale, message: MessageDescriptor, values?: Record<string, unknown>, errors?: Record<string, string[]>) =>
    reply.code(status).type("application/json; charset=utf-8")
      .send({ success: false, message: translate(locale, message, values), ...(errors ? { errors } : {}) });

  route(app, "counterpartyInfo", async (request, reply) => {
    const locale = localeOf(request.headers.lang);
    const { bin } = request.query;
    const body = await cached(`counterparty\0${locale}\0${bin}`, () => counterparty(locale, bin));
    return body ?? fail(reply, 404, locale, geoMessages.unknownBin, { bin });
  }, {
    invalid: ({ request, reply, issues }: Refusal) =>
      fail(reply, 422, localeOf(request.headers.lang), geoMessages.bin, undefined, { bin: issues.map((i) => i.message) }),
  });

  async function counterparty(locale: Locale, bin: string): Promise<CounterpartyBody | null> {
    const [found, regions] = await Promise.all([repo.counterparty(bin), answers.regionRows()]);
    if (!found) return null;
    const region = regions.find((r) => r.iso === found.region);
    const of = (flow: "import" | "export") => {
      const s = found.flows.find((x) => x.flow === flow);
      return s ? { value_usd: usd(s.cents), lines: s.lines, partners: s.partners, codes: s.codes, first_period: s.first, last_period: s.last } : null;
    };
    const latest = [...found.flows].sort((a, b) => b.last.localeCompare(a.last))[0]!;
    return {
      success: true,
      data: {
        bin, name: latest.name, region: { id: found.region, name: region ? localName(locale, region) : found.region },
        import: of("import"), export: of("export"),
        ...labelled(locale, { sources: [...new Set(found.flows.flatMap((x) => x.sources))].sort(), demo: found.flows.some((x) => x.demo) }),
      },
    };
  }
}
