import { useQuery } from "@tanstack/react-query";
import type { UserInfo } from "../../../core/contract/user.ts";
import { call } from "../../api/client.ts";
import { useSessionView } from "../../account/account-context.ts";

export const USER_INFO_KEY = ["user", "info"] as const;

/**
 * The signed-in user's info: the session's copy first, then what GET /user/info answers when
 * the query is invalidated (after 2FA changes). The session machine is not touched.
 */
export function useUserInfo(): UserInfo | null {
  const { signedIn, user } = useSessionView();
  const query = useQuery({
    queryKey: USER_INFO_KEY,
    enabled: signedIn,
    queryFn: async (): Promise<UserInfo | null> => {
      const answer = await call("userInfo");
      return answer.status === 200 ? (answer.body as { data: UserInfo }).data : null;
    },
    ...(user ? { initialData: user } : {}),
  });
  return signedIn ? (query.data ?? user) : null;
}
