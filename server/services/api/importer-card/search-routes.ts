import type { FastifyInstance } from "fastify";
import { type ImporterScope } from "../../../../core/contract/importer-search.ts";
import type { Locale } from "../../../../core/routes.ts";
import type { Db } from "../../../db/connect.ts";
import { kzRegions } from "../../../db/schema.ts";
import { ttlCache } from "../../../http/cache.ts";
import { sendError } from "../../../http/errors.ts";
import { route } from "../../../http/route.ts";
import { unprocessable } from "../../../http/validate.ts";
import { localeOf, translate } from "../../../i18n.ts";
import { localName } from "../names.ts";
import { tradeMessages } from "../trade.ts";
import { importerScope, loadDirectory, searchDirectory, type DirectoryEntry } from "./directory.ts";
import { cardMessages } from "./texts.ts";

/** Declarations change only on import: the directory and the scopes are kept this long (as trade.ts does). */
const TTL_MS = 10 * 60_000;
const usd = (cents: number) => Math.round(cents) / 100;

/**
 * GET /v1/importers/search and GET /v1/importers/{bin}/scope: the wizard's company and scope steps.
 * Public: they show no more of a company than /v1/importers with its code and country filters does.
 */
export function importerSearchRoutes(app: FastifyInstance, db: Db) {
  const cache = ttlCache<unknown>({ max: 2_000, ttlMs: TTL_MS });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const directory = () => cached("directory", () => loadDirectory(db));
  const regions = () => cached("regions", () => db.select().from(kzRegions));

  function provenance(locale: Locale, parts: { demo: boolean; sources: string[] }[]) {
    const demo = parts.some((p) => p.demo);
    const source = [...new Set(parts.flatMap((p) => p.sources))].sort().join("; ");
    return { source, demo, demo_note: demo ? translate(locale, tradeMessages.demo) : null };
  }

  route(app, "importersSearch", async (request) => {
    const q = request.query;
    const locale = localeOf(request.headers.lang);
    const [all, regionRows] = await Promise.all([directory(), regions()]);
    const regionName = new Map(regionRows.map((r) => [r.iso, localName(locale, r)]));
    const hits = searchDirectory(all, q.q, q.limit);
    return {
      data: hits.map((h: DirectoryEntry) => ({
        id: h.bin, bin: h.bin, name: h.name, region: h.region ? (regionName.get(h.region) ?? h.region) : null, value_usd: usd(h.cents), lines: h.lines,
      })),
      ...provenance(locale, hits),
    };
    // The search's 422 names the wrong parameter.
  }, { invalid: unprocessable(({ issues }) => (issues[0]?.path[0] === "limit" ? cardMessages.searchLimit : cardMessages.searchQuery)) });

  route(app, "importerScope", async (request, reply) => {
    const { params } = request;
    const locale = localeOf(request.headers.lang);
    const entry = (await directory()).find((d) => d.bin === params.bin);
    if (!entry) return sendError(request, reply, 404, cardMessages.unknownImporter, { id: params.bin });
    return cached(`scope\0${locale}\0${params.bin}`, async (): Promise<ImporterScope> => {
      const s = await importerScope(db, params.bin);
      const name = (r: { nameRu: string | null; nameKk: string | null; nameEn: string | null }) =>
        r.nameRu === null ? null : localName(locale, { nameRu: r.nameRu, nameKk: r.nameKk, nameEn: r.nameEn });
      return {
        data: {
          importer: { id: entry.bin, name: entry.name },
          codes: s.codes.map((c) => ({ code: c.code, name: name(c), value_usd: usd(c.cents) })),
          partners: s.partners.map((p) => ({ iso2: p.iso2, name: name(p), value_usd: usd(p.cents) })),
          months: s.months,
        },
        ...provenance(locale, [{ demo: s.sources.some((x) => x.demo), sources: s.sources.map((x) => x.source) }]),
      };
    });
  }, { invalid: unprocessable(cardMessages.badBin) });
}
