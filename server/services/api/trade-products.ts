import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  filterCountriesQuery, filterImportersQuery, filterRegionsQuery, filterYearsQuery, groupsQuery, pricesQuery, productsQuery, subcategoryQuery, treeStatisticsQuery,
} from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import type { Db } from "../../db/connect.ts";
import { messages, sendError } from "../../http/errors.ts";
import { localeOf } from "../../i18n.ts";
import { parseFilters, tradeAnswers, tradeMessages } from "./trade.ts";
import { tradeProductsAnswers } from "./trade-products-answers.ts";
import { tradeProductsRepo } from "./trade-products-repo.ts";
import { tradeRepo, type LineFilters } from "./trade-repo.ts";

// Goods analytics (issue 8): the /v1/products calls over declaration lines. Every answer is cached by its
// whole query (lines change only on import) and names the demo data it is built from.

export const productsMessages = {
  level: /*i18n*/ { id: "error.trade.products.level", message: "Параметр level: 2, 4, 6 или 10 — сколько цифр кода группировать, не меньше длины code" },
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
const lineFilters = (flow: "import" | "export", q: Omit<LineFilters, "flow">): LineFilters => ({
  flow, year: q.year, region: q.region, country: q.country, code: q.code,
});

export function tradeProductsRoutes(app: FastifyInstance, db: Db) {
  const shared = tradeAnswers(tradeRepo(db));
  const { cached, unknownFilter } = shared;
  const answers = tradeProductsAnswers(tradeProductsRepo(db), shared);

  /** The query parsed and its region and country checked; null once a 422 is sent. */
  async function parse<S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply, own: Record<string, MessageDescriptor> = texts) {
    const q = parseFilters(schema, request, reply, own) as (z.infer<S> & { flow: "import" | "export" }) | null;
    if (!q || (await unknownFilter(q as { region?: string; country?: string }, request, reply))) return null;
    return q;
  }
  /**
   * The answer of a whole query, cached serialized (a tree of every heading is not stringified again on
   * every request); false when the answer is null and nothing was sent.
   */
  async function send(name: string, request: FastifyRequest, reply: FastifyReply, q: object, load: (locale: Locale) => Promise<object | null>) {
    const locale = localeOf(request.headers.lang);
    const json = await cached<string | null>(`products\0${name}\0${locale}\0${JSON.stringify(q)}`, async () => {
      const body = await load(locale);
      return body && JSON.stringify(body);
    });
    if (json === null) return false;
    await reply.type("application/json; charset=utf-8").send(json);
    return true;
  }

  app.get("/v1/products", async (request, reply) => {
    const q = await parse(productsQuery, request, reply);
    if (!q) return reply;
    const level = q.level ?? defaultLevel(q.code);
    if (q.code && level < q.code.length) {
      return sendError(request, reply, 422, productsMessages.level, undefined, { level: ["shorter than the code filter"] });
    }
    await send("ranking", request, reply, q, (locale) =>
      answers.products(locale, lineFilters(q.flow, q), { level, page: q.page, limit: q.limit, order: q.order }));
    return reply;
  });

  for (const [path, schema, answer] of [
    ["regions", filterRegionsQuery, answers.filterRegions],
    ["countries", filterCountriesQuery, answers.filterCountries],
    ["years", filterYearsQuery, answers.filterYears],
  ] as const) {
    app.get(`/v1/products/filters/${path}`, async (request, reply) => {
      const q = await parse(schema, request, reply);
      if (!q) return reply;
      await send(path, request, reply, q, (locale) => answer(locale, lineFilters(q.flow, q)));
      return reply;
    });
  }

  app.get("/v1/products/filters/importers", async (request, reply) => {
    const q = await parse(filterImportersQuery, request, reply, { ...texts, limit: productsMessages.importersLimit });
    if (!q) return reply;
    await send("importers", request, reply, q, (locale) => answers.filterImporters(locale, lineFilters(q.flow, q), q));
    return reply;
  });

  app.get("/v1/products/subcategory", async (request, reply) => {
    const q = await parse(subcategoryQuery, request, reply, { ...texts, code: productsMessages.subcategoryCode });
    if (!q) return reply;
    const sent = await send("subcategory", request, reply, q, (locale) => answers.subcategory(locale, q.code, lineFilters(q.flow, q)));
    return sent ? reply : sendError(request, reply, 404, messages.codeNotFound, { code: q.code });
  });

  app.get("/v1/products/groups", async (request, reply) => {
    const q = await parse(groupsQuery, request, reply);
    if (!q) return reply;
    await send("groups", request, reply, q, (locale) => answers.groups(locale, lineFilters(q.flow, q)));
    return reply;
  });

  app.get("/v1/products/tree-statistics", async (request, reply) => {
    const q = await parse(treeStatisticsQuery, request, reply, { ...texts, section: productsMessages.section });
    if (!q) return reply;
    const sent = await send("tree", request, reply, q, (locale) => answers.treeStatistics(locale, lineFilters(q.flow, q), q.section));
    return sent ? reply : sendError(request, reply, 422, productsMessages.section, undefined, { section: ["unknown section"] });
  });

  for (const [path, answer] of [["prices", answers.prices], ["prices/countries", answers.priceCountries]] as const) {
    app.get(`/v1/products/${path}`, async (request, reply) => {
      const q = await parse(pricesQuery, request, reply, { ...texts, code: productsMessages.priceCode });
      if (!q) return reply;
      await send(path, request, reply, q, (locale) => answer(locale, { ...lineFilters(q.flow, q), code: q.code }));
      return reply;
    });
  }
}
