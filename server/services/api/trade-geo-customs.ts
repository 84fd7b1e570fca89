import type { FastifyInstance } from "fastify";
import {
  type CustomsAreaBody, type CustomsDirectoryBody, type CustomsFiltersBody,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { localeOf, translate } from "../../i18n.ts";
import { localName } from "./names.ts";
import { labelled, wrongFilter } from "./trade.ts";
import type { GeoContext } from "./trade-geo.ts";
import { departmentRegionRu, geoMessages } from "./trade-geo-texts.ts";
import { route } from "../../http/route.ts";

// GET /v1/customs-area, /directory and /filters. Declarations carry no customs-post field; a Kazakh declaration
// is cleared by the State Revenue Department of a region, so each region's department is the customs area,
// and every answer says so (`basis`).

export function customsAreaRoutes(app: FastifyInstance, { answers, repo }: GeoContext) {
  const { cached } = answers;

  async function departments(locale: Locale) {
    return (await answers.regionRows()).map((r) => {
      const regionName = localName(locale, r);
      const inName = locale === "ru" ? (departmentRegionRu[r.iso] ?? r.nameRu) : regionName;
      return { id: r.iso, name: translate(locale, geoMessages.department, { region: inName }), region: { id: r.iso, name: regionName } };
    });
  }

  route(app, "customsAreaDirectory", async (request) => {
    const locale = localeOf(request.headers.lang);
    return cached(`customs-directory\0${locale}`, async (): Promise<CustomsDirectoryBody> =>
      ({ data: await departments(locale), basis: translate(locale, geoMessages.customsBasis) }));
  });

  route(app, "customsArea", async (request, reply) => {
    const q = request.query;
    if (await answers.unknownFilter(q, request, reply)) return reply;
    const locale = localeOf(request.headers.lang);
    return cached(`customs-area\0${[locale, q.flow, q.year, q.country, q.code].join("\0")}`, async (): Promise<CustomsAreaBody> => {
      // The regions' answer under the same filters, each region named as its department.
      const [regions, list] = await Promise.all([
        answers.regions(locale, { flow: q.flow, year: q.year, country: q.country, code: q.code }), departments(locale),
      ]);
      const byId = new Map(list.map((d) => [d.id, d]));
      const { data, meta, ...prov } = regions;
      return {
        data: data.map((r) => ({
          id: r.id, name: byId.get(r.id)?.name ?? r.name, region: { id: r.id, name: r.name },
          value_usd: r.value_usd, lines: r.lines, companies: r.companies, share: r.share,
        })),
        meta,
        basis: translate(locale, geoMessages.customsBasis),
        ...prov,
      };
    });
  }, { invalid: wrongFilter() });

  route(app, "customsAreaFilters", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    return cached(`customs-filters\0${locale}\0${q.flow ?? ""}`, async (): Promise<CustomsFiltersBody> => {
      const [values, countries, regions] = await Promise.all([repo.lineValues(q.flow), answers.countryRows(), answers.regionRows()]);
      const byIso = new Map(countries.map((c) => [c.iso2, c]));
      const named = [...new Set(values.map((v) => v.country))].map((iso2) => {
        const c = byIso.get(iso2);
        return { iso2, name: c ? localName(locale, c) : iso2 };
      });
      return {
        data: {
          years: [...new Set(values.map((v) => v.year))].sort((a, b) => b - a),
          flows: q.flow ? [q.flow] : ["import", "export"],
          countries: named.sort((a, b) => a.name.localeCompare(b.name, locale) || a.iso2.localeCompare(b.iso2)),
          regions: regions.map((r) => ({ id: r.iso, name: localName(locale, r) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
        },
        ...labelled(locale, { sources: [...new Set(values.map((v) => v.source))].sort(), demo: values.some((v) => v.demo) }),
      };
    });
  }, { invalid: wrongFilter() });
}
