import type { Config } from "../../config.ts";

/** The sibling sections that share the sign-in, linked from the all-services menu. */
export const SIBLING_SERVICES = ["counterparty", "tender", "fines", "analytics", "work", "compliance", "edo"] as const;

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
