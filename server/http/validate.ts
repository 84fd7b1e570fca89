import type { MessageDescriptor } from "@lingui/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { messages, sendError } from "./errors.ts";

/**
 * Parses a request part with its contract schema; on failure answers 422 with
 * the translated message and the failing fields, and returns null.
 */
export function parseOr422<S extends z.ZodType>(
  schema: S,
  value: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  message: MessageDescriptor = messages.validation,
): z.infer<S> | null {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    (errors[key] ??= []).push(issue.message);
  }
  void sendError(request, reply, 422, message, undefined, errors);
  return null;
}
