import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSessionView } from "../account/account-context.ts";
import type { z } from "zod";
import type { favouritesBody, viewHistoryBody } from "../../core/contract/user-data.ts";
import { call, messageOf } from "./client.ts";

type Favourites = z.infer<typeof favouritesBody>["data"];
type Views = z.infer<typeof viewHistoryBody>["data"];

export const FAVOURITES_KEY = ["user", "favourites"] as const;
export const VIEW_HISTORY_KEY = ["user", "view-history"] as const;

/** A failed user-data call: the server's message when it sent one. */
export class UserDataError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The `data` of a 200, else a UserDataError with the server's message. */
export async function expectOk<T>(promise: ReturnType<typeof call>): Promise<T> {
  const answer = await promise;
  if (answer.status !== 200) throw new UserDataError(answer.status, messageOf(answer.body) ?? `HTTP ${answer.status}`);
  return (answer.body as { data: T }).data;
}

/** The signed-in user's favourite codes, newest first (nothing is fetched while signed out). */
export function useFavourites() {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: FAVOURITES_KEY,
    enabled: signedIn,
    queryFn: () => expectOk<Favourites>(call("userFavourites")),
    staleTime: 30_000,
  });
}

/** Add or remove a favourite; the answer (the new list) replaces the cached one. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, on }: { code: string; on: boolean }) =>
      expectOk<Favourites>(call(on ? "userFavouriteAdd" : "userFavouriteRemove", { body: { code } })),
    onMutate: async ({ code, on }) => {
      await client.cancelQueries({ queryKey: FAVOURITES_KEY });
      const before = client.getQueryData<Favourites>(FAVOURITES_KEY);
      if (before) {
        client.setQueryData<Favourites>(
          FAVOURITES_KEY,
          on ? [{ code, added_at: new Date().toISOString() }, ...before.filter((f) => f.code !== code)] : before.filter((f) => f.code !== code),
        );
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(FAVOURITES_KEY, context.before);
    },
    onSuccess: (list) => client.setQueryData(FAVOURITES_KEY, list),
  });
}

/** The signed-in user's viewed codes, newest first. */
export function useViewHistory() {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: VIEW_HISTORY_KEY,
    enabled: signedIn,
    queryFn: () => expectOk<Views>(call("userViewHistory")),
    staleTime: 30_000,
  });
}

/** Records a view; the answer (the new history) replaces the cached one. */
export function useRecordViewMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => expectOk<Views>(call("userViewRecord", { body: { code } })),
    onSuccess: (list) => client.setQueryData(VIEW_HISTORY_KEY, list),
  });
}

/** Removes a code from the history; the answer replaces the cached one. */
export function useRemoveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => expectOk<Views>(call("userViewRemove", { body: { code } })),
    onSuccess: (list) => client.setQueryData(VIEW_HISTORY_KEY, list),
  });
}
