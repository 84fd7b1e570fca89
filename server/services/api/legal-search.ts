import type { MessageDescriptor } from "@lingui/core";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MEASURE_TYPES, REMEDY_TYPES, type LawItem, type LawSearchBody, type MeasureType, type RemedySearchBody } from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import type { Db } from "../../db/connect.ts";
import { measures, tariffActs } from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf, translate } from "../../i18n.ts";
import { rows } from "../ai/score.ts";
import { actBody, actStatus, actTitle, actTopic, actType, readableDate, readableNumber } from "./act-names.ts";
import { codeFullNames } from "./code-full-names.ts";
import { texts as cardTexts, todayAlmaty } from "./code-info.ts";
import { coversOrigin } from "../../../core/measure-origin.ts";
import { itemOf, listsChecked, listTitles } from "./measures.ts";
import { measuresRepo } from "./measures-repo.ts";

// GET /v1/search/laws/ and /v1/search/remedies/ (spec §7, issue 19): searches over what the portal holds,
// never a figure of their own. Both tables are small (tens of acts, hundreds of measures): read whole and
// narrowed here, with one word rule for both.

/** The refusal of each parameter. */
const wrong = {
  q: /*i18n*/ { id: "error.legalSearch.q", message: "Параметр q: от 2 до 100 символов" },
  code: /*i18n*/ { id: "error.legalSearch.code", message: "Параметр code: код ТН ВЭД от 2 до 10 цифр" },
  country: /*i18n*/ { id: "error.legalSearch.country", message: "Параметр country: код страны ISO из двух латинских букв, например CN" },
  date: cardTexts.dateMalformed,
  limit: /*i18n*/ { id: "error.legalSearch.limit", message: "Параметр limit: от 1 до 100" },
} satisfies Record<string, MessageDescriptor>;
/** The title of an act only the measures cite (they hold no title of their own). */
const measureAct = /*i18n*/ { id: "legalSearch.measureAct", message: "{lists}: {body} № {number}" };

const folded = (s: string) => s.toLocaleLowerCase("ru").replaceAll("ё", "е");
/** Whether every word of the query appears in one of the texts (case and ё ignored). */
function matches(q: string | undefined, ...texts: (string | null)[]): boolean {
  if (q === undefined) return true;
  const hay = folded(texts.filter(Boolean).join(" "));
  return folded(q).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
}

interface MeasureAct { number: string; date: string; body: string; url: string; types: MeasureType[]; codes: number; prefixes: string[] }

async function measureActs(db: Db): Promise<MeasureAct[]> {
  return rows<MeasureAct>(await db.execute(sql`
    SELECT act_number AS number, act_date AS date, act_body AS body, min(source_url) AS url,
           array_agg(DISTINCT type ORDER BY type) AS types, count(DISTINCT code_prefix)::int AS codes,
           array_agg(DISTINCT code_prefix ORDER BY code_prefix) AS prefixes
    FROM ${measures} GROUP BY act_number, act_date, act_body`));
}

/** The acts registry and the acts the measures cite, one entry per act (a registry act keeps its measures). */
async function laws(db: Db, locale: Locale, q: { q?: string | undefined; limit: number }): Promise<LawSearchBody> {
  const [registry, cited, lists] = await Promise.all([db.select().from(tariffActs), measureActs(db), measuresRepo(db).lists()]);
  const key = (number: string | null, date: string | null) => `${number ?? ""}|${date ?? ""}`;
  const citedBy = new Map(cited.map((a) => [key(a.number, a.date), a]));
  const own = new Set<string>();
  const all: LawItem[] = registry.map((r) => {
    const m = citedBy.get(key(r.number, r.date));
    if (m) own.add(key(m.number, m.date));
    return {
      id: r.actId, body: r.body === null ? null : actBody(locale, r.body), type: r.actType === null ? null : actType(locale, r.actType),
      number: readableNumber(r.number), date: readableDate(r.date), title: actTitle(locale, r),
      topic: r.topic === null ? null : actTopic(locale, r.topic), status: r.status === null ? null : actStatus(locale, r.status),
      url: r.sourceUrl, measures: m ? { types: m.types, codes: m.codes, prefixes: m.prefixes } : null,
    };
  });
  for (const m of cited.filter((a) => !own.has(key(a.number, a.date)))) {
    const lists = m.types.map((t) => translate(locale, listTitles[t])).join("; ");
    all.push({
      id: `measures:${m.number}:${m.date}`, body: actBody(locale, m.body), type: null, number: m.number, date: m.date,
      title: translate(locale, measureAct, { lists, body: actBody(locale, m.body), number: m.number }), topic: null, status: null, url: m.url,
      measures: { types: m.types, codes: m.codes, prefixes: m.prefixes },
    });
  }
  const found = all
    .filter((a) => matches(q.q, a.title, a.body, a.type, a.number, a.topic, a.date))
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.id.localeCompare(b.id));
  return { data: found.slice(0, q.limit), meta: { total: found.length }, lists_checked: listsChecked(locale, MEASURE_TYPES, lists) };
}

/** The remedies in force on the date that match the code (either way along the tree), the origin and the words. */
async function remedies(
  db: Db, locale: Locale, q: { q?: string | undefined; code?: string | undefined; country?: string | undefined; date?: string | undefined; limit: number },
): Promise<RemedySearchBody> {
  const date = q.date ?? todayAlmaty();
  const repo = measuresRepo(db);
  const [candidates, lists, countryNames] = await Promise.all([
    db.select().from(measures).where(inArray(measures.type, [...REMEDY_TYPES])).orderBy(measures.id),
    repo.lists(),
    repo.countryNames(),
  ]);
  const inForce = candidates.filter((r) =>
    r.validFrom <= date && (r.validTo === null || date < r.validTo) &&
    (q.code === undefined || r.codePrefix.startsWith(q.code) || (q.code.startsWith(r.codePrefix) && !r.excludedPrefixes.some((p) => q.code!.startsWith(p)))) &&
    (q.country === undefined || coversOrigin(r.origins, q.country)));
  const names = await codeFullNames(db, locale, inForce.map((r) => r.codePrefix));
  const found = inForce
    .filter((r) => matches(q.q, r.exporter, names.get(r.codePrefix) ?? null))
    .map((r) => ({ ...itemOf(locale, countryNames, r), name: names.get(r.codePrefix) ?? null }))
    .sort((a, b) => b.act.date.localeCompare(a.act.date) || a.code_prefix.localeCompare(b.code_prefix));
  return { data: found.slice(0, q.limit), meta: { date, total: found.length }, lists_checked: listsChecked(locale, REMEDY_TYPES, lists) };
}

/** The first wrong parameter's translated message. */
const wrongParameter = unprocessable(({ issues }) => {
  const field = String(issues[0]?.path[0] ?? "q");
  return field in wrong ? wrong[field as keyof typeof wrong] : wrong.q;
});

export function legalSearchRoutes(app: FastifyInstance, db: Db) {
  route(app, "searchLaws", (request) => laws(db, localeOf(request.headers.lang), request.query), { invalid: wrongParameter });
  route(app, "searchRemedies", (request) => remedies(db, localeOf(request.headers.lang), request.query), { invalid: wrongParameter });
}
