import type { MessageDescriptor } from "@lingui/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { FIELD_ERRORS, type FieldError } from "../../../core/contract/auth.ts";
import type { Refusal } from "../../http/route.ts";
import { localeOf, translate } from "../../i18n.ts";
import { fieldMessages, m } from "./messages.ts";

type FieldErrors = Record<string, FieldError[]>;
type Checked<S extends z.ZodType> = { ok: true; data: z.output<S> } | { ok: false; fields: FieldErrors };

/** The text of a message in the request's language (the `lang` header, ru by default). */
export function say(request: FastifyRequest, message: MessageDescriptor, values?: Record<string, unknown>): string {
  return translate(localeOf(request.headers.lang), message, values);
}

/**
 * Checks input against a contract schema and collects the field error keys. Anything that is
 * not an object counts as an empty one, so a form always learns which fields are missing.
 */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<S> {
  const value = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: FieldErrors = {};
  const wrongType = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "_");
    const key = (FIELD_ERRORS as readonly string[]).includes(issue.message) ? (issue.message as FieldError) : "invalid";
    if (issue.code === "invalid_type") wrongType.add(field);
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  // A value of the wrong type or an empty one needs no other advice (zod still runs the length checks on arrays).
  for (const [field, keys] of Object.entries(fields)) {
    if (wrongType.has(field)) fields[field] = [keys[0] ?? "invalid"];
    else if (keys.includes("required")) fields[field] = ["required"];
  }
  return { ok: false, fields };
}

function texts(request: FastifyRequest, fields: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([f, keys]) => [f, keys.map((k) => say(request, fieldMessages[k]))]));
}

/** 422 of a form: `{success:false, message:{field:[texts]}}`. */
export function formErrors(request: FastifyRequest, reply: FastifyReply, fields: FieldErrors) {
  return reply.code(422).send({ success: false, message: texts(request, fields) });
}

/** 422 of any other call: one message, the failing fields beside it. */
export function malformed(request: FastifyRequest, reply: FastifyReply, fields: FieldErrors) {
  return reply.code(422).send({ success: false, message: say(request, m.validation), errors: texts(request, fields) });
}

/** The field error keys `check` finds in a part the route refused (a part that is not an object reads as an empty one). */
const refusedFields = ({ schema, value }: Refusal): FieldErrors => {
  const checked = check(schema, value);
  return checked.ok ? {} : checked.fields;
};

/** A form's answer to input its contract refuses (http/route.ts): formErrors. */
export const refusedForm = (refusal: Refusal) => formErrors(refusal.request, refusal.reply, refusedFields(refusal));

/** Any other call's answer to input its contract refuses (http/route.ts): malformed. */
export const refusedCall = (refusal: Refusal) => malformed(refusal.request, refusal.reply, refusedFields(refusal));

export function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
) {
  return reply.code(status).send({ success: false, message: say(request, message, values) });
}

export function done(request: FastifyRequest, reply: FastifyReply, message: MessageDescriptor, values?: Record<string, unknown>) {
  return reply.code(200).send({ success: true, message: say(request, message, values) });
}

/** 429 with the wait in the Retry-After header and in `data.retry_after`. */
export function tooMany(request: FastifyRequest, reply: FastifyReply, seconds: number, message: MessageDescriptor = m.rateLimited) {
  return reply
    .code(429)
    .header("retry-after", String(seconds))
    .send({ success: false, message: say(request, message, { seconds }), data: { retry_after: seconds } });
}
