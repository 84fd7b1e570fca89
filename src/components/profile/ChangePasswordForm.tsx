import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { visibleError } from "../../../machines/change-password/change-password.machine.ts";
import type { ChangePasswordField } from "../../../machines/change-password/change-password.machine.ts";
import { fieldErrorDescriptor } from "../../../core/field-errors.ts";
import { liveChangePassword } from "../../flows/change-password/live.ts";
import { inspect } from "../../inspect.ts";
import { AppLink } from "../AppLink.tsx";
import { TextInput } from "../form/TextInput.tsx";

/** The change-password form, drawn from the change-password flow. */
export function ChangePasswordForm() {
  const { i18n } = useLingui();
  const actor = useActorRef(liveChangePassword, { inspect });
  const context = useSelector(actor, (s) => s.context);
  const done = useSelector(actor, (s) => s.matches("done"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));

  if (done) {
    return (
      <div className="profile-card" role="status" data-testid="password-done">
        <p className="lead">{i18n._({ id: "profile.password.done", message: "Пароль изменён. На других устройствах нужно войти заново." })}</p>
        <AppLink href="/profile">{i18n._({ id: "profile.password.back", message: "Вернуться в профиль" })}</AppLink>
      </div>
    );
  }

  const errorOf = (field: ChangePasswordField): string | null => {
    const error = visibleError(context, field);
    if (!error) return null;
    if ("text" in error) return error.text;
    const descriptor = fieldErrorDescriptor(error.key);
    return descriptor ? i18n._(descriptor) : null;
  };
  const field = (name: ChangePasswordField, id: string, label: string, autoComplete: string, hint?: string) => (
    <TextInput
      id={id}
      name={name}
      type="password"
      label={label}
      hint={hint}
      value={context.form[name]}
      onValueChange={(value) => actor.send({ type: "edit", field: name, value })}
      error={errorOf(name)}
      autoComplete={autoComplete}
      required
      testId={id}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "submit" });
  };

  return (
    <form className="profile-card profile-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {field("current_password", "password-current", i18n._({ id: "profile.password.current", message: "Текущий пароль" }), "current-password")}
      {field(
        "password",
        "password-new",
        i18n._({ id: "profile.password.new", message: "Новый пароль" }),
        "new-password",
        i18n._({ id: "profile.password.rules", message: "Не короче 8 символов, с цифрой, строчной и заглавной буквой" }),
      )}
      {field(
        "password_confirmation",
        "password-confirmation",
        i18n._({ id: "profile.password.confirmation", message: "Повторите новый пароль" }),
        "new-password",
      )}
      {context.error !== null ? (
        <p className="field-error" role="alert">
          {context.error || i18n._({ id: "profile.password.failed", message: "Не удалось сменить пароль. Попробуйте ещё раз" })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" data-testid="password-submit" disabled={busy}>
        {i18n._({ id: "profile.password.submit", message: "Сменить пароль" })}
      </button>
    </form>
  );
}
