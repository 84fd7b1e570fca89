import { useLingui } from "@lingui/react";
import { recoveryErrors } from "../../../machines/sign-in/sign-in.machine.ts";
import { TextInput } from "../../components/form/TextInput.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { SubmitButton, errorText, submitTo, useSignInState } from "./shared.tsx";

/** The recovery modal (spec §4): the e-mail the reset code goes to. */
export function RecoveryModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      name="recovery"
      title={i18n._({ id: "account.recovery.title", message: "Восстановление пароля" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <RecoveryForm />
    </Modal>
  );
}

function RecoveryForm() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const state = useSignInState();
  const { form, showErrors } = state.context;
  const errors = showErrors ? recoveryErrors(form) : {};
  const busy = state.hasTag("busy");

  const onSubmit = submitTo(signIn);

  return (
    <div className="account-modal">
      <p className="account-lead">
        {i18n._({ id: "account.recovery.text", message: "Укажите почту, с которой вы регистрировались: мы пришлём на неё код." })}
      </p>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <TextInput
          id="recovery-email"
          name="email"
          type="email"
          label={i18n._({ id: "account.field.email", message: "Электронная почта" })}
          value={form.email}
          onValueChange={(value) => signIn.send({ type: "edit", field: "email", value })}
          trim
          autoComplete="username"
          inputMode="email"
          required
          error={errorText(i18n, errors.email)}
          testId="recovery-email"
        />
        <SubmitButton label={i18n._({ id: "account.recovery.submit", message: "Получить код" })} busy={busy} testId="recovery-submit" />
        <button type="button" className="button account-wide" onClick={() => signIn.send({ type: "cancel" })} data-testid="recovery-cancel">
          {i18n._({ id: "account.recovery.cancel", message: "Назад ко входу" })}
        </button>
      </form>
    </div>
  );
}
