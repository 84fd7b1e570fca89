import { useLingui } from "@lingui/react";
import { keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import { http, getJson } from "./client.ts";
import { useGuardedQuery } from "./guarded.ts";
import { loadContract } from "./contract.ts";
import type { Flow } from "./trade.ts";

// The region and country reference cards of /fea/regions and /fea/countries (issue 8). The region and country
// lists themselves are useTradeRegions / useTradeCountries (./trade.ts).

const STALE_MS = 10 * 60_000;
const common = { staleTime: STALE_MS, placeholderData: keepPreviousData } as const;

function params(year: number | undefined, flow: Flow): Record<string, string> {
  return { flow, ...(year !== undefined ? { year: String(year) } : {}) };
}

/** GET /api/v1/reference/{region|country}/{id} (the path carries the id, so the contract's helper cannot build it). */
function useReference<T>(
  kind: "region" | "country",
  schemaOf: (contract: Awaited<ReturnType<typeof loadContract>>) => z.ZodType<T>,
  id: string | undefined,
  year: number | undefined,
  flow: Flow,
) {
  const { locale } = useLingui().i18n;
  return useGuardedQuery(kind === "region" ? "regionReference" : "countryReference", {
    queryKey: ["trade", "reference", kind, locale, id ?? null, year ?? null, flow],
    enabled: id !== undefined,
    // The schema comes with the contract, loaded at the first call rather than with the page.
    queryFn: async ({ signal }) =>
      schemaOf(await loadContract()).parse(
        await (await http()).get(`api/v1/reference/${kind}/${encodeURIComponent(id ?? "")}`, { searchParams: params(year, flow), signal }).json(),
      ),
    ...common,
  });
}

/** A region (`KZ-75`) and its declared trade. */
export function useRegionReference(id: string | undefined, year: number | undefined, flow: Flow) {
  return useReference("region", (c) => c.regionReferenceBody, id, year, flow);
}

/** A partner (ISO2): its official series and its declared trade. */
export function useCountryReference(iso2: string | undefined, year: number | undefined, flow: Flow) {
  return useReference("country", (c) => c.countryReferenceBody, iso2, year, flow);
}

/** GET /api/v1/country/companies: the companies trading with a partner, largest first. */
export function useCountryCompanies(iso2: string | undefined, year: number | undefined, flow: Flow, limit = 10) {
  const { locale } = useLingui().i18n;
  return useGuardedQuery("countryCompanies", {
    queryKey: ["trade", "countryCompanies", locale, iso2 ?? null, year ?? null, flow, limit],
    enabled: iso2 !== undefined,
    queryFn: ({ signal }) => getJson("countryCompanies", { query: { country: iso2 ?? "", flow, limit, ...(year !== undefined ? { year } : {}) }, signal }),
    ...common,
  });
}
