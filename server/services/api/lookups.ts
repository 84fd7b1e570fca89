import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  type customsTariffsBody, type nodeKind,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { route } from "../../http/route.ts";
import { ttlCache } from "../../http/cache.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { sendError } from "../../http/errors.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf } from "../../i18n.ts";
import type { SearchService } from "../ai/search.ts";
import { EXPORT_DUTIES_LEGAL, scopeCovers, type ExportDutyEntry } from "./export-duties.ts";
import type { LookupRow, LookupsRepo } from "./lookups-repo.ts";
import { localFullName, localName } from "./names.ts";

type Kind = z.infer<typeof nodeKind>;
type TariffHit = z.infer<typeof customsTariffsBody>["data"][number];

export const lookupMessages = {
  codeUnknown: /*i18n*/ { id: "error.lookup.codeUnknown", message: "Кода {code} нет в ТН ВЭД ЕАЭС" },
  codePrefix: /*i18n*/ { id: "error.lookup.codePrefix", message: "Код — это от 2 до 10 цифр" },
};

/** Reference tables change only on import: answers are kept this long. */
const TTL_MS = 10 * 60_000;

export const pathItemOf = (locale: Locale, r: LookupRow) => ({ id: r.id, code: r.code, code_fmt: r.codeFmt, kind: r.kind as Kind, name: localName(locale, r) });

/** A code as the code look-ups name it: its short name and the one that reads alone. */
const namedCode = (locale: Locale, r: LookupRow) => ({
  code: r.code ?? "", code_fmt: r.codeFmt ?? r.code ?? "", kind: r.kind as Kind, name: localName(locale, r), full_name: localFullName(locale, r).text,
});

/** Ancestors of a node from its section down, from a map of all ancestors. */
export function chain(parentId: string | null, ancestors: Map<string, LookupRow>): LookupRow[] {
  const out: LookupRow[] = [];
  for (let id = parentId; id; id = ancestors.get(id)?.parentId ?? null) {
    const row = ancestors.get(id);
    if (!row || out.length > 40) break;
    out.push(row);
  }
  return out.reverse();
}

