/**
 * Who may call an endpoint or see a page's paid part. One rule per contract call (core/contract) and per
 * route (core/routes.ts); the server enforces it and the pages read the same rule.
 */
export const ACCESS_RULES = ["everyone", "signed-in", "access_to_ved", "card_opening_ved"] as const;
export type Access = (typeof ACCESS_RULES)[number];

/** The plan permissions a paid rule names. */
export type Permission = Extract<Access, "access_to_ved" | "card_opening_ved">;

/** Who is asking, as far as a rule cares: signed in or not, and the permissions of their plan. */
export interface Caller {
  signedIn: boolean;
  permissions: readonly string[];
}

/**
 * What a rule answers a caller: null when it may, else the refusal the server sends (401 sign in first,
 * 403 no_permission); the pages read the same answer to show or hide a part and open the rate modal.
 */
export function refusal(rule: Access, caller: Caller): 401 | 403 | null {
  if (rule === "everyone") return null;
  if (!caller.signedIn) return 401;
  return rule === "signed-in" || caller.permissions.includes(rule) ? null : 403;
}

/** Whether a rule asks for a plan's permission (a page with such a rule can open the rate modal). */
export const needsPermission = (rule: Access): rule is Permission => rule === "access_to_ved" || rule === "card_opening_ved";
