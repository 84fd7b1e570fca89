import { useQuery } from "@tanstack/react-query";
import type { CompanyPick, ScopeOptions } from "../../machines/importer-card/answers.ts";
import type { OpenCardAnswer, OpenCardRequest } from "../../machines/limit-guard/limit-guard.machine.ts";
import type { z } from "zod";
import type { limitReachedBody, openCardBody } from "../../core/contract/importer-card.ts";
import { http, call, getJson, messageOf } from "./client.ts";
import { loadContract } from "./contract.ts";

// The importer-card wizard's calls, shaped as its statechart's actors want them (issue 8).

/** Importers by name or the start of a BIN, largest first. */
export async function searchImporters(query: string, signal?: AbortSignal): Promise<CompanyPick[]> {
  const body = await getJson("importersSearch", { query: { q: query, limit: 10 }, ...(signal ? { signal } : {}) });
  return body.data.map((h) => ({ id: h.id, name: h.name, region: h.region, demo: body.demo }));
}

/** The importer's codes, partners and months (the path carries the BIN, so the contract's helper cannot build it). */
export async function loadImporterScope(bin: string, signal?: AbortSignal): Promise<ScopeOptions> {
  // The schema comes with the contract, loaded at the first call rather than with the page.
  const { importerScopeBody } = await loadContract();
  const body = importerScopeBody.parse(await (await http()).get(`api/v1/importers/${encodeURIComponent(bin)}/scope`, signal ? { signal } : {}).json());
  const { codes, partners, months } = body.data;
  return { codes: codes.map(({ code, name }) => ({ code, name })), partners: partners.map(({ iso2, name }) => ({ iso2, name })), months };
}

/** GET /api/v1/open-card as the limit guard reads it: the card, the limit reached, or another status with its message. */
export async function openImporterCard({ importer, scope }: OpenCardRequest): Promise<OpenCardAnswer> {
  const { status, body } = await call("openCard", {
    query: {
      importer,
      ...(scope.codes.length ? { codes: scope.codes.join(",") } : {}),
      ...(scope.partners.length ? { partners: scope.partners.join(",") } : {}),
      ...(scope.from ? { from: scope.from } : {}),
      ...(scope.to ? { to: scope.to } : {}),
    },
  });
  if (status === 200) {
    const { card, limits } = (body as z.output<typeof openCardBody>).data;
    return { status: 200, card, limits };
  }
  if (status === 402) return { status: 402, limits: (body as z.output<typeof limitReachedBody>).limits };
  return { status, message: messageOf(body) ?? "" };
}

/** The cards the signed-in user opened and the month's openings left; off while signed out. */
export function useOpenedCards(enabled: boolean) {
  return useQuery({
    queryKey: ["openedCards"],
    enabled,
    queryFn: ({ signal }) => getJson("userOpenedCards", { signal }),
    staleTime: 0,
  });
}
