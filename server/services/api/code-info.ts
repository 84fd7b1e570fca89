import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  type AppliedRate, type ClassificationsData, type CodeInformation, type DutyRate, type EttNote,
  type ExciseData, type ExportDutiesData, type FigureSource, type ImportDutyData, type LocalText, type NdsData,
  BENEFIT_TYPES, MARKING_TYPES, NTM_TYPES, REMEDY_TYPES, type MeasureItem, type MeasureType, type PreferenceCountry, type PreferenceTariffData, type RestrictionsData,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { ttlCache } from "../../http/cache.ts";
import { messages, sendError } from "../../http/errors.ts";
import { route, type ContractRequest, type EndpointKey, type Refusal } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf, translate } from "../../i18n.ts";
import { inRanges } from "../../import/hs-scope.ts";
import type { CodeInfoRepo, CodeRows, ReferenceRows } from "./code-info-repo.ts";
import { actHeading, actTitle, readableDate, readableNumber } from "./act-names.ts";
import { coversOrigin } from "../../../core/measure-origin.ts";
import { forExporter, listsChecked, measuresFor, measuresSlice } from "./measures.ts";
import { localFullName, type FullNames } from "./names.ts";
import { wtoApplied, wtoRate } from "./wto-rate.ts";

// The code card (issue #5). One computation, `buildCard`, answers `information`; every other call returns
// its slice of the same (cached) card, so a slice always equals the matching part of `information`.

export const texts = {
  dateMalformed: /*i18n*/ { id: "error.date.malformed", message: "Дата — в виде ГГГГ-ММ-ДД, например 2026-01-01" },
  countryMalformed: /*i18n*/ { id: "error.country.malformed", message: "Страна происхождения — двухбуквенный код ISO, например CN" },
  listNotObtained: /*i18n*/ { id: "code.info.listNotObtained", message: "Может применяться: перечень товаров (кодов) не получен, проверьте по акту" },
  developing: /*i18n*/ { id: "code.info.pref.developing", message: "Товары из развивающихся стран — пользователей ЕСТП: 75 % ставки ЕТТ, если товар есть в перечне (перечень не получен) и происхождение подтверждено" },
  leastDeveloped: /*i18n*/ { id: "code.info.pref.leastDeveloped", message: "Товары из наименее развитых стран — пользователей ЕСТП: пошлина не взимается, если товар есть в перечне (перечень не получен) и происхождение подтверждено" },
  other: /*i18n*/ { id: "code.info.pref.other", message: "Прочие страны, включая исключённые из ЕСТП: ставка ЕТТ (или режим соглашения о свободной торговле)" },
  eaeuOrigin: /*i18n*/ { id: "code.info.pref.eaeuOrigin", message: "Товары ЕАЭС во взаимной торговле: ввозная пошлина не взимается" },
  exciseNoData: /*i18n*/ { id: "code.info.excise.noData", message: "Нет данных: в наших данных нет акциза для этого кода; ставки акцизов — в Налоговом кодексе" },
  exportNoData: /*i18n*/ { id: "code.info.export.noData", message: "Нет данных: в наших данных нет вывозной пошлины для этого кода; полный перечень — в приказе, который её устанавливает" },
  rateUnknown: /*i18n*/ { id: "code.info.rateUnknown", message: "Ставка не получена" },
  wtoRates: /*i18n*/ { id: "code.info.duty.wto", message: "Пониженные ставки Казахстана по обязательствам в ВТО (Решение № 59) в наших данных отсутствуют: перечень не получен" },
  remedies: /*i18n*/ { id: "code.info.duty.remedies", message: "Тарифные квоты, антидемпинговые, специальные защитные и компенсационные пошлины в наших данных отсутствуют" },
  ettVerification: /*i18n*/ { id: "code.info.verification.ett", message: "разобрано из официальных PDF глав ЕЭК; 12 968 из 13 289 ставок совпали с независимым разбором, проверка расхождений подтвердила этот разбор" },
  chplVerification: /*i18n*/ { id: "code.info.verification.chpl", message: "пары «код — уровень» перенесены из публичного источника и сверены с опубликованной структурой уровней" },
  eaeuVerification: /*i18n*/ { id: "code.info.verification.eaeu", message: "общее правило таможенного союза; текста статьи в наших данных нет" },
  quotas: /*i18n*/ { id: "code.info.duty.quotas", message: "Тарифные квоты в наших данных отсутствуют" },
} satisfies Record<string, MessageDescriptor>;

