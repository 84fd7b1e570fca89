import { useEffect } from "react";
import { useSessionView } from "../../account/account-context.ts";
import { useRecordViewMutation } from "../../api/user-data.ts";

/**
 * Records that the signed-in user opened a code's card (once per code and page visit); does
 * nothing for a visitor who is not signed in or for a malformed code.
 */
export function useRecordView(code: string | null | undefined): void {
  const { signedIn } = useSessionView();
  const { mutate } = useRecordViewMutation();
  useEffect(() => {
    if (!signedIn || !code || !/^\d{2,10}$/.test(code)) return;
    mutate(code);
  }, [signedIn, code, mutate]);
}
