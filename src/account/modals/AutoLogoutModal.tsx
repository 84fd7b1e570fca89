import { useLingui } from "@lingui/react";
import { Modal } from "../../components/modal/Modal.tsx";
import { useAccount } from "../account-context.ts";
import { useSignIn } from "../sign-in-context.ts";

/** Auto-logout (spec §4): the session ended by itself; close, or sign in again. */
export function AutoLogoutModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const { session } = useAccount();
  const close = () => {
    signIn.send({ type: "close" });
    session?.send({ type: "close" });
  };
  const login = () => {
    signIn.send({ type: "toLogin" });
    session?.send({ type: "login" });
  };
  return (
    <Modal
      open={open}
      preventClose
      name="auto-logout"
      title={i18n._({ id: "account.autoLogout.title", message: "Сеанс завершён" })}
      onClose={close}
    >
      <div className="account-modal">
        <p className="account-lead">
          {i18n._({
            id: "account.autoLogout.text",
            message: "Вы вышли из аккаунта: срок входа истёк или выход был сделан в другой вкладке. Войдите снова, чтобы продолжить работу.",
          })}
        </p>
        <div className="account-actions">
          <button type="button" className="button" onClick={close} data-testid="autologout-close">
            {i18n._({ id: "account.autoLogout.close", message: "Закрыть" })}
          </button>
          <button type="button" className="button button--primary" onClick={login} data-testid="autologout-login">
            {i18n._({ id: "account.autoLogout.login", message: "Войти" })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
