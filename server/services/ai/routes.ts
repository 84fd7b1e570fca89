import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MAX_WORDS, searchRequest } from "../../../core/contract/search.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { route } from "../../http/route.ts";
import { messages, sendError } from "../../http/errors.ts";
import { fieldTexts, wordsExceeded } from "../../http/validate.ts";
import { localeOf } from "../../i18n.ts";
import { searchMessages } from "./messages.ts";
import type { SearchService } from "./search.ts";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Query string and JSON body merged (the body wins), or null after a 422 naming what is wrong. */
function readRequest(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body ?? {};
  if (!isObject(body)) {
    void sendError(request, reply, 422, searchMessages.badBody);
    return null;
  }
  const merged = { ...(isObject(request.query) ? request.query : {}), ...body };
  const parsed = searchRequest.safeParse(merged);
  if (parsed.success) return parsed.data;
  const errors = fieldTexts(request, parsed.error.issues);
  const q = merged.q;
  const words = wordsExceeded(parsed.error.issues);
  const message =
    parsed.error.issues[0]?.path[0] === "limit" ? searchMessages.badLimit
    : q === undefined || (typeof q === "string" && q.trim() === "") ? searchMessages.empty
    : typeof q === "string" && q.length > SEARCH_MAX_LENGTH ? searchMessages.tooLong
    : words ? words.message
    : messages.validation;
  const max = message === searchMessages.badLimit ? SEARCH_MAX_LIMIT : words ? SEARCH_MAX_WORDS : SEARCH_MAX_LENGTH;
  void sendError(request, reply, 422, message, { max }, errors);
  return null;
}

/** POST /ved/tnved/search: the smart search over the ТН ВЭД. */
export function searchRoutes(app: FastifyInstance, service: SearchService, costs: CostLimits) {
  // A repeated query returns the same answer array: its JSON is written once (a search box asks often).
  const bodies = new WeakMap<object, string>();
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const input = readRequest(request, reply);
    if (!input) return reply;
    const data = await service.search(input.q, input.limit, localeOf(request.headers.lang), () => costs.charge(request, "search"));
    let body = bodies.get(data);
    if (body === undefined) bodies.set(data, (body = JSON.stringify({ data })));
    return reply.type("application/json; charset=utf-8").send(body);
  }
  // The query and the body are one request, the body's fields winning: a part the contract refuses on its own
  // (a bad limit in the query beside a good one in the body) is read with the other, as the search always did.
  route(app, "tnvedSearch", answer, { invalid: ({ request, reply }) => answer(request, reply) });
}
