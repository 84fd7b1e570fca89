import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { CodeEntry } from "../../components/code/CodeEntry.tsx";
import { codeSubmitter } from "../../components/code/submit-code.ts";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";

/** The two-factor modal (spec §4): the 6-digit code of the authenticator app. */
export function TwoFactorModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      name="two-factor"
      title={i18n._({ id: "account.twoFactor.title", message: "Подтверждение входа" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <TwoFactorBody />
    </Modal>
  );
}

function TwoFactorBody() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const submit = useMemo(() => codeSubmitter(signIn, "awaitsCode"), [signIn]);
  return (
    <div className="account-modal">
      <p className="account-lead">
        {i18n._({ id: "account.twoFactor.text", message: "Введите 6-значный код из приложения-аутентификатора." })}
      </p>
      <CodeEntry label={i18n._({ id: "account.twoFactor.label", message: "Код из приложения" })} submit={submit} testId="twofactor-code" />
    </div>
  );
}
