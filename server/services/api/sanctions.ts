import type { FastifyInstance } from "fastify";
import {
  measureDirection, type CodeSanctions, type RussiaStats, type SanctionMeasure, type ScreenHit,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import type { chpl } from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import { ttlCache } from "../../http/cache.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf, translate } from "../../i18n.ts";
import { listById, SANCTION_LISTS } from "../../sanctions/lists.ts";
import { queryKeys } from "../../sanctions/name-key.ts";
import type { SanctionsRepo } from "./sanctions-repo.ts";

const messages = {
  codeMalformed: /*i18n*/ { id: "error.sanctions.code", message: "Код — это от 2 до 10 цифр" },
  screenMalformed: /*i18n*/ { id: "error.sanctions.screen", message: "Введите имя или название (до 200 знаков)" },
  notDelistings: /*i18n*/ { id: "sanctions.stats.notDelistings", message: "Исключения из списков не учитываются: ряды считают только внесённые записи, которые в списке на дату выгрузки." },
  notOthers: /*i18n*/ { id: "sanctions.stats.notOthers", message: "Нет рядов по времени для ЕС, Канады, Швейцарии, Японии и Австралии: у ЕС и ООН только итог на дату." },
  notOverlap: /*i18n*/ { id: "sanctions.stats.notOverlap", message: "Одно лицо в списках нескольких стран считается в каждом из них." },
  notUsSpan: /*i18n*/ { id: "sanctions.stats.notUsSpan", message: "Помесячные данные США охватывают август 2021 — май 2024 года: записи, внесённые до первой выгрузки, в новые не попали. Записи Великобритании за декабрь 2020 года — перенесённые из списков ЕС при выходе из него." },
};

/** Reference data changes only on import: answers are kept this long. */
const TTL_MS = 10 * 60_000;

const chplOf = (c: typeof chpl.$inferSelect) => ({
  hs6: c.hs6, tier: c.tier, tier_name: c.tierName, jurisdictions: c.jurisdictions, version: c.listVersion, legal_reference: c.euLegalReference,
});

/** The date in a source's name ("UK Sanctions List (FCDO) 2025-08-11"), else the given one. */
const dateIn = (source: string, fallback: string) => /\d{4}-\d{2}-\d{2}/.exec(source)?.[0] ?? fallback;

/** Sanctions by code, the lists' directory, statistics against Russia and name screening (main API). */
export function sanctionsRoutes(app: FastifyInstance, repo: SanctionsRepo, costs: CostLimits) {
  const cache = ttlCache<unknown>({ max: 5_000, ttlMs: TTL_MS });
  const cached = <T>(key: string, load: () => Promise<T>, onMiss?: () => Promise<void>) => cache.get(key, load, onMiss) as Promise<T>;

  route(app, "productsSanctions", async (request) => {
    const { query } = request;
    const code = query.code;
    return { data: await cached(`code\0${code}`, () => codeSanctions(repo, code)) };
  }, { invalid: unprocessable(messages.codeMalformed) });

  route(app, "directoriesSanctions", async () => ({ data: await cached("directory", () => directory(repo)) }));

  route(app, "sanctionsRussiaStats", async (request) => {
    const locale = localeOf(request.headers.lang);
    return { data: await cached(`stats\0${locale}`, () => statistics(repo, locale)) };
  });

  route(app, "sanctionsScreen", async (request) => {
    const { query } = request;
    const keys = queryKeys(query.q);
    const id = keys.map((k) => k.key).join("\0");
    // Only a screening that reaches the database counts against the address's limit.
    const charge = () => costs.charge(request, "screen");
    return { data: await cached(`screen\0${query.limit}\0${id}`, () => screen(repo, keys, query.limit), charge) };
  }, { invalid: unprocessable(messages.screenMalformed) });
}

async function codeSanctions(repo: SanctionsRepo, code: string): Promise<CodeSanctions> {
  const [{ entries, chpl: hit }, below] = await Promise.all([repo.codeEntries(code), code.length < 6 ? repo.chplBelow(code) : Promise.resolve([])]);
  const measures: SanctionMeasure[] = entries
    .map((e) => ({
      jurisdiction: e.jurisdiction, legal_act: e.legalAct, annex: e.annex, annex_title: e.annexTitle, articles: e.articles,
      measure: e.measure, measure_description: e.measureDescription, direction: measureDirection(e.measure), is_ex: e.isEx,
      matched_prefix: e.cnCode, scope: code.startsWith(e.cnCode) ? ("covers" as const) : ("below" as const),
      version: e.consolidatedVersion, source_url: e.sourceUrl,
    }))
    // Stable: the covering entries first, each group as the repo ordered it.
    .sort((a, b) => Number(a.scope === "below") - Number(b.scope === "below"));
  return {
    code,
    measures,
    chpl: hit ? chplOf(hit) : null,
    chpl_below: below.map(chplOf),
    reexport_risk: hit !== null || below.length > 0 || measures.some((m) => m.direction === "export"),
  };
}

async function directory(repo: SanctionsRepo) {
  const [counts, versions, annexes] = await Promise.all([repo.listCounts(), repo.measureVersions(), repo.annexes()]);
  const count = new Map(counts.map((c) => [c.list, c]));
  const regimes = [
    ...versions.eu.map((v) => ({
      id: "eu_833_2014", jurisdiction: v.jurisdiction, legal_act: v.act, version: v.version,
      source_url: v.version ? `https://eur-lex.europa.eu/eli/reg/2014/833/${v.version}/eng` : "https://eur-lex.europa.eu/eli/reg/2014/833",
      annexes,
    })),
    ...versions.chpl.map((c) => ({
      id: "chpl", jurisdiction: "US, EU, UK, JP", legal_act: `Common High Priority List${c.ref ? `; ${c.ref}` : ""}`, version: c.version,
      source_url: "https://www.bis.gov/articles/russia-export-controls-list-common-high-priority-items", annexes: [],
    })),
  ];
  const lists = SANCTION_LISTS.map(({ file: _file, ...l }) => ({ ...l, entries: count.get(l.id)?.entries ?? 0, names: count.get(l.id)?.names ?? 0 }));
  return { regimes, lists };
}

async function statistics(repo: SanctionsRepo, locale: Locale): Promise<RussiaStats> {
  const series = new Map<string, RussiaStats["series"][number]>();
  for (const r of await repo.stats()) {
    const key = [r.jurisdiction, r.sourceList, r.metric, r.targetType, r.periodType, r.scope].join("\0");
    let s = series.get(key);
    if (!s) {
      s = {
        jurisdiction: r.jurisdiction, source: r.sourceList, metric: r.metric, target_type: r.targetType, period_type: r.periodType,
        as_of: "", scope: r.scope, russia_scope: /^russia/i.test(r.scope ?? ""), notes: r.notes, points: [],
      };
      series.set(key, s);
    }
    s.points.push({ period: r.period, value: r.value });
  }
  // A source's date is one for all its series: the date in its name, else the last period it counts.
  const last = new Map<string, string>();
  for (const s of series.values()) {
    s.points.sort((a, b) => a.period.localeCompare(b.period));
    const end = s.points.at(-1)?.period ?? "";
    if (end > (last.get(s.source) ?? "")) last.set(s.source, end);
  }
  for (const s of series.values()) s.as_of = dateIn(s.source, last.get(s.source) ?? "");
  return {
    series: [...series.values()],
    not_counted: [messages.notDelistings, messages.notOthers, messages.notOverlap, messages.notUsSpan].map((m) => translate(locale, m)),
  };
}

async function screen(repo: SanctionsRepo, keys: ReturnType<typeof queryKeys>, limit: number): Promise<ScreenHit[]> {
  return (await repo.screen(keys, limit)).map((r) => {
    const list = listById.get(r.list);
    return {
      name: r.name, matched: r.matched, list: r.list, list_title: list?.title ?? r.list, jurisdiction: list?.jurisdiction ?? "",
      type: r.type, programs: r.programs, score: Math.min(1, Math.max(0, Math.round(r.score * 1000) / 1000)),
      list_date: list?.version ?? null, listed_on: r.listedOn,
    };
  });
}