/** The fiscal files of data/tariff were compiled on this date (data/tariff/SOURCE.md, "Added 2026-11-21"). */
export const FISCAL_AS_OF = "2026-11-21";
/** Version of the ETT notes PDF the notes come from (source C of data/tariff/SOURCE.md). */
const ETT_NOTES_AS_OF = "2025-09-21";
const ETT_REPO = "https://github.com/ivan88810900-star/tnved_starter_kit_v2/blob/3631475b10c2f64e201013b76cee3e7e26a466f3";
const ETT_ACT = "ЕТТ ЕАЭС и ТН ВЭД ЕАЭС (Решение Совета ЕЭК № 80 от 14.09.2021, с изменениями)";
const ETT_NOTES_ACT = "Примечания к ЕТТ ЕАЭС (ред. 21.09.2025)";
const EAEU_ORIGIN_ACT = "Договор о Евразийском экономическом союзе от 29.05.2014, ст. 25 (таможенный союз: без таможенных пошлин во взаимной торговле)";

/** Today in Kazakhstan (Asia/Almaty), YYYY-MM-DD. */
export function todayAlmaty(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** DD.MM.YYYY → YYYY-MM-DD; anything else → null. */
function ruDate(s: string | null): string | null {
  const m = s ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s.trim()) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** Start of a partial ISO date (`2023`, `2023-02`, `2023-02-15`). */
function startOf(s: string | null): string | null {
  if (!s) return null;
  if (/^\d{4}$/.test(s)) return `${s}-01-01`;
  if (/^\d{4}-\d{2}$/.test(s)) return `${s}-01`;
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
}

/** End of a partial ISO date. */
function endOf(s: string | null): string | null {
  if (!s) return null;
  if (/^\d{4}$/.test(s)) return `${s}-12-31`;
  if (/^\d{4}-\d{2}$/.test(s)) {
    const [y, m] = s.split("-").map(Number) as [number, number];
    return `${s}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
}

/** Whether the date lies in [from, to] (either end open when empty; an unreadable start counts as open). */
export const covers = (date: string, from: string | null, to: string | null) => {
  const a = startOf(from);
  const b = endOf(to);
  return (a === null || a <= date) && (b === null || date <= b);
};

/** MM-DD season, inclusive, possibly wrapping the year end. */
function inSeason(date: string, from: string, to: string): boolean {
  const md = date.slice(5);
  return from <= to ? from <= md && md <= to : md >= from || md <= to;
}

type Names = { nameRu: string; nameEn: string | null; nameKk: string | null };

/** A name in the asked locale, Russian where it has none; `byPortal` says which translations are the portal's own. */
function local(locale: Locale, row: Names, byPortal: { kk: boolean; en: boolean } = { kk: false, en: false }): LocalText {
  if (locale === "en" && row.nameEn) return { text: row.nameEn, lang: "en", fallback: false, by_portal: byPortal.en };
  if (locale === "kk" && row.nameKk) return { text: row.nameKk, lang: "kk", fallback: false, by_portal: byPortal.kk };
  return { text: row.nameRu, lang: "ru", fallback: locale !== "ru", by_portal: false };
}

/** A tree node's name: every Kazakh name is the portal's (names_kk.md, phrases.md), English only where `name_en_src` says so. */
function nodeText(locale: Locale, row: Names & { nameEnSrc?: string | null }): LocalText {
  return local(locale, row, { kk: true, en: row.nameEnSrc === "portal" });
}

/** A line's full name (names.ts) as the card marks it: translated by the portal exactly where its own name is. */
function fullText(locale: Locale, row: FullNames & { nameEnSrc?: string | null }): LocalText {
  const own = nodeText(locale, row);
  const full = localFullName(locale, row);
  return { text: full.text, lang: full.lang, fallback: full.lang !== locale, by_portal: full.lang === locale && own.by_portal };
}

type Act = ReferenceRows["acts"] extends Map<string, infer A> ? A : never;
function actSource(locale: Locale, act: Act | undefined): FigureSource | null {
  if (!act) return null;
  const head = actHeading(locale, { body: act.body, type: act.actType, number: readableNumber(act.number), date: readableDate(act.date) });
  const title = actTitle(locale, act);
  return { act: head ? `${head}: ${title}` : title, url: act.sourceUrl, as_of: FISCAL_AS_OF, verification: act.verification };
}

const fiscalSource = (r: { legalBasis: string | null; sourceUrl: string | null; verification: string | null }): FigureSource => ({
  act: r.legalBasis, url: r.sourceUrl, as_of: FISCAL_AS_OF, verification: r.verification,
});

function specific(r: { specAmount: number | null; specCurrency: string | null; specPerQty: number | null; specPerUnit: string | null }) {
  return r.specAmount !== null && r.specCurrency && r.specPerUnit
    ? { amount: r.specAmount, currency: r.specCurrency, per_qty: r.specPerQty ?? 1, unit: r.specPerUnit }
    : null;
}

// ---------------------------------------------------------------------------------------------- the slices

function classifications(locale: Locale, rows: CodeRows): ClassificationsData {
  const { node, path, chapter } = rows;
  const levelOf: Record<string, ClassificationsData["levels"][number]["level"] | undefined> = {
    section: "section", chapter: "chapter", heading: "heading", subheading6: "hs6",
  };
  const levels: ClassificationsData["levels"] = [];
  for (const r of path) {
    const level = levelOf[r.kind];
    if (level) levels.push({ level, id: r.id, code: r.code, code_fmt: r.codeFmt ?? (level === "section" ? r.id.slice(1) : null), name: nodeText(locale, r) });
  }
  levels.push({ level: "code", id: node.id, code: node.code, code_fmt: node.codeFmt, name: nodeText(locale, node) });
  return {
    code: node.code ?? "",
    code_fmt: node.codeFmt ?? node.code ?? "",
    name: nodeText(locale, node),
    full_name: fullText(locale, node),
    unit: node.unit,
    levels,
    path: path.map((r) => ({ id: r.id, code: r.code, code_fmt: r.codeFmt, kind: r.kind as ClassificationsData["path"][number]["kind"], name: nodeText(locale, r) })),
    source: {
      act: ETT_ACT,
      url: chapter?.sourcePdf ? `${ETT_REPO}/backend/app/services/source_sync/data/${chapter.sourcePdf}` : null,
      as_of: ruDate(chapter?.amendedAsOf ?? null) ?? "2022-01-01",
      verification: translate(locale, texts.ettVerification),
    },
  };
}

function importDuty(locale: Locale, date: string, rows: CodeRows, ref: ReferenceRows, wto: readonly MeasureItem[]): ImportDutyData | null {
  const { rate } = rows;
  if (!rate) return null;
  const { source: tree } = classifications(locale, rows);
  const baseSource: FigureSource = { ...tree, act: ETT_ACT };
  const base: DutyRate = { text: rate.rateRaw, type: rate.rateType, ad_valorem: rate.advalPct, specific: specific(rate) };
  const noteSource: FigureSource = { act: ETT_NOTES_ACT, url: `${ETT_REPO}/data/raw/tnved_tree/2025-01-01/Примечания%20к%20ЕТТ_21.09.2025.pdf`, as_of: ETT_NOTES_AS_OF, verification: null };
  const notes: EttNote[] = rate.ettNotes.map((id) => {
    const n = rows.notes.find((x) => x.noteId === id);
    const from = ruDate(n?.validFrom ?? null);
    const to = ruDate(n?.validTo ?? null);
    const appliesToKz = n?.memberStateScope !== "RU";
    let state: EttNote["state"];
    if (!n || n.status === "text_missing_in_source" || !n.textRu) state = "text_missing";
    else if (n.status === "repealed") state = "repealed";
    else if (!appliesToKz) state = "russia_only";
    else if (n.validFrom && !from) state = "dates_unknown";
    else if (from && date < from) state = "not_yet";
    else if (to && date > to) state = "expired";
    else state = "in_force";
    const noteRate: DutyRate | null =
      n?.rateType && n.rateRaw ? { text: n.rateRaw, type: n.rateType, ad_valorem: n.advalPct, specific: specific(n) } : null;
    return {
      id, text: n?.textRu ?? null, status: n?.status ?? "text_missing_in_source", state, applies_to_kz: appliesToKz,
      valid_from: from, valid_to: to, rate: noteRate, source: noteSource,
    };
  });
  const temporary = notes.find((n) => n.state === "in_force" && n.rate !== null);
  const cct: AppliedRate = temporary?.rate
    ? { ...temporary.rate, note_id: temporary.id, source: noteSource }
    : { ...base, note_id: null, source: baseSource };
  const kzWto = wtoRate(cct, wto);
  const compiled = (types: readonly MeasureType[]) => types.every((t) => (ref.measureLists.rows.get(t) ?? 0) > 0);
  const notIncluded: ImportDutyData["not_included"] = [];
  if (!compiled(["kz_wto_rate"])) {
    notIncluded.push({ message: translate(locale, texts.wtoRates), legal_reference: actSource(locale, ref.acts.get("eec_council_59_2015")) });
  }
  notIncluded.push({ message: translate(locale, compiled(REMEDY_TYPES) ? texts.quotas : texts.remedies), legal_reference: null });
  return {
    base: { ...base, source: baseSource },
    applied: kzWto?.outcome === "applied" ? wtoApplied(kzWto.measure, kzWto.ad_valorem!) : cct,
    kz_wto: kzWto,
    notes,
    not_included: notIncluded,
  };
}

function nds(locale: Locale, date: string, ref: ReferenceRows): NdsData {
  const std = ref.fiscal.find((r) => r.topic === "vat" && /^Standard VAT rate/i.test(r.item) && r.value !== null && covers(date, r.validFrom, r.validTo));
  const regimes: NdsData["regimes"] = [];
  const message = translate(locale, texts.listNotObtained);
  const seen = new Set<string>();
  for (const v of ref.vat) {
    if (v.item === "standard_rate" || !covers(date, v.validFrom, v.validTo)) continue;
    const pct = Number(v.value);
    const kind = v.value === "exempt" ? "exempt" : v.value.startsWith("offset method") ? "offset_method" : v.unit === "%" && Number.isFinite(pct) ? "reduced" : null;
    if (!kind) continue;
    if (kind === "reduced") seen.add(`${pct}|${v.validFrom}`);
    regimes.push({
      id: v.item, kind, rate_pct: kind === "reduced" ? pct : null, scope: v.scope ?? "", applies: "may_apply", message,
      valid_from: v.validFrom, valid_to: v.validTo, source: fiscalSource(v),
    });
  }
  // Reduced rates stated only in the fiscal reference (not repeated in kz_vat_2026.csv).
  ref.fiscal.forEach((r) => {
    if (r.topic !== "vat" || !/^Reduced VAT rate/i.test(r.item) || r.value === null || !covers(date, r.validFrom, r.validTo)) return;
    if (seen.has(`${r.value}|${r.validFrom}`)) return;
    regimes.push({
      id: `fiscal_reference_${r.id}`, kind: "reduced", rate_pct: r.value, scope: r.item.replace(/^Reduced VAT rate:\s*/i, ""), applies: "may_apply", message,
      valid_from: r.validFrom, valid_to: r.validTo, source: fiscalSource(r),
    });
  });
  return {
    standard: std ? { rate_pct: std.value!, valid_from: std.validFrom, valid_to: std.validTo, source: fiscalSource(std) } : null,
    regimes,
  };
}

function excise(locale: Locale, date: string, code: string, ref: ReferenceRows): ExciseData {
  const items: ExciseData["items"] = ref.excise
    .filter((e) => inRanges(code, e.scope) && covers(date, e.validFrom, e.validTo))
    .map((e) => ({
      id: e.itemId, goods: e.goodsRu, goods_en: e.goodsEn, taxable_event: e.taxableEvent, rate_value: e.rateValue, rate_unit: e.rateUnit,
      rate_type: e.rateType, valid_from: e.validFrom, valid_to: e.validTo, hs_scope: e.hsScope, hs_scope_basis: e.hsScopeBasis, note: e.note,
      source: fiscalSource(e),
    }));
  return {
    known: items.length > 0,
    items,
    no_data: items.length > 0 ? null : { message: translate(locale, texts.exciseNoData), legal_reference: actSource(locale, ref.acts.get("kz_tax_code_214")) },
  };
}

function exportDuties(locale: Locale, date: string, code: string, ref: ReferenceRows): ExportDutiesData {
  const heading = code.slice(0, 4);
  const items: ExportDutiesData["items"] = [];
  for (const e of ref.exportDuties) {
    if (!covers(date, e.validFrom, e.validTo)) continue;
    // A scope that could not be read as codes only says "may apply" where it names the code's heading.
    const match = inRanges(code, e.scope) ? "code" : e.scope === null && e.hsScope.replace(/ /g, "").includes(heading) ? "scope_not_parsed" : null;
    if (!match) continue;
    const season = e.seasonFrom && e.seasonTo ? { from: e.seasonFrom, to: e.seasonTo } : null;
    items.push({
      id: e.itemId, goods: e.goodsRu, goods_en: e.goodsEn,
      rate: { text: e.rateRaw ?? translate(locale, texts.rateUnknown), type: e.rateType, ad_valorem: e.advalPct, specific: specific(e) },
      season, in_season: season ? inSeason(date, season.from, season.to) : null,
      valid_from: e.validFrom, valid_to: e.validTo, hs_scope: e.hsScope, hs_scope_basis: e.hsScopeBasis, match, note: e.note,
      source: fiscalSource(e),
    });
  }
  const known = items.some((i) => i.match === "code" && i.rate.type !== "unknown");
  return {
    known,
    items,
    no_data: known ? null : { message: translate(locale, texts.exportNoData), legal_reference: actSource(locale, ref.acts.get("kz_mne_order_81_2016")) },
  };
}

function restrictions(locale: Locale, rows: CodeRows, ref: ReferenceRows, nonTariff: RestrictionsData["non_tariff"]): RestrictionsData {
  const chplVerification = translate(locale, texts.chplVerification);
  const eu = rows.eu833.map((r) => ({
    annex: r.annex, annex_title: r.annexTitle, articles: r.articles, measure: r.measure, measure_description: r.measureDescription,
    cn_code: r.cnCode, is_ex: r.isEx,
    source: { act: `${r.legalAct}, Annex ${r.annex}`, url: r.sourceUrl, as_of: r.consolidatedVersion, verification: null },
  }));
  const screened: FigureSource[] = [];
  if (ref.eu833) screened.push({ act: ref.eu833.act, url: "https://eur-lex.europa.eu/eli/reg/2014/833", as_of: ref.eu833.v, verification: null });
  if (ref.chpl) screened.push({ act: `Common High Priority List; ${ref.chpl.ref ?? ""}`.trim(), url: null, as_of: ref.chpl.v, verification: chplVerification });
  const c = rows.chpl;
  return {
    eu_833_listed: eu.length > 0,
    eu_833: eu,
    chpl: c
      ? { hs6: c.hs6, tier: c.tier, tier_name: c.tierName, jurisdictions: c.jurisdictions, source: { act: c.euLegalReference, url: null, as_of: c.listVersion, verification: chplVerification } }
      : null,
    screened,
    non_tariff: nonTariff,
  };
}

function preferences(locale: Locale, duty: ImportDutyData | null, ref: ReferenceRows): PreferenceTariffData {
  const adval = duty && duty.base.type === "ad_valorem" ? duty.base.ad_valorem : null;
  const rule = (id: string) => ref.rules.find((r) => r.ruleId === id);
  const categories: PreferenceTariffData["categories"] = [
    {
      category: "eaeu_origin", treatment: "0", factor_of_ett: 0, ad_valorem_pct: 0, goods_list: "all_goods",
      message: translate(locale, texts.eaeuOrigin), conditions: null,
      source: { act: EAEU_ORIGIN_ACT, url: null, as_of: null, verification: translate(locale, texts.eaeuVerification) },
    },
  ];
  const add = (id: string, category: "developing" | "least_developed" | "other", text: MessageDescriptor) => {
    const r = rule(id);
    if (!r) return;
    const factor = r.dutyFactorOfEtt;
    categories.push({
      category, treatment: r.dutyTreatment, factor_of_ett: factor,
      ad_valorem_pct: factor === 0 ? 0 : factor !== null && adval !== null ? Math.round(adval * factor * 1000) / 1000 : null,
      goods_list: category === "other" ? "all_goods" : "may_apply",
      message: translate(locale, text), conditions: r.conditions, source: fiscalSource(r),
    });
  };
  add("developing_rate", "developing", texts.developing);
  add("ldc_rate", "least_developed", texts.leastDeveloped);
  add("not_beneficiary", "other", texts.other);
  return {
    categories,
    countries_known: ref.prefCountries.length,
    countries_complete: false,
  };
}

/** The countries whose preference status a source states, in the locale (one list for every code). */
export function preferenceCountryList(locale: Locale, ref: ReferenceRows): PreferenceCountry[] {
  return ref.prefCountries.map(({ pref: p, nameKk }) => ({
    iso2: p.iso2, name: local(locale, { nameRu: p.nameRu, nameEn: p.nameEn, nameKk }), status: p.status, status_since: p.statusSince,
    previous_status: p.previousStatus, source: { act: p.legalAct, url: p.sourceUrl, as_of: FISCAL_AS_OF, verification: p.verification },
  }));
}

/** The whole card of one code on one date, in one locale. */
export function buildCard(locale: Locale, date: string, rows: CodeRows, ref: ReferenceRows): CodeInformation {
  const code = rows.node.code ?? "";
  const applying = measuresFor(locale, ref.countryNames, rows.measures, { code, date });
  const duty = importDuty(locale, date, rows, ref, applying.get("kz_wto_rate") ?? []);
  const slice = (types: readonly MeasureType[]) => measuresSlice(locale, types, applying, ref.measureLists);
  return {
    code,
    date,
    classifications: classifications(locale, rows),
    import_duty: duty,
    nds: nds(locale, date, ref),
    excise_duties: excise(locale, date, code, ref),
    export_duties: exportDuties(locale, date, code, ref),
    restrictions: restrictions(locale, rows, ref, slice(NTM_TYPES)),
    preference_tariff: preferences(locale, duty, ref),
    labels: slice(MARKING_TYPES),
    protective_measures: slice(REMEDY_TYPES),
    benefits: slice(BENEFIT_TYPES),
  };
}

/** The contract's call of each slice of the card. */
const SLICE_CALLS = [
  ["productsClassifications", "classifications"], ["productsNds", "nds"], ["productsExciseDuties", "excise_duties"],
  ["productsExportDuties", "export_duties"], ["productsRestrictions", "restrictions"], ["productsPreferenceTariff", "preference_tariff"],
  ["productsLabels", "labels"], ["productsEttRate", "import_duty"], ["productsBenefit", "benefits"],
] as const satisfies readonly (readonly [EndpointKey, keyof CodeInformation])[];

/**
 * GET /v1/directories/preference-countries/ and /v1/products/{information, classifications, nds, excise-duties,
 * export-duties, restrictions, preference-tariff, labels, protective-measures, ett-rate, bto-rate, benefit}.
 */
export function codeInfoRoutes(app: FastifyInstance, repo: CodeInfoRepo) {
  // Rows change only on import: per-code rows, the small reference tables and the built cards live 60 s.
  const codeRows = ttlCache<CodeRows | null>({ max: 20_000, ttlMs: 60_000 });
  const reference = ttlCache<ReferenceRows>({ max: 1, ttlMs: 60_000 });
  const cards = ttlCache<{ card: CodeInformation; json: Map<string, string> } | null>({ max: 20_000, ttlMs: 60_000 });

  // Answers are serialised once per slice (the cache shares one load between concurrent first requests).
  const card = (code: string, date: string, locale: Locale) =>
    cards.get(`${code}|${date}|${locale}`, async () => {
      const [rows, ref] = await Promise.all([codeRows.get(code, () => repo.code(code)), reference.get("", () => repo.reference())]);
      return rows ? { card: buildCard(locale, date, rows, ref), json: new Map<string, string>() } : null;
    });

  /** The card of the request's code and date in its locale, or the 404 already sent. */
  async function cardFor(request: ContractRequest<"productsInformation">, reply: FastifyReply) {
    const { query } = request;
    const built = await card(query.code, query.date ?? todayAlmaty(), localeOf(request.headers.lang));
    if (!built) await sendError(request, reply, 404, messages.codeNotFound, { code: query.code });
    return built;
  }

  async function answer(request: ContractRequest<"productsInformation">, reply: FastifyReply, slice: keyof CodeInformation | null) {
    const built = await cardFor(request, reply);
    if (!built) return reply;
    const name = slice ?? "";
    let json = built.json.get(name);
    if (json === undefined) {
      json = JSON.stringify({ data: slice ? built.card[slice] : built.card });
      built.json.set(name, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  }

  /** The protective measures for one origin and exporter: a part of the card's, never a second computation. */
  async function protective(request: ContractRequest<"productsProtectiveMeasures">, reply: FastifyReply) {
    const { country, exporter } = request.query;
    if (country === undefined && exporter === undefined) return answer(request, reply, "protective_measures");
    const built = await cardFor(request, reply);
    if (!built) return reply;
    const all = built.card.protective_measures;
    let items: MeasureItem[] = country === undefined ? all.items : all.items.filter((i) => coversOrigin(i.origins, country));
    if (exporter !== undefined) items = forExporter(items, exporter);
    return { data: { ...all, items } };
  }

  /** Kazakhstan's WTO rate: the card's comparison with the CCT rate, and the state of the list it comes from. */
  async function btoRate(request: ContractRequest<"productsBtoRate">, reply: FastifyReply) {
    const built = await cardFor(request, reply);
    if (!built) return reply;
    const ref = await reference.get("", () => repo.reference());
    const lists = listsChecked(localeOf(request.headers.lang), ["kz_wto_rate"], ref.measureLists);
    return { data: built.card.import_duty?.kz_wto ?? null, lists_checked: lists };
  }

  route(app, "directoriesPreferenceCountries", async (request) => {
    const ref = await reference.get("", () => repo.reference());
    return { data: preferenceCountryList(localeOf(request.headers.lang), ref) };
  });

  // The message names the field refused: the code first, then the date, then the country of origin.
  const refused = unprocessable(({ issues }: Refusal) => {
    const fields = new Set(issues.map((i) => String(i.path[0] ?? "")));
    if (fields.has("code")) return messages.codeMalformed;
    if (fields.has("date")) return texts.dateMalformed;
    return fields.has("country") ? texts.countryMalformed : messages.validation;
  });
  route(app, "productsInformation", (request, reply) => answer(request, reply, null), { invalid: refused });
  for (const [key, slice] of SLICE_CALLS) route(app, key, (request, reply) => answer(request, reply, slice), { invalid: refused });
  route(app, "productsProtectiveMeasures", protective, { invalid: refused });
  route(app, "productsBtoRate", btoRate, { invalid: refused });
}
