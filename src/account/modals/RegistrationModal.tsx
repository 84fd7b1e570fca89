import { useLingui } from "@lingui/react";
import { registrationErrors } from "../../../machines/sign-in/sign-in.machine.ts";
import { Checkbox } from "../../components/form/Checkbox.tsx";
import { TextInput } from "../../components/form/TextInput.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { useSignIn } from "../sign-in-context.ts";
import { AgreementLink, SubmitButton, errorText, submitTo, useSignInState, withSlot } from "./shared.tsx";

/** The registration modal (spec §2): e-mail, password twice, the agreement tick. */
export function RegistrationModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal
      open={open}
      name="registration"
      title={i18n._({ id: "account.registration.title", message: "Регистрация" })}
      onClose={() => signIn.send({ type: "close" })}
    >
      <RegistrationForm />
    </Modal>
  );
}

function RegistrationForm() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const state = useSignInState();
  const { form, showErrors } = state.context;
  const errors = showErrors ? registrationErrors(form) : {};
  const busy = state.hasTag("busy");

  const onSubmit = submitTo(signIn);

  return (
    <div className="account-modal">
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <TextInput
          id="register-email"
          name="email"
          type="email"
          label={i18n._({ id: "account.field.email", message: "Электронная почта" })}
          value={form.email}
          onValueChange={(value) => signIn.send({ type: "edit", field: "email", value })}
          trim
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(i18n, errors.email)}
          testId="register-email"
        />
        <TextInput
          id="register-password"
          name="new-password"
          type="password"
          label={i18n._({ id: "account.field.password", message: "Пароль" })}
          hint={i18n._({ id: "account.password.hint", message: "Не короче 8 символов, с цифрой, строчной и заглавной буквой" })}
          value={form.password}
          onValueChange={(value) => signIn.send({ type: "edit", field: "password", value })}
          autoComplete="new-password"
          required
          error={errorText(i18n, errors.password)}
          testId="register-password"
        />
        <TextInput
          id="register-confirmation"
          name="password-confirmation"
          type="password"
          label={i18n._({ id: "account.field.passwordConfirmation", message: "Повторите пароль" })}
          value={form.passwordConfirmation}
          onValueChange={(value) => signIn.send({ type: "edit", field: "passwordConfirmation", value })}
          autoComplete="new-password"
          required
          error={errorText(i18n, errors.passwordConfirmation)}
          testId="register-confirmation"
        />
        <Checkbox
          id="register-agreement"
          checked={form.agreement}
          onChange={(value) => signIn.send({ type: "edit", field: "agreement", value })}
          testId="register-agreement"
        >
          {withSlot(
            (link) => i18n._({ id: "account.registration.agreement", message: "Я принимаю {link}", values: { link } }),
            <AgreementLink testId="register-agreement-link" />,
          )}
        </Checkbox>
        <SubmitButton
          label={i18n._({ id: "account.registration.submit", message: "Зарегистрироваться" })}
          busy={busy}
          disabled={!form.agreement}
          testId="register-submit"
        />
      </form>

      <div className="account-alt">
        <p className="account-muted">{i18n._({ id: "account.registration.haveAccount", message: "Уже есть аккаунт?" })}</p>
        <button type="button" className="button account-wide" onClick={() => signIn.send({ type: "toLogin" })} data-testid="register-to-login">
          {i18n._({ id: "account.registration.toLogin", message: "Войти" })}
        </button>
      </div>
    </div>
  );
}
