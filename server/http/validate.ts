import type { MessageDescriptor } from "@lingui/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { FIELD_ERRORS, type FieldError } from "../../core/contract/auth.ts";
import { fieldMessages } from "../../core/field-errors.ts";
import { localeOf, translate } from "../i18n.ts";
import { messages, sendError } from "./errors.ts";
import type { Refusal } from "./route.ts";

type Issues = readonly z.core.$ZodIssue[];

/**
 * The failing fields and their texts: a contract's field error key (too_long, too_many_words…) in the
 * request's language, any other message as zod wrote it.
 */
export function fieldTexts(request: FastifyRequest, issues: Issues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    const text = (FIELD_ERRORS as readonly string[]).includes(issue.message)
      ? translate(localeOf(request.headers.lang), fieldMessages[issue.message as FieldError])
      : issue.message;
    (errors[key] ??= []).push(text);
  }
  return errors;
}

/** A query over its word bound (contract/common.ts queryText): the 422 says so, with the bound. */
export function wordsExceeded(issues: Issues): { message: MessageDescriptor; values: { max: unknown } } | null {
  const issue = issues.find((i) => i.message === "too_many_words");
  return issue ? { message: messages.tooManyWords, values: { max: (issue as { params?: { max?: unknown } }).params?.max } } : null;
}

/**
 * The 422 of input a contract schema refused: the translated message (the word bound's when that was
 * exceeded) and the failing fields.
 */
export function send422(request: FastifyRequest, reply: FastifyReply, issues: Issues, message: MessageDescriptor = messages.validation) {
  const words = wordsExceeded(issues);
  return sendError(request, reply, 422, words?.message ?? message, words?.values, fieldTexts(request, issues));
}

/** A route's answer to refused input (http/route.ts): the 422 above, its message fixed or chosen from the refusal. */
export function unprocessable(message: MessageDescriptor | ((refusal: Refusal) => MessageDescriptor) = messages.validation) {
  return (refusal: Refusal) =>
    send422(refusal.request, refusal.reply, refusal.issues, typeof message === "function" ? message(refusal) : message);
}
