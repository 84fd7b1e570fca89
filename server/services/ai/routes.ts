import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, searchRequest } from "../../../src/contract/search.ts";
import { messages, sendError } from "../../http/errors.ts";
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
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join(".") || "_"] ??= []).push(issue.message);
  const q = merged.q;
  const message =
    parsed.error.issues[0]?.path[0] === "limit" ? searchMessages.badLimit
    : q === undefined || (typeof q === "string" && q.trim() === "") ? searchMessages.empty
    : typeof q === "string" && q.length > SEARCH_MAX_LENGTH ? searchMessages.tooLong
    : messages.validation;
  void sendError(request, reply, 422, message, { max: message === searchMessages.badLimit ? SEARCH_MAX_LIMIT : SEARCH_MAX_LENGTH }, errors);
  return null;
}

/** POST /ved/tnved/search: the smart search over the ТН ВЭД. */
export function searchRoutes(app: FastifyInstance, service: SearchService) {
  // A repeated query returns the same answer array: its JSON is written once (a search box asks often).
  const bodies = new WeakMap<object, string>();
  app.post("/ved/tnved/search", async (request, reply) => {
    const input = readRequest(request, reply);
    if (!input) return reply;
    const data = await service.search(input.q, input.limit, localeOf(request.headers.lang));
    let body = bodies.get(data);
    if (body === undefined) bodies.set(data, (body = JSON.stringify({ data })));
    return reply.type("application/json; charset=utf-8").send(body);
  });
}
