import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NoteKind, UserNote } from "../../core/contract/user-notes.ts";
import { useSessionView } from "../account/account-context.ts";
import { call } from "./client.ts";
import { expectOk } from "./user-data.ts";

// The signed-in user's private notes (issue 18 item 5) through the contract.

export const NOTES_KEY = ["user", "notes"] as const;

/** The notes matching a search (all of them for ""), newest change first. */
export function useNotes(q: string) {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: [...NOTES_KEY, "search", q],
    enabled: signedIn,
    queryFn: () => expectOk<UserNote[]>(call("userNotes", { query: q ? { q } : {} })),
    placeholderData: (previous) => previous,
  });
}

/** The note of one thing, or null (nothing is read while signed out, or when the caller has it: `read` false). */
export function useNoteOf(kind: NoteKind, ref: string, read = true) {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: [...NOTES_KEY, "of", kind, ref],
    enabled: read && signedIn && ref !== "",
    queryFn: async () => (await expectOk<UserNote[]>(call("userNotes", { query: { kind, ref } })))[0] ?? null,
  });
}

/** Write (`text`) or delete (`id`) a note; every cached list of notes is read again. */
export function useNoteChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: NoteKind; ref: string; text: string } | { id: string }) =>
      "id" in change ? expectOk(call("userNoteDelete", { params: { id: change.id } })) : expectOk(call("userNoteWrite", { body: change })),
    onSuccess: () => void client.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
