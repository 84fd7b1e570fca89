import type { FastifyInstance } from "fastify";
import { messages, sendError } from "../http/errors.ts";

/** A service answers unknown paths under its prefix with a JSON 404 in the request's language. */
export function jsonNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, messages.notFound, { path: request.url.split("?")[0] }));
}
