import { useQuery } from "@tanstack/react-query";
import { useSessionView } from "../account/account-context.ts";
import { getJson } from "./client.ts";

export const PAYMENTS_KEY = ["user", "payments"] as const;

/** GET /user/api/payments: the signed-in user's plan, invoices and payments (nothing is fetched while signed out). */
export function usePayments() {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: PAYMENTS_KEY,
    enabled: signedIn,
    queryFn: async ({ signal }) => (await getJson("userPayments", { signal })).data,
    staleTime: 0,
  });
}
