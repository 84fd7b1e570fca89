import { z } from "zod";

export const siblingService = z.object({ id: z.string(), url: z.string() });

/** What the client needs from the server's configuration. */
export const siteBody = z.object({
  data: z.object({
    mode: z.string(),
    services: z.array(siblingService),
    data_version: z.string().nullable(),
  }),
});
export type SiteInfo = z.infer<typeof siteBody>["data"];
