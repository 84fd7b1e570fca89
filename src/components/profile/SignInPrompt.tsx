import { useLingui } from "@lingui/react";
import { useAccount } from "../../account/account-context.ts";

/** What a profile page shows a visitor who is not signed in. */
export function SignInPrompt() {
  const { i18n } = useLingui();
  const { requestSignIn } = useAccount();
  return (
    <div className="profile-signin">
      <p className="lead">{i18n._({ id: "profile.signedOut", message: "Войдите, чтобы увидеть данные своей учётной записи." })}</p>
      <button type="button" className="button button--primary" data-testid="profile-login" onClick={() => requestSignIn("login")}>
        {i18n._({ id: "profile.login", message: "Войти" })}
      </button>
    </div>
  );
}
