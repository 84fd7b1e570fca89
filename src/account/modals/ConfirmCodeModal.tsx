import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { CodeEntry } from "../../components/code/CodeEntry.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { codeSubmitter } from "./code-submit.ts";
import { ResendCountdown } from "./ResendCountdown.tsx";
import { withSlot } from "./shared.tsx";

/** The confirm-account modal (spec §4): the code sent to the e-mail, and its resend. */
export function ConfirmCodeModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      preventClose
      name="confirm-code"
      title={i18n._({ id: "account.confirm.title", message: "Подтвердите почту" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <ConfirmCodeBody />
    </Modal>
  );
}

function ConfirmCodeBody() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const email = useSelector(signIn, (s) => s.context.email ?? "");
  const submit = useMemo(() => codeSubmitter(signIn, "confirmCode"), [signIn]);
  return (
    <div className="account-modal">
      <p className="account-lead">
        {withSlot(
          (slot) => i18n._({ id: "account.confirm.text", message: "Мы отправили код на {email}", values: { email: slot } }),
          <strong className="account-address">{email}</strong>,
        )}
      </p>
      <CodeEntry label={i18n._({ id: "account.code.label", message: "Код подтверждения" })} submit={submit} testId="confirm-code" />
      <ResendCountdown testIdPrefix="confirm" />
    </div>
  );
}
