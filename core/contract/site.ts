import { z } from "zod";
import { SOCIAL_SOURCES } from "./auth.ts";

/** A Google Tag Manager container id (spec §5: the GTM-XXXX form). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export const siblingService = z.object({ id: z.string(), url: z.string() });

/** What the client needs from the server's configuration. */
export const siteBody = z.object({
  data: z.object({
    mode: z.string(),
    services: z.array(siblingService),
    data_version: z.string().nullable(),
    /** The ЕТТ ЕАЭС edition behind the tree and the rates (ISO date; the newest chapter amendment), null before an import. */
    tariff_as_of: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
    /** Social sign-in providers the server has configured (google, yandex, mailru). */
    social: z.array(z.enum(SOCIAL_SOURCES)),
    /** Maps: the Yandex Maps API v3 key when one is configured (public, as in every page using it); else the built-in world map. */
    maps: z.object({ yandex_key: z.string().nullable() }),
    /** Page views go to this Google Tag Manager container's dataLayer; null: no tag is loaded. */
    analytics: z.object({ gtm_id: z.string().regex(GTM_ID_PATTERN).nullable() }),
    /** Who runs the portal (OPERATOR_*): /contacts, the agreement and the privacy policy show it; null parts are not configured. */
    operator: z.object({
      name: z.string(),
      bin: z.string().nullable(),
      address: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  }),
});
export type SiteInfo = z.infer<typeof siteBody>["data"];

/** The build id of the deployed client (a hash of its index.html and chunk manifest). */
export const buildBody = z.object({
  data: z.object({
    build: z.string(),
  }),
});
export type BuildInfo = z.infer<typeof buildBody>["data"];
