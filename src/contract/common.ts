import { z } from "zod";

export const localeSchema = z.enum(["ru", "kk", "en"]);

/** Every error answer: a translated message, and field messages where a form can show them. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const healthBody = z.object({ status: z.literal("ok"), data_version: z.string().nullable() });
