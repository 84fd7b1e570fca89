import { useLingui } from "@lingui/react";
import { useAccount } from "../../account/account-context.ts";

/** What the favourites and history pages show a visitor who is not signed in. */
export function SignedOutPrompt({ text }: { text: string }) {
  const { i18n } = useLingui();
  const { requestSignIn } = useAccount();
  return (
    <div className="profile-signin saved-signin">
      <p className="lead">{text}</p>
      <button type="button" className="button button--primary" data-testid="saved-login" onClick={() => requestSignIn("login")}>
        {i18n._({ id: "saved.login", message: "Войти" })}
      </button>
    </div>
  );
}