/** Look-ups over the ТН ВЭД, the reference tables and the export duties (main API). */
export function lookupRoutes(
  app: FastifyInstance,
  deps: { repo: LookupsRepo; search: SearchService; exportDuties: () => Promise<ExportDutyEntry[]>; costs: CostLimits },
) {
  const { repo, search, costs } = deps;
  const cache = ttlCache<unknown>({ max: 5_000, ttlMs: TTL_MS });
  const cached = <T>(key: string, load: () => Promise<T>, onMiss?: () => Promise<void>) => cache.get(key, load, onMiss) as Promise<T>;
  /** Searches count against the address's search limit when their answer is not cached. */
  const searchCost = (request: FastifyRequest) => () => costs.charge(request, "search");

  route(app, "productsTreeSearch", async (request) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const { rows, total } = await cached(`ts\0${query.limit}\0${query.q.trim().toLowerCase()}`, () => repo.nameContains(query.q.trim(), query.limit), searchCost(request));
    const ancestors = await repo.ancestorsOf(rows.map((r) => r.parentId));
    return {
      data: rows.map((r) => ({ ...pathItemOf(locale, r), full_name: localFullName(locale, r).text, has_children: r.hasChildren, path: chain(r.parentId, ancestors).map((a) => pathItemOf(locale, a)) })),
      total,
    };
  });

  route(app, "productsCodeSearch", async (request) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const { rows, total } = await cached(`cs\0${query.limit}\0${query.code}`, () => repo.codePrefix(query.code, query.limit));
    return { data: rows.map((r) => namedCode(locale, r)), total };
  }, { invalid: unprocessable(lookupMessages.codePrefix) });

  route(app, "productsCodeStatistics", async (request, reply) => {
    const { query } = request;
    const found = await cached(`st\0${query.code}`, async () => {
      const node = await repo.byCode(query.code);
      if (!node) return null;
      const [stats, children] = await Promise.all([repo.statistics(query.code), repo.children(node.id)]);
      return { node, stats, children: children.length };
    });
    if (!found) return sendError(request, reply, 404, lookupMessages.codeUnknown, { code: query.code });
    const { node, stats, children } = found;
    return {
      data: {
        code: query.code,
        code_fmt: node.codeFmt ?? query.code,
        kind: node.kind as Kind,
        name: localName(localeOf(request.headers.lang), node),
        children,
        codes10: stats.codes10,
        by_kind: stats.byKind,
        with_rate: stats.withRate,
        zero_rate: stats.zeroRate,
      },
    };
  }, { invalid: unprocessable(lookupMessages.codePrefix) });

  route(app, "directoriesCountries", async (request) => {
    const locale = localeOf(request.headers.lang);
    const rows = await cached("countries", () => repo.countries());
    const collator = new Intl.Collator(locale);
    const data = rows.map((c) => ({
      iso2: c.iso2,
      iso3: c.iso3,
      iso_numeric: c.isoNumeric,
      name: locale === "en" ? c.nameEn : locale === "kk" ? c.nameKk : c.nameRu,
      name_ru: c.nameRu,
      name_kk: c.nameKk,
      name_en: c.nameEn,
      eaeu_member: c.eaeuMember,
      eaeu_member_since: c.eaeuMemberSince,
    }));
    return { data: data.sort((a, b) => collator.compare(a.name, b.name)) };
  });

  route(app, "directoriesTnveds", async (request) => {
    const locale = localeOf(request.headers.lang);
    const rows = await cached("tnveds", () => repo.sectionsAndChapters());
    // Each section followed by its chapters (sections and chapters are numbered apart in the tree).
    const ordered = rows.filter((r) => r.kind === "section").flatMap((s) => [s, ...rows.filter((r) => r.kind === "chapter" && r.section === s.section)]);
    return {
      data: ordered.map((r) => ({
        id: r.id,
        kind: r.kind as "section" | "chapter",
        section: r.section,
        chapter: r.kind === "chapter" ? r.chapter : null,
        name: localName(locale, r),
        amended_as_of: r.kind === "chapter" ? r.amendedAsOf : null,
      })),
    };
  });

  route(app, "codesNames", async (request) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const rows = await repo.byCodes(query.codes);
    const byCode = new Map(rows.map((r) => [r.code ?? "", r]));
    return {
      data: query.codes.flatMap((code) => {
        const r = byCode.get(code);
        return r ? [namedCode(locale, r)] : [];
      }),
      missing: query.codes.filter((code) => !byCode.has(code)),
    };
  }, { invalid: unprocessable(lookupMessages.codePrefix) });

  route(app, "codesBranch", async (request, reply) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const found = await cached(`br\0${query.code}`, async () => {
      const node = await repo.byCode(query.code);
      if (!node) return null;
      const [ancestors, children] = await Promise.all([repo.ancestorsOf([node.parentId]), repo.children(node.id)]);
      return { node, path: chain(node.parentId, ancestors), children };
    });
    if (!found) return sendError(request, reply, 404, lookupMessages.codeUnknown, { code: query.code });
    const { node, path, children } = found;
    return {
      data: {
        ...pathItemOf(locale, node),
        code: query.code,
        code_fmt: node.codeFmt ?? query.code,
        path: path.map((a) => pathItemOf(locale, a)),
        children: children.map((c) => ({ ...pathItemOf(locale, c), has_children: c.hasChildren })),
      },
    };
  }, { invalid: unprocessable(lookupMessages.codePrefix) });

  route(app, "searchNationalTariff", async (request) => {
    const { query } = request;
    return { data: await search.search(query.q, query.limit, localeOf(request.headers.lang), searchCost(request)) };
  });

  route(app, "searchCustomsTariffs", async (request) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    // Ranked as the smart search ranks; a hit above code level stands for its first 10-digit codes.
    const hits = await search.search(query.q, Math.min(50, query.limit * 2), locale, searchCost(request));
    const out: Omit<TariffHit, "unit" | "duty">[] = [];
    const seen = new Set<string>();
    for (const hit of hits) {
      if (out.length >= query.limit) break;
      if (hit.kind === "code10") {
        if (!seen.has(hit.code)) out.push(hit);
        seen.add(hit.code);
        continue;
      }
      const under = await repo.codes10Under(hit.code, query.limit - out.length);
      const pathHere = [...hit.path, { id: hit.code, code: hit.code, code_fmt: hit.code_fmt, kind: hit.kind, name: hit.name }];
      for (const c of under) {
        if (seen.has(c.code ?? "")) continue;
        seen.add(c.code ?? "");
        out.push({ code: c.code ?? "", code_fmt: c.codeFmt ?? "", name: localName(locale, c), full_name: localFullName(locale, c).text, path: pathHere, score: hit.score, kind: "code10" });
      }
    }
    const rates = new Map((await repo.rates(out.map((o) => o.code))).map((r) => [r.code, r]));
    const data: TariffHit[] = out.slice(0, query.limit).map((o) => {
      const r = rates.get(o.code);
      return { ...o, unit: r?.unit ?? null, duty: r ? { text: r.rateRaw, type: r.rateType, ad_valorem: r.advalPct, notes: r.ettNotes } : null };
    });
    return { data };
  });

  route(app, "referenceUnits", async () => {
    const rows = await cached("units", () => repo.units());
    return {
      data: rows
        .map((u) => ({ symbol: u.symbol, name: u.nameRu, okei_code: u.okeiCode, role: u.role, codes_using: u.codesUsing }))
        .sort((a, b) => (a.okei_code ?? "").localeCompare(b.okei_code ?? "")),
    };
  });

  route(app, "referenceAbbreviations", async () => {
    const rows = await cached("abbr", () => repo.abbreviations());
    return { data: rows.map((a) => ({ abbr: a.abbr, meaning: a.meaningRu })) };
  });

  route(app, "referenceInterpretationRules", async () => {
    const row = await cached("gir", () => repo.interpretationRules());
    return { data: row && { title: row.titleRu, text: row.textRu } };
  });

  route(app, "referenceEttNotes", async () => {
    const rows = await cached("ett", () => repo.ettNotes());
    const num = (id: string) => Number.parseInt(id, 10) || 0;
    return {
      data: rows
        .map((n) => ({
          id: n.noteId,
          text: n.textRu,
          status: n.status,
          rate_text: n.rateRaw,
          valid_from: n.validFrom,
          valid_to: n.validTo,
          scope: n.memberStateScope,
          applies_to_kz: n.memberStateScope !== "RU",
          codes: n.codes,
        }))
        .sort((a, b) => num(a.id) - num(b.id)),
    };
  });

  route(app, "referenceExportDuties", async (request) => {
    const { query } = request;
    const entries = await cached("export-duties", deps.exportDuties);
    const legal = EXPORT_DUTIES_LEGAL;
    if (!query.code) return { data: { code: null, code_fmt: null, name: null, items: entries.map((e) => e.row), legal } };
    const node = await repo.byCode(query.code);
    return {
      data: {
        code: query.code,
        code_fmt: node?.codeFmt ?? null,
        name: node ? localName(localeOf(request.headers.lang), node) : null,
        items: entries.filter((e) => scopeCovers(e.ranges, query.code!)).map((e) => e.row),
        legal,
      },
    };
  }, { invalid: unprocessable(lookupMessages.codePrefix) });

}
