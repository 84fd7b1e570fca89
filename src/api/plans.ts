import { useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/** The plans and whether payments are configured: changes only on deploy. */
export function usePlans() {
  return useQuery({
    queryKey: ["plans"],
    queryFn: ({ signal }) => getJson("plans", { signal }),
    staleTime: 10 * 60_000,
  });
}
