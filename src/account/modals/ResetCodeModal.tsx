import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { CodeEntry } from "../../components/code/CodeEntry.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { codeSubmitter } from "./code-submit.ts";
import { ResendCountdown } from "./ResendCountdown.tsx";
import { withSlot } from "./shared.tsx";

/** The reset-password code modal (spec §4): the code from the recovery e-mail, and its resend. */
export function ResetCodeModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      preventClose
      name="reset-code"
      title={i18n._({ id: "account.reset.title", message: "Код из письма" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <ResetCodeBody />
    </Modal>
  );
}

function ResetCodeBody() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const email = useSelector(signIn, (s) => s.context.email ?? "");
  const submit = useMemo(() => codeSubmitter(signIn, "resetCode"), [signIn]);
  return (
    <div className="account-modal">
      <p className="account-lead">
        {withSlot(
          (slot) => i18n._({ id: "account.reset.text", message: "Мы отправили код для смены пароля на {email}", values: { email: slot } }),
          <strong className="account-address">{email}</strong>,
        )}
      </p>
      <CodeEntry label={i18n._({ id: "account.code.label", message: "Код подтверждения" })} submit={submit} testId="reset-code" />
      <ResendCountdown testIdPrefix="reset" />
    </div>
  );
}
