import type { FastifyRequest } from "fastify";

// Fastify logs each request's URL. Some carry a secret in the query (an alert mail's unsubscribe token,
// /unsubscribe?token=…): the log keeps the parameter's name and drops its value.
const TOKEN_VALUE = /([?&]token=)[^&#]*/gi;

export const withoutTokens = (url: string): string => url.replace(TOKEN_VALUE, "$1[redacted]");

/** Fastify's request log fields, the URL without token values. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: withoutTokens(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket.remotePort };
}
