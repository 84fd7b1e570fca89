import { useLingui } from "@lingui/react";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";

/** Password-successful (spec §4): the new password is saved; sign in with it. */
export function PasswordSuccessfulModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      preventClose
      name="password-successful"
      title={i18n._({ id: "account.passwordChanged.title", message: "Пароль изменён" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <div className="account-modal">
        <p className="account-lead">{i18n._({ id: "account.passwordChanged.text", message: "Теперь войдите с новым паролем." })}</p>
        <button type="button" className="button button--primary account-submit" onClick={() => signIn.send({ type: "toLogin" })} data-testid="password-login">
          {i18n._({ id: "account.passwordChanged.login", message: "Войти" })}
        </button>
      </div>
    </Modal>
  );
}
