import { useLingui } from "@lingui/react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tracking } from "../../core/contract/containers.ts";
import { call, getJson, messageOf } from "./client.ts";

/** The tracking answer, or the server's message for a number it refuses (422) or knows nothing about (404). */
export type TrackingResult = { kind: "found"; data: Tracking } | { kind: "notFound" | "invalid"; message: string };

export async function fetchTracking(number: string, signal?: AbortSignal): Promise<TrackingResult> {
  const answer = await call("trackContainer", { query: { number }, ...(signal ? { signal } : {}) });
  if (answer.status === 200) return { kind: "found", data: (answer.body as { data: Tracking }).data };
  if (answer.status === 404 || answer.status === 422) return { kind: answer.status === 404 ? "notFound" : "invalid", message: messageOf(answer.body) ?? "" };
  throw new Error(`track-container answered ${answer.status}`);
}

/**
 * The tracking of `number` in `locale` (the server's messages are in it) as the query cache keeps it: the
 * server fetches it to render the page, the page's statechart reads it from there.
 */
export const trackingQuery = (number: string, locale: string) =>
  queryOptions({ queryKey: ["trackContainer", number, locale], queryFn: ({ signal }) => fetchTracking(number, signal) });

/** The tracking of a valid number in the address (null: none, nothing is asked). */
export function useTracking(number: string | null) {
  const { i18n } = useLingui();
  // Never refetched on its own: an update would make the page drop the server's HTML of the answer, and the
  // statechart asks again when the reader does.
  return useQuery({ ...trackingQuery(number ?? "", i18n.locale), enabled: number !== null, staleTime: Infinity });
}

/** The demo carrier's containers, to try the page with. */
export function useDemoContainers() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["trackContainerDemo", i18n.locale],
    queryFn: ({ signal }) => getJson("trackContainerDemo", { signal }),
    select: (body) => body.data,
    staleTime: 10 * 60_000,
  });
}
