import type { Access } from "../access.ts";
import { failureBody } from "./auth.ts";
import type { Endpoint } from "./common.ts";
import { noPermissionBody } from "./importer-card.ts";

/**
 * The refusals each access rule adds to a call's answers (the server sends them before reading the input,
 * server/http/route.ts): 401 without a valid bearer, and 403 no_permission without the plan's permission.
 */
const REFUSALS = {
  everyone: {},
  "signed-in": { 401: failureBody },
  access_to_ved: { 401: failureBody, 403: noPermissionBody },
  card_opening_ved: { 401: failureBody, 403: noPermissionBody },
} as const satisfies Record<Access, Endpoint["responses"]>;

type WithRefusals<E extends Record<string, Endpoint>> = {
  [K in keyof E]: Omit<E[K], "responses"> & { responses: Omit<E[K]["responses"], keyof (typeof REFUSALS)[E[K]["access"]]> & (typeof REFUSALS)[E[K]["access"]] };
};

/** The contract's calls with the refusals of their rule among their answers: declared once, by the rule. */
export function withRefusals<E extends Record<string, Endpoint>>(calls: E): WithRefusals<E> {
  return Object.fromEntries(
    Object.entries(calls).map(([key, call]) => [key, { ...call, responses: { ...call.responses, ...REFUSALS[call.access] } }]),
  ) as WithRefusals<E>;
}
