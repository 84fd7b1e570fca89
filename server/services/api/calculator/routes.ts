import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isoDate, type CalculateRequest, type CalculationResult, type CodeInformation } from "../../../../core/contract/index.ts";
import type { Locale } from "../../../../core/routes.ts";
import { ttlCache } from "../../../http/cache.ts";
import type { CostLimits } from "../../../http/cost-limit.ts";
import { messages, sendError } from "../../../http/errors.ts";
import { route, type Refusal } from "../../../http/route.ts";
import { localeOf, translate } from "../../../i18n.ts";
import { buildCard, todayAlmaty } from "../code-info.ts";
import type { CodeInfoRepo, CodeRows } from "../code-info-repo.ts";
import { namingExporters } from "../measures.ts";
import { localName } from "../names.ts";
import { batchRoute } from "./batch.ts";
import { calculate, currenciesNeeded, type FieldError } from "./calculate.ts";
import { needsQuantity } from "./duty.ts";
import { exciseRate, onImport } from "./excise.ts";
import type { ExchangeRates } from "./exchange.ts";
import { ruleOf } from "./lines.ts";
import { fmtNumber } from "./money.ts";
import { statusOn } from "./preference.ts";
import type { CalculatorRepo, CountryRow } from "./repo.ts";
import { currencyNames, fieldErrors, rateTexts } from "./texts.ts";

/** Request fields and the message that names each (the first failing one answers the 422). */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  code: fieldErrors.code, codes: fieldErrors.code, date: fieldErrors.date, origin: fieldErrors.origin, customs_value: fieldErrors.customsValue,
  freight: fieldErrors.freight, insurance: fieldErrors.insurance, quantity: fieldErrors.quantity,
  excise_quantity: fieldErrors.exciseQuantity, exchange_rates: fieldErrors.exchangeRates, exporter: fieldErrors.exporter,
};

/** A date the calculator accepts: a real calendar day of 2000–2099. */
const dateOk = (d: string) => isoDate.safeParse(d).success && d >= "2000-01-01" && d <= "2099-12-31";

function fieldError(request: FastifyRequest, reply: FastifyReply, field: string, message: MessageDescriptor, values?: Record<string, unknown>) {
  const text = translate(localeOf(request.headers.lang), message, values);
  return sendError(request, reply, 422, message, values, { [field]: [text] });
}

/** 422 for the first field the contract rejects, with the message that names it. */
function invalid(request: FastifyRequest, reply: FastifyReply, issues: readonly { path: readonly PropertyKey[] }[]) {
  const path = (issues[0]?.path ?? []).map(String);
  return fieldError(request, reply, path.join(".") || "_", FIELD_MESSAGES[path[0] ?? ""] ?? fieldErrors.body);
}

/** The excise the wizard asks a quantity for: the first item charged on import with a specific rate. */
function specificExcise(card: CodeInformation) {
  for (const item of card.excise_duties.items) {
    const rate = onImport(item.taxable_event) ? exciseRate(item.rate_value, item.rate_unit, item.rate_type) : null;
    if (rate?.kind === "specific") return { item, rate };
  }
  return null;
}

