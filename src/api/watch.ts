import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { feedBody, WatchKind, watchEntry } from "../../core/contract/watch.ts";
import { useSessionView } from "../account/account-context.ts";
import { call, getJson } from "./client.ts";
import { expectOk } from "./user-data.ts";

// What the signed-in user follows and the feed of its changes (issue #18) through the contract; nothing is
// asked signed out.

export type WatchEntry = z.infer<typeof watchEntry>;
export type FeedPage = z.infer<typeof feedBody>;

export const WATCH_KEY = ["user", "watch"] as const;
const FEED_KEY = ["user", "feed"] as const;

/** The user's watch list, newest first. */
export function useWatchList() {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: WATCH_KEY,
    enabled: signedIn,
    queryFn: () => expectOk<WatchEntry[]>(call("userWatchList")),
    staleTime: 30_000,
  });
}

/** The entry that follows this thing, if any. */
export function entryOf(list: readonly WatchEntry[] | undefined, kind: WatchKind, ref: string): WatchEntry | undefined {
  return list?.find((e) => e.kind === kind && e.ref === ref);
}

/** Stops following each entry (one call each: the contract removes one at a time); the list is read again. */
export function useWatchRemove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await expectOk<WatchEntry[]>(call("userWatchRemove", { params: { id } }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: WATCH_KEY }),
  });
}

/** The feed, newest first, a page at a time (`before` = the last item seen). */
export function useFeed() {
  const { signedIn } = useSessionView();
  return useInfiniteQuery({
    queryKey: [...FEED_KEY, "pages"],
    enabled: signedIn,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getJson("userFeed", { query: pageParam ? { before: Number(pageParam) } : {} }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The unread count for the header: one item asked, read again when the window gets the focus back. */
export function useUnreadCount(): number {
  const { signedIn } = useSessionView();
  const answer = useQuery({
    queryKey: [...FEED_KEY, "unread"],
    enabled: signedIn,
    queryFn: () => getJson("userFeed", { query: { limit: 1 } }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return signedIn ? (answer.data?.unread ?? 0) : 0;
}

/** Marks feed items read; the feed and the count are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      await expectOk<unknown>(call("userFeedRead", { body: { ids: [...ids] } }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

/** Follows each code of an imported list (one call each); answers how many the server refused. */
export function useWatchAddCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (codes: readonly string[]) => {
      let refused = 0;
      for (const ref of codes) if ((await call("userWatchAdd", { body: { kind: "code", ref } })).status !== 200) refused++;
      return refused;
    },
    onSettled: () => client.invalidateQueries({ queryKey: WATCH_KEY }),
  });
}
