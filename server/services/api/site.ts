import type { Config } from "../../config.ts";
import type { SiteInfo } from "../../../core/contract/site.ts";

/** The spec's twelve sibling sites that share the sign-in (spec §1), linked from the all-services menu and the footer. */
export const SIBLING_SERVICES = [
  "landing",
  "pk",
  "login",
  "work",
  "tender",
  "zakupki",
  "avto",
  "analytics",
  "analytics-new",
  "tnved",
  "edo",
  "compliance",
] as const;

/** Builds a sibling section's address from the mode: production and stage hosts differ by prefix. */
export function siblingUrl(config: Pick<Config, "APP_MODE" | "SITE_DOMAIN" | "PORT">, id: string): string {
  switch (config.APP_MODE) {
    case "production":
      return `https://${id}.${config.SITE_DOMAIN}`;
    case "stage":
      return `https://stage-${id}.${config.SITE_DOMAIN}`;
    case "development":
      return `http://${id}.${config.SITE_DOMAIN}:${config.PORT}`;
  }
}

/** Who runs the portal, from OPERATOR_*: what is not configured is null and the pages leave it out. */
export function operatorInfo(
  config: Pick<Config, "OPERATOR_NAME" | "OPERATOR_BIN" | "OPERATOR_ADDRESS" | "OPERATOR_EMAIL" | "OPERATOR_PHONE" | "SITE_DOMAIN">,
): SiteInfo["operator"] {
  return {
    name: config.OPERATOR_NAME,
    bin: config.OPERATOR_BIN ?? null,
    address: config.OPERATOR_ADDRESS ?? null,
    email: config.OPERATOR_EMAIL ?? `support@${config.SITE_DOMAIN}`,
    phone: config.OPERATOR_PHONE ?? null,
  };
}