/** GET /v1/calculator/{resources, unit, code-info} and POST /v1/calculator/calculate (main API). */
export function calculatorRoutes(app: FastifyInstance, deps: { repo: CalculatorRepo; codeInfo: CodeInfoRepo; rates: ExchangeRates; costs: CostLimits }) {
  const { repo, codeInfo, rates, costs } = deps;
  // Everything read here changes only on import: a minute, like the code card.
  const minute = { ttlMs: 60_000 };
  const codeRows = ttlCache<CodeRows | null>({ max: 20_000, ...minute });
  const reference = ttlCache<Awaited<ReturnType<CodeInfoRepo["reference"]>>>({ max: 1, ...minute });
  const cards = ttlCache<CodeInformation | null>({ max: 20_000, ...minute });
  const tables = ttlCache<unknown>({ max: 10, ...minute });
  const table = <T>(key: string, load: () => Promise<T>) => tables.get(key, load) as Promise<T>;

  const rowsOf = (code: string) => codeRows.get(code, () => codeInfo.code(code));
  const refOf = () => reference.get("", () => codeInfo.reference());
  const cardOf = (code: string, date: string, locale: Locale) =>
    cards.get(`${code}|${date}|${locale}`, async () => {
      const [rows, ref] = await Promise.all([rowsOf(code), refOf()]);
      return rows ? buildCard(locale, date, rows, ref) : null;
    });
  const prefRow = async (iso2: string) => (await refOf()).prefCountries.find((p) => p.pref.iso2 === iso2)?.pref;

  /** The code and date of a GET (today unless given), or null once the date's 422 is sent. */
  function codeQuery(request: FastifyRequest<{ Querystring: { code: string; date?: string | undefined } }>, reply: FastifyReply) {
    const date = request.query.date ?? todayAlmaty();
    if (!dateOk(date)) {
      void fieldError(request, reply, "date", fieldErrors.date);
      return null;
    }
    return { code: request.query.code, date };
  }
  const refused = { invalid: ({ request, reply, issues }: Refusal) => invalid(request, reply, issues) };

  route(app, "calculatorResources", async (request) => {
    const locale = localeOf(request.headers.lang);
    const today = todayAlmaty();
    const [latest, countryRows, unitRows, ref] = await Promise.all([
      rates.latestMonths(), table("countries", repo.countries), table("units", repo.units), refOf(),
    ]);
    const name = (code: string) => (currencyNames[code] ? translate(locale, currencyNames[code]) : code);
    return {
      data: {
        currencies: [{ code: "KZT", name: name("KZT"), latest_month: null }, ...[...latest].sort().map(([code, month]) => ({ code, name: name(code), latest_month: month }))],
        countries: countryRows.map((c) => ({
          iso2: c.iso2, name: localName(locale, c), eaeu_member: c.eaeuMember,
          preference: statusOn(today, ref.prefCountries.find((p) => p.pref.iso2 === c.iso2)?.pref),
        })),
        units: unitRows.map((u) => ({ code: u.symbol, name: u.nameRu })),
      },
    };
  });

  route(app, "calculatorUnit", async (request, reply) => {
    const q = codeQuery(request, reply);
    if (!q) return reply;
    const rows = await rowsOf(q.code);
    if (!rows) return sendError(request, reply, 404, messages.codeNotFound, { code: q.code });
    return { data: { code: q.code, unit: rows.node.unit } };
  }, refused);

  route(app, "calculatorCodeInfo", async (request, reply) => {
    const q = codeQuery(request, reply);
    if (!q) return reply;
    const locale = localeOf(request.headers.lang);
    const card = await cardOf(q.code, q.date, locale);
    if (!card) return sendError(request, reply, 404, messages.codeNotFound, { code: q.code });
    const applied = card.import_duty?.applied ?? null;
    const excise = specificExcise(card);
    return {
      data: {
        code: card.code, code_fmt: card.classifications.code_fmt, name: card.classifications.name,
        full_name: card.classifications.full_name, date: q.date,
        unit: card.classifications.unit,
        duty: applied,
        duty_quantity_unit: applied && needsQuantity(ruleOf(applied, null)) ? applied.specific!.unit : null,
        excise: excise && {
          goods: locale === "en" && excise.item.goods_en ? excise.item.goods_en : excise.item.goods,
          rate_text: translate(locale, rateTexts.specific, {
            amount: fmtNumber(locale, excise.rate.kztPer), currency: "KZT", per: fmtNumber(locale, excise.rate.perQty), unit: excise.rate.unit,
          }),
          quantity_unit: excise.rate.unit,
          source: excise.item.source,
        },
        vat_pct: card.nds.standard?.rate_pct ?? null,
        remedy_exporters: namingExporters(card.protective_measures.items).map(({ type, origins, exporter, rate, source }) => ({ type, origins, exporter, rate, source })),
      },
    };
  }, refused);

  const countryOf = async (iso2: string) => (await table("countries", repo.countries)).find((c) => c.iso2 === iso2);

  /** One calculation of a well-formed request on a valid date from a known origin: its result, or the field error of its 422. */
  async function computeOne(locale: Locale, date: string, body: CalculateRequest, country: CountryRow): Promise<CalculationResult | FieldError> {
    const card = await cardOf(body.code, date, locale);
    if (!card) return { field: "code", message: fieldErrors.codeUnknown, values: { code: body.code } };
    const needed = currenciesNeeded(body, card, country.eaeuMember);
    const resolved = await rates.resolve(date, needed.map((n) => n.currency), body.exchange_rates);
    const missing = needed.find((n) => resolved.missing.includes(n.currency));
    if (missing) return { field: missing.field, message: fieldErrors.currencyUnknown, values: { currency: missing.currency } };

    const [rows, fees, mci] = await Promise.all([rowsOf(body.code), table("fees", repo.fees), table("mci", repo.mci)]);
    return calculate({
      locale, date, request: body, card,
      altAdValorem: rows?.rate?.altAdvalPct ?? null,
      origin: { iso2: country.iso2, name: localName(locale, country), eaeu: country.eaeuMember, preference: statusOn(date, await prefRow(country.iso2)) },
      rates: resolved.rates, fees, mci,
    });
  }

  /** The date and origin every calculation of a request shares, or null once their 422 is sent. */
  async function assumptions(request: FastifyRequest, reply: FastifyReply, body: { date?: string | undefined; origin: string }) {
    const date = body.date ?? todayAlmaty();
    if (!dateOk(date)) {
      void fieldError(request, reply, "date", fieldErrors.date);
      return null;
    }
    // No answer is cached: every well-formed calculation reads rates and tables and computes, so each counts.
    await costs.charge(request, "calculate");
    const country = await countryOf(body.origin);
    if (!country) {
      void fieldError(request, reply, "origin", fieldErrors.originUnknown, { origin: body.origin });
      return null;
    }
    return { locale: localeOf(request.headers.lang), date, country };
  }

  route(app, "calculatorCalculate", async (request, reply) => {
    const shared = await assumptions(request, reply, request.body);
    if (!shared) return reply;
    const result = await computeOne(shared.locale, shared.date, request.body, shared.country);
    if ("field" in result) return fieldError(request, reply, result.field, result.message, result.values);
    return { data: result };
  }, refused);

  batchRoute(app, { assumptions, computeOne, refused: refused.invalid });
}
