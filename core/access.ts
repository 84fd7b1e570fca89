/**
 * Who may call an endpoint or see a page's paid part. One rule per contract call (core/contract) and per
 * route (core/routes.ts); the server enforces it and the pages read the same rule.
 */
export const ACCESS_RULES = ["everyone", "signed-in", "access_to_ved", "card_opening_ved"] as const;
export type Access = (typeof ACCESS_RULES)[number];

/** The plan permissions a paid rule names. */
export type Permission = Extract<Access, "access_to_ved" | "card_opening_ved">;
