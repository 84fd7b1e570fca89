import { useQuery, type UseQueryOptions, type UseQueryResult } from "@tanstack/react-query";
import rules from "virtual:endpoint-access";
import { refusal } from "../../core/access.ts";
import type { endpoints } from "../../core/contract/index.ts";
import { useSessionView } from "../account/account-context.ts";
import { useHydrated } from "../app/ClientOnly.tsx";

type Endpoints = typeof endpoints;
/** The calls whose rule refuses somebody: only these go through useGuardedQuery. */
export type GuardedKey = { [K in keyof Endpoints]: Endpoints[K] extends { access: "everyone" } ? never : K }[keyof Endpoints];

/** A query the call's rule may refuse this user: `refused` says the page must show what the plan opens instead. */
export type GuardedResult<T> = UseQueryResult<T> & { refused: boolean };

/**
 * A react-query of a guarded call: asked only once the session and the call's rule (core/contract, core/access.ts)
 * say the server would answer, so a visitor the rule refuses never requests what they may not see.
 */
export function useGuardedQuery<T>(key: GuardedKey, options: UseQueryOptions<T> & { enabled?: boolean }): GuardedResult<T> {
  // The server's render and the hydrating browser ask nothing, so both render the same.
  const hydrated = useHydrated();
  const view = useSessionView();
  // Signed in, the permissions come with the user info: until then the rule cannot be read.
  const known = hydrated && !view.starting && (!view.signedIn || view.user !== null);
  const refused = known && refusal(rules[key], { signedIn: view.signedIn, permissions: view.user?.permissions ?? [] }) !== null;
  const query = useQuery({ ...options, enabled: known && !refused && options.enabled !== false });
  return { ...query, refused } as GuardedResult<T>;
}
