import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { CodeEntry } from "../../components/code/CodeEntry.tsx";
import { codeSubmitter } from "../../components/code/submit-code.ts";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { ResendCountdown } from "./ResendCountdown.tsx";
import { withSlot } from "./shared.tsx";

/** What tells the confirm-account and reset-password code modals apart. */
export interface EmailCodeTexts {
  /** The modal's name (its test id is modal-{name}), the code cells' test id. */
  name: string;
  /** The prefix of the resend button's and countdown's test ids. */
  resendTestIdPrefix: "confirm" | "reset";
  title: MessageDescriptor;
  /** The lead text, with {email} where the address goes. */
  lead: MessageDescriptor;
}

/** The lead with its address (a descriptor built aside: lingui extract reads only literal ones in `i18n._`). */
const withEmail = (lead: MessageDescriptor, email: string): MessageDescriptor => ({ ...lead, values: { email } });

/** A modal for a code sent by e-mail (spec §4): the code cells, and the resend with its countdown. */
export function EmailCodeModal({ open, texts }: { open: boolean; texts: EmailCodeTexts }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal open={open} preventClose name={texts.name} title={i18n._(texts.title)} onClose={() => signIn.send({ type: "close" })}>
      <EmailCodeBody texts={texts} />
    </Modal>
  );
}

function EmailCodeBody({ texts }: { texts: EmailCodeTexts }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const email = useSelector(signIn, (s) => s.context.email ?? "");
  const submit = useMemo(() => codeSubmitter(signIn, "awaitsCode"), [signIn]);
  return (
    <div className="account-modal">
      <p className="account-lead">
        {withSlot((slot) => i18n._(withEmail(texts.lead, slot)), <strong className="account-address">{email}</strong>)}
      </p>
      <CodeEntry label={i18n._({ id: "account.code.label", message: "Код подтверждения" })} submit={submit} testId={texts.name} />
      <ResendCountdown testIdPrefix={texts.resendTestIdPrefix} />
    </div>
  );
}
