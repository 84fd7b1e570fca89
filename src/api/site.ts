import { useQuery } from "@tanstack/react-query";
import { getJson } from "./client.ts";

/** Mode, sibling sections and data version: configuration that changes only on deploy. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ["site"],
    queryFn: ({ signal }) => getJson("site", { signal }),
    staleTime: Infinity,
    select: (body) => body.data,
  });
}
