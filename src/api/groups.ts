import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupDetail, GroupSummary } from "../../core/contract/groups.ts";
import { useSessionView } from "../account/account-context.ts";
import { call, messageOf } from "./client.ts";
import { expectOk, UserDataError } from "./user-data.ts";

// The signed-in user's code groups (issue 18 item 4) through the contract; every change refreshes the lists.

export const GROUPS_KEY = ["user", "groups"] as const;
const groupKey = (id: string) => [...GROUPS_KEY, "one", id] as const;

/** A group and the codes of the request the tariff does not hold. */
export interface GroupAnswer { data: GroupDetail; unknown: string[] }

async function groupAnswer(promise: ReturnType<typeof call>): Promise<GroupAnswer> {
  const answer = await promise;
  if (answer.status !== 200) throw new UserDataError(answer.status, messageOf(answer.body) ?? `HTTP ${answer.status}`);
  return answer.body as GroupAnswer;
}

/** The user's groups; with `code`, whether each holds it (the code card's control). */
export function useGroups(code?: string) {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: [...GROUPS_KEY, "list", code ?? ""],
    enabled: signedIn,
    queryFn: () => expectOk<GroupSummary[]>(call("userGroups", { query: code ? { code } : {} })),
    staleTime: 30_000,
  });
}

export function useGroup(id: string | null) {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: groupKey(id ?? ""),
    enabled: signedIn && id !== null,
    queryFn: () => groupAnswer(call("userGroup", { params: { id: id! } })).then((a) => a.data),
  });
}

export type GroupChange =
  | { kind: "create"; name: string; codes?: string[] }
  | { kind: "rename"; id: string; name: string }
  | { kind: "add" | "remove"; id: string; codes: string[] }
  | { kind: "share" | "unshare" | "delete"; id: string };

function send(change: GroupChange): Promise<GroupAnswer | null> {
  switch (change.kind) {
    case "create": return groupAnswer(call("userGroupCreate", { body: { name: change.name, ...(change.codes ? { codes: change.codes } : {}) } }));
    case "rename": return groupAnswer(call("userGroupRename", { params: { id: change.id }, body: { name: change.name } }));
    case "add": return groupAnswer(call("userGroupAddCodes", { params: { id: change.id }, body: { codes: change.codes } }));
    case "remove": return groupAnswer(call("userGroupRemoveCodes", { params: { id: change.id }, body: { codes: change.codes } }));
    case "share": return groupAnswer(call("userGroupShare", { params: { id: change.id } }));
    case "unshare": return groupAnswer(call("userGroupUnshare", { params: { id: change.id } }));
    case "delete": return expectOk(call("userGroupDelete", { params: { id: change.id } })).then(() => null);
  }
}

/** Any change of a group; the answer replaces the cached group and the lists are read again. */
export function useGroupChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer) client.setQueryData(groupKey(answer.data.id), answer.data);
      void client.invalidateQueries({ queryKey: [...GROUPS_KEY, "list"] });
    },
  });
}
