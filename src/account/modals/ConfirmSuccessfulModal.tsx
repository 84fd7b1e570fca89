import { useLingui } from "@lingui/react";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";

/** Confirm-successful (spec §4): closing it reloads the page or goes to the pk site (the flow decides). */
export function ConfirmSuccessfulModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const close = () => signIn.send({ type: "close" });
  return (
    <Modal
      open={open}
      preventClose
      name="confirm-successful"
      title={i18n._({ id: "account.confirmed.title", message: "Почта подтверждена" })}
      onClose={close}
    >
      <div className="account-modal">
        <p className="account-lead">{i18n._({ id: "account.confirmed.text", message: "Аккаунт готов к работе." })}</p>
        <button type="button" className="button button--primary account-submit" onClick={close} data-testid="confirm-done">
          {i18n._({ id: "account.confirmed.continue", message: "Продолжить" })}
        </button>
      </div>
    </Modal>
  );
}
