import { useLingui } from "@lingui/react";
import { newPasswordErrors } from "../../../machines/sign-in/sign-in.machine.ts";
import { TextInput } from "../../components/form/TextInput.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { SubmitButton, errorText, submitTo, useSignInState } from "./shared.tsx";

/** The new-password modal (spec §4): the password twice, after the reset code. */
export function NewPasswordModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      preventClose
      name="new-password"
      title={i18n._({ id: "account.newPassword.title", message: "Новый пароль" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <NewPasswordForm />
    </Modal>
  );
}

function NewPasswordForm() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const state = useSignInState();
  const { form, showErrors } = state.context;
  const errors = showErrors ? newPasswordErrors(form) : {};
  const busy = state.hasTag("busy");
  const email = state.context.email ?? "";

  const onSubmit = submitTo(signIn);

  return (
    <div className="account-modal">
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {/* Lets the password manager store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          id="newpassword-password"
          name="new-password"
          type="password"
          label={i18n._({ id: "account.newPassword.password", message: "Новый пароль" })}
          hint={i18n._({ id: "account.password.hint", message: "Не короче 8 символов, с цифрой, строчной и заглавной буквой" })}
          value={form.password}
          onValueChange={(value) => signIn.send({ type: "edit", field: "password", value })}
          autoComplete="new-password"
          required
          error={errorText(i18n, errors.password)}
          testId="newpassword-password"
        />
        <TextInput
          id="newpassword-confirmation"
          name="password-confirmation"
          type="password"
          label={i18n._({ id: "account.field.passwordConfirmation", message: "Повторите пароль" })}
          value={form.passwordConfirmation}
          onValueChange={(value) => signIn.send({ type: "edit", field: "passwordConfirmation", value })}
          autoComplete="new-password"
          required
          error={errorText(i18n, errors.passwordConfirmation)}
          testId="newpassword-confirmation"
        />
        <SubmitButton label={i18n._({ id: "account.newPassword.submit", message: "Сохранить пароль" })} busy={busy} testId="newpassword-submit" />
        <button type="button" className="button account-wide" onClick={() => signIn.send({ type: "cancel" })} data-testid="newpassword-cancel">
          {i18n._({ id: "account.newPassword.cancel", message: "Отмена" })}
        </button>
      </form>
    </div>
  );
}
