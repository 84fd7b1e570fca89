import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { WatchKind, watchEntry } from "../../core/contract/watch.ts";
import { useSessionView } from "../account/account-context.ts";
import { call } from "./client.ts";
import { expectOk } from "./user-data.ts";

// What the signed-in user follows (issue #18) through the contract; nothing is asked signed out.

export type WatchEntry = z.infer<typeof watchEntry>;

export const WATCH_KEY = ["user", "watch"] as const;

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
