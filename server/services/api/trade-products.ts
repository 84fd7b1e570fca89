import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connect.ts";
import { messages, sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { cachedSender } from "./cached-send.ts";
import { tradeAnswers, tradeMessages, wrongFilter } from "./trade.ts";
import { tradeProductsAnswers } from "./trade-products-answers.ts";
import { tradeProductsRepo } from "./trade-products-repo.ts";
import { tradeRepo, type LineFilters } from "./trade-repo.ts";

// Goods analytics (issue 8): the /v1/products calls over declaration lines. Every answer is cached by its
// whole query (lines change only on import) and names the demo data it is built from.

export const productsMessages = {
  level: /*i18n*/ { id: "error.trade.products.level", message: "Параметр level: 2, 4, 6 или 10 — сколько цифр кода группировать, не меньше длины code" },
  itemCode: /*i18n*/ { id: "error.trade.products.itemCode", message: "Параметр item_code: код ТН ВЭД от 2 до 10 цифр, обязателен" },
  subcategoryCode: /*i18n*/ { id: "error.trade.products.subcategoryCode", message: "Параметр code: код ТН ВЭД от 2 до 9 цифр, обязателен" },
  priceCode: /*i18n*/ { id: "error.trade.products.priceCode", message: "Параметр code: код ТН ВЭД от 4 до 10 цифр, обязателен" },
  q: /*i18n*/ { id: "error.trade.products.q", message: "Параметр q: часть названия компании или начало БИН, от 2 до 100 символов" },
  importersLimit: /*i18n*/ { id: "error.trade.products.importersLimit", message: "Параметр limit: от 1 до 20 компаний" },
  section: /*i18n*/ { id: "error.trade.products.section", message: "Параметр section: раздел ТН ВЭД римскими цифрами, от I до XXI" },
} satisfies Record<string, MessageDescriptor>;

const texts = { ...tradeMessages, level: productsMessages.level, q: productsMessages.q };

/** The level below the code filter: a chapter shows headings, a heading subheadings, anything longer full codes. */
const defaultLevel = (code: string | undefined) => (!code || code.length <= 2 ? 4 : code.length <= 4 ? 6 : 10);

/** The line filters of a parsed query (the query's own fields such as `page` left out of the SQL). */
export const lineFilters = (flow: "import" | "export", q: Omit<LineFilters, "flow">): LineFilters => ({
  flow, year: q.year, region: q.region, country: q.country, code: q.code,
});

export function tradeProductsRoutes(app: FastifyInstance, db: Db) {
  const shared = tradeAnswers(tradeRepo(db));
  const { cached, unknownFilter } = shared;
  const answers = tradeProductsAnswers(tradeProductsRepo(db), shared);

  /** A region or country filter naming nothing known: true once the 422 is sent. */
  const unknown = (request: FastifyRequest, reply: FastifyReply) =>
    unknownFilter(request.query as { region?: string; country?: string }, request, reply);
  const send = cachedSender(cached, "products");

  route(app, "tradeProducts", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    const level = q.level ?? defaultLevel(q.code);
    if (q.code && level < q.code.length) {
      return sendError(request, reply, 422, productsMessages.level, undefined, { level: ["shorter than the code filter"] });
    }
    await send("ranking", request, reply, q, (locale) =>
      answers.products(locale, lineFilters(q.flow, q), { level, page: q.page, limit: q.limit, order: q.order }));
    return reply;
  }, { invalid: wrongFilter(texts) });

  for (const [key, path, answer] of [
    ["tradeProductsFilterRegions", "regions", answers.filterRegions],
    ["tradeProductsFilterCountries", "countries", answers.filterCountries],
    ["tradeProductsFilterYears", "years", answers.filterYears],
  ] as const) {
    route(app, key, async (request, reply) => {
      const q = request.query;
      if (await unknown(request, reply)) return reply;
      await send(path, request, reply, q, (locale) => answer(locale, lineFilters(q.flow, q)));
      return reply;
    }, { invalid: wrongFilter(texts) });
  }

  route(app, "tradeProductsFilterImporters", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    await send("importers", request, reply, q, (locale) => answers.filterImporters(locale, lineFilters(q.flow, q), q));
    return reply;
  }, { invalid: wrongFilter({ ...texts, limit: productsMessages.importersLimit }) });

  route(app, "tradeProductsSubcategory", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    const sent = await send("subcategory", request, reply, q, (locale) => answers.subcategory(locale, q.code, lineFilters(q.flow, q)));
    return sent ? reply : sendError(request, reply, 404, messages.codeNotFound, { code: q.code });
  }, { invalid: wrongFilter({ ...texts, code: productsMessages.subcategoryCode }) });

  route(app, "tradeProductsCategoryInfo", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    const sent = await send("category", request, reply, q, (locale) => answers.categoryInfo(locale, q.item_code, lineFilters(q.flow, q)));
    return sent ? reply : sendError(request, reply, 404, messages.codeNotFound, { code: q.item_code });
  }, { invalid: wrongFilter({ ...texts, item_code: productsMessages.itemCode }) });

  route(app, "tradeProductsGroups", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    await send("groups", request, reply, q, (locale) => answers.groups(locale, lineFilters(q.flow, q)));
    return reply;
  }, { invalid: wrongFilter(texts) });

  route(app, "tradeProductsTreeStatistics", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    const sent = await send("tree", request, reply, q, (locale) => answers.treeStatistics(locale, lineFilters(q.flow, q), q.section));
    return sent ? reply : sendError(request, reply, 422, productsMessages.section, undefined, { section: ["unknown section"] });
  }, { invalid: wrongFilter({ ...texts, section: productsMessages.section }) });

  for (const [key, path, answer] of [
    ["tradeProductsPrices", "prices", answers.prices],
    ["tradeProductsPriceCountries", "prices/countries", answers.priceCountries],
  ] as const) {
    route(app, key, async (request, reply) => {
      const q = request.query;
      if (await unknown(request, reply)) return reply;
      await send(path, request, reply, q, (locale) => answer(locale, { ...lineFilters(q.flow, q), code: q.code }));
      return reply;
    }, { invalid: wrongFilter({ ...texts, code: productsMessages.priceCode }) });
  }
}
