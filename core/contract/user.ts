import { z } from "zod";

/** What the signed-in user's plan allows. */
export const userInfoBody = z.object({
  data: z.object({
    email: z.string(),
    is_2fa_enabled: z.boolean(),
    /** Plan id: free, standard, business. */
    plan: z.string(),
    /** access_to_ved, card_opening_ved; neither on the free plan. */
    permissions: z.array(z.string()),
    limits: z.object({ card_openings_per_month: z.number().int().nonnegative() }),
  }),
});
export type UserInfo = z.infer<typeof userInfoBody>["data"];

/** Ids of the sections the user's plan opens (fea for the paid plans). */
export const userServicesBody = z.object({ data: z.array(z.string()) });
