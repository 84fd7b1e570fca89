import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  referenceQuery, type CountryReferenceBody, type RegionReferenceBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { send422 } from "../../http/validate.ts";
import { localeOf, translate } from "../../i18n.ts";
import { localName } from "./names.ts";
import { ratio, usd, wrongFilter } from "./trade.ts";
import type { GeoContext } from "./trade-geo.ts";
import type { Top } from "./trade-geo-repo.ts";
import type { CompanyAgg, LineFilters } from "./trade-repo.ts";
import { geoMessages, preferenceLabels } from "./trade-geo-texts.ts";

// GET /v1/reference/region/{id} and /v1/reference/country/{id}: the reference row with its official figures,
// and the largest partners, codes and companies of its declaration lines for a year and flow.

const TOP = 10;
type ReferenceQuery = z.infer<typeof referenceQuery>;
const millions = (v: number | null) => (v === null ? null : Math.round(v * 1e6));

export function referenceRoutes(app: FastifyInstance, { answers, trade, repo }: GeoContext) {
  const { cached } = answers;

  /** Top codes with their ТН ВЭД names and shares of `totalCents`. */
  const codeRows = (locale: Locale, tops: Top[], totalCents: number) =>
    tops.map((t) => ({
      code: t.key,
      name: t.nameRu === null ? null : localName(locale, { nameRu: t.nameRu, nameKk: t.nameKk, nameEn: t.nameEn }),
      value_usd: usd(t.cents),
      share: ratio(t.cents, totalCents),
    }));
  const companyRows = (list: CompanyAgg[], totalCents: number) =>
    list.map((c) => ({ bin: c.bin, name: c.name, value_usd: usd(c.cents), share: ratio(c.cents, totalCents) }));
  const topCompanies = (f: LineFilters) => trade.companies(f, { offset: 0, limit: TOP, order: "desc" });

  /**
   * GET /v1/reference/{kind}/{id}: the id checked (422 naming it, before the query's 422 naming its field) and
   * looked up (404), the answer built once per locale, year and flow.
   */
  function reference<R>(
    kind: "region" | "country", texts: { badId: MessageDescriptor; unknown: MessageDescriptor },
    find: (id: string) => Promise<R | undefined>, build: (locale: Locale, row: R, q: ReferenceQuery) => Promise<unknown>,
  ) {
    const byField = wrongFilter();
    route(app, kind === "region" ? "regionReference" : "countryReference", async (request, reply) => {
      const { params: p, query: q } = request;
      const row = await find(p.id);
      if (row === undefined) return sendError(request, reply, 404, texts.unknown, { id: p.id });
      const locale = localeOf(request.headers.lang);
      return cached(`ref-${kind}\0${locale}\0${p.id}\0${q.year ?? ""}\0${q.flow}`, () => build(locale, row, q));
    }, { invalid: (refusal) => (refusal.part === "params" ? send422(refusal.request, refusal.reply, refusal.issues, texts.badId) : byField(refusal)) });
  }

  reference("region", { badId: geoMessages.regionId, unknown: geoMessages.unknownRegion },
    async (id) => (await answers.regionRows()).find((r) => r.iso === id),
    async (locale, region, q): Promise<RegionReferenceBody> => {
      const f: LineFilters = { flow: q.flow, year: q.year, region: region.iso };
      const [totals, partners, codes, companies, countries, prov] = await Promise.all([
        trade.regionTotals({ flow: q.flow, year: q.year }), repo.top(f, "partner", TOP), repo.top(f, "code", TOP), topCompanies(f),
        answers.countryRows(), answers.provenance(locale, f),
      ]);
      const own = totals.find((t) => t.region === region.iso) ?? { cents: 0, companies: 0, lines: 0 };
      const all = totals.reduce((s, t) => s + t.cents, 0);
      const countryById = new Map(countries.map((c) => [c.iso2, c]));
      return {
        data: {
          id: region.iso, name: localName(locale, region), names: { ru: region.nameRu, kk: region.nameKk, en: region.nameEn },
          type: region.type === "city" ? "city" : "region",
          // No Kazakh names of the centres are published: Kazakh pages show the Russian one.
          admin_center: locale === "en" ? (region.adminCenterEn ?? region.adminCenterRu) : region.adminCenterRu,
          area_km2: region.areaKm2, kato_prefix: region.katoPrefix,
          trade: {
            flow: q.flow, year: q.year ?? null, total_usd: usd(own.cents), share: ratio(own.cents, all), companies: own.companies, lines: own.lines,
            partners: partners.map((p) => {
              const c = countryById.get(p.key);
              return { iso2: p.key, name: c ? localName(locale, c) : p.key, value_usd: usd(p.cents), share: ratio(p.cents, own.cents) };
            }),
            codes: codeRows(locale, codes, own.cents),
            companies_top: companyRows(companies.list, own.cents),
          },
        },
        ...prov,
      };
    });

  reference("country", { badId: geoMessages.countryId, unknown: geoMessages.unknownCountry },
    async (id) => (await answers.countryRows()).find((c) => c.iso2 === id),
    async (locale, country, q): Promise<CountryReferenceBody> => {
      const f: LineFilters = { flow: q.flow, year: q.year, country: country.iso2 };
      const [annual, average, preference, summary, codes, companies, prov] = await Promise.all([
        repo.partnerAnnual(country.iso2), repo.partnerAverage(country.iso2), repo.preference(country.iso2), repo.summary(f),
        repo.top(f, "code", TOP), topCompanies(f), answers.provenance(locale, f),
      ]);
      const label = preference ? preferenceLabels[preference.status] : undefined;
      return {
        data: {
          iso2: country.iso2, iso3: country.iso3, iso_numeric: country.isoNumeric, name: localName(locale, country),
          names: { ru: country.nameRu, kk: country.nameKk, en: country.nameEn },
          eaeu_member: country.eaeuMember, eaeu_member_since: country.eaeuMemberSince,
          preference: preference && {
            status: preference.status, status_label: label ? translate(locale, label) : preference.status, since: preference.statusSince,
            previous_status: preference.previousStatus, legal_act: preference.legalAct, source_url: preference.sourceUrl,
            verification: preference.verification, note: preference.note,
          },
          annual: annual.map((a) => ({ year: a.year, imports_usd: millions(a.importsMusd), exports_usd: millions(a.exportsMusd), source: a.source })),
          average_2023_2025: average && {
            imports_usd: millions(average.importsMusd)!, exports_usd: millions(average.exportsMusd)!,
            turnover_usd: millions(average.turnoverMusd)!, source: average.source,
          },
          trade: {
            flow: q.flow, year: q.year ?? null, total_usd: usd(summary.cents), companies: summary.companies, lines: summary.lines,
            codes: codeRows(locale, codes, summary.cents), companies_top: companyRows(companies.list, summary.cents),
          },
        },
        ...prov,
      };
    });
}
