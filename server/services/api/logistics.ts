import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connect.ts";
import { sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { cachedSender } from "./cached-send.ts";
import { logisticsAnswers } from "./logistics-answers.ts";
import { logisticsRepo } from "./logistics-repo.ts";
import { tradeAnswers, tradeMessages, wrongFilter } from "./trade.ts";
import { lineFilters } from "./trade-products.ts";
import { tradeRepo } from "./trade-repo.ts";

// How goods arrive (issue 20): the /v1/products/delivery calls over declaration lines, cached by their whole
// query like the goods calls (lines change only on import), each naming the demo data it is built from.

export const logisticsMessages = {
  code: /*i18n*/ { id: "error.trade.logistics.code", message: "Параметр code: код ТН ВЭД от 2 до 10 цифр, обязателен" },
  post: /*i18n*/ { id: "error.trade.logistics.post", message: "Параметр post: код таможенного поста из справочника постов" },
} satisfies Record<string, MessageDescriptor>;

export function logisticsRoutes(app: FastifyInstance, db: Db) {
  const shared = tradeAnswers(tradeRepo(db));
  const answers = logisticsAnswers(logisticsRepo(db), shared);
  const send = cachedSender(shared.cached, "logistics");
  /** A region or country filter naming nothing known: true once the 422 is sent. */
  const unknown = (request: FastifyRequest, reply: FastifyReply) =>
    shared.unknownFilter(request.query as { region?: string; country?: string }, request, reply);

  for (const [key, name, answer] of [
    ["deliveryBases", "bases", answers.bases],
    ["deliveryTransports", "transports", answers.transports],
    ["deliveryCustomsPosts", "posts", answers.customsPosts],
    ["deliveryCustomsPostsRegions", "regions", answers.postRegions],
  ] as const) {
    route(app, key, async (request, reply) => {
      const q = request.query;
      if (await unknown(request, reply)) return reply;
      await send(name, request, reply, q, (locale) => answer(locale, lineFilters(q.flow, q)));
      return reply;
    }, { invalid: wrongFilter() });
  }

  route(app, "deliveryTransportsAnalytics", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    await send("transports/analytics", request, reply, q, (locale) => answers.monthly(locale, lineFilters(q.flow, q), "mode"));
    return reply;
  }, { invalid: wrongFilter() });

  route(app, "codeStatistic", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    await send("code-statistic", request, reply, q, (locale) => answers.codeStatistic(locale, { ...lineFilters(q.flow, q), code: q.code }));
    return reply;
  }, { invalid: wrongFilter({ ...tradeMessages, code: logisticsMessages.code }) });

  route(app, "deliveryCustomsPostsAnalytics", async (request, reply) => {
    const q = request.query;
    if (await unknown(request, reply)) return reply;
    if (q.post !== undefined && !(await answers.knownPost(q.post))) {
      return sendError(request, reply, 422, logisticsMessages.post, undefined, { post: ["unknown customs post"] });
    }
    await send("posts/analytics", request, reply, q, (locale) => answers.monthly(locale, lineFilters(q.flow, q), "post", q.post));
    return reply;
  }, { invalid: wrongFilter({ ...tradeMessages, post: logisticsMessages.post }) });
}
