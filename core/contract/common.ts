import { z } from "zod";
import type { Access } from "../access.ts";

export const localeSchema = z.enum(["ru", "kk", "en"]);

/** The words of a query: runs of letters and digits, what the search and the screening match one by one. */
export const wordsIn = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * The text of a public query: not blank, at most `maxLength` characters and `maxWords` words, so no query asks
 * the database for unbounded work (each word is matched on its own). Failures are field error keys
 * (contract/auth.ts FIELD_ERRORS), which the server answers translated.
 */
export const queryText = (maxLength: number, maxWords: number) =>
  z
    .string()
    .max(maxLength, { error: "too_long" })
    .refine((s) => s.trim().length > 0, { error: "required" })
    .refine((s) => wordsIn(s) <= maxWords, { error: "too_many_words", params: { max: maxWords } });

/** Every error answer: a translated message, and field messages where a form can show them. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const healthBody = z.object({ status: z.literal("ok"), data_version: z.string().nullable() });
/** /healthz while a dependency is away: which one, and the translated sentence. */
export const healthUnavailableBody = z.object({ status: z.literal("unavailable"), dependency: z.literal("database"), message: z.string() });

/**
 * One call of the contract: the OpenAPI document, the client and the server's route (method, path and the
 * validation of params, query and body: server/http/route.ts) are all built from these.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Full path as served (service prefix included); `{name}` is a path parameter. */
  path: string;
  summary: string;
  tag: "api" | "auth" | "user" | "ai" | "system";
  /** Who may call it (core/access.ts): the server answers 401 or 403 `no_permission` to anyone else. */
  access: Access;
  /** The `{name}` segments of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}
