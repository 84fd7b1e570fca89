import { useQuery, type UseQueryOptions, type UseQueryResult } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { refusal } from "../../core/access.ts";
import type { endpoints } from "../../core/contract/index.ts";
import { useSessionView } from "../account/account-context.ts";
import { loadContract } from "./contract.ts";

type Endpoints = typeof endpoints;
/** The calls whose rule refuses somebody: only these go through useGuardedQuery. */
export type GuardedKey = { [K in keyof Endpoints]: Endpoints[K] extends { access: "everyone" } ? never : K }[keyof Endpoints];

type Contract = Awaited<ReturnType<typeof loadContract>>;
let contract: Contract | null = null;

/** The contract once loaded (it holds the rules); the server's render and hydration see none, so both agree. */
function subscribe(changed: () => void) {
  if (!contract) void loadContract().then((c) => { contract = c; changed(); }, () => undefined);
  return () => undefined;
}
const useContract = () => useSyncExternalStore(subscribe, () => contract, () => null);

/** A query the call's rule may refuse this user: `refused` says the page must show what the plan opens instead. */
export type GuardedResult<T> = UseQueryResult<T> & { refused: boolean };

/**
 * A react-query of a guarded call: asked only once the session and the call's rule (core/contract, core/access.ts)
 * say the server would answer, so a visitor the rule refuses never requests what they may not see.
 */
export function useGuardedQuery<T>(key: GuardedKey, options: UseQueryOptions<T> & { enabled?: boolean }): GuardedResult<T> {
  const loaded = useContract();
  const view = useSessionView();
  // Signed in, the permissions come with the user info: until then the rule cannot be read.
  const known = loaded !== null && !view.starting && (!view.signedIn || view.user !== null);
  const refused = known && refusal(loaded.endpoints[key].access, { signedIn: view.signedIn, permissions: view.user?.permissions ?? [] }) !== null;
  const query = useQuery({ ...options, enabled: known && !refused && options.enabled !== false });
  return { ...query, refused } as GuardedResult<T>;
}
