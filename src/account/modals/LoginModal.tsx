import { useLingui } from "@lingui/react";
import { Link, useLocation, useSearch } from "wouter";
import { loginErrors } from "../../../machines/sign-in/sign-in.machine.ts";
import type { SocialSource } from "../../../core/contract/auth.ts";
import { useSiteInfo } from "../../api/site.ts";
import { Checkbox } from "../../components/form/Checkbox.tsx";
import { TextInput } from "../../components/form/TextInput.tsx";
import { Modal } from "../../components/modal/Modal.tsx";
import { localePath } from "../../../core/routes.ts";
import { useSignIn } from "../sign-in-context.ts";
import { AgreementLink, SubmitButton, errorText, submitTo, usePageLocale, useSignInState, withSlot } from "./shared.tsx";

const SOCIAL_ORDER: readonly SocialSource[] = ["google", "yandex", "mailru"];

/** The login modal (spec §2): e-mail, password, remember-me, social sign-in, ways on. */
export function LoginModal({ open }: { open: boolean }) {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  return (
    <Modal open={open} name="login" title={i18n._({ id: "account.login.title", message: "Вход" })} onClose={() => signIn.send({ type: "close" })}>
      <LoginForm />
    </Modal>
  );
}

function LoginForm() {
  const { i18n } = useLingui();
  const signIn = useSignIn();
  const state = useSignInState();
  const locale = usePageLocale();
  const { form, showErrors } = state.context;
  const errors = showErrors ? loginErrors(form) : {};
  const busy = state.hasTag("busy");

  const onSubmit = submitTo(signIn);

  return (
    <div className="account-modal">
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <TextInput
          id="login-username"
          name="username"
          type="email"
          label={i18n._({ id: "account.field.email", message: "Электронная почта" })}
          value={form.username}
          onValueChange={(value) => signIn.send({ type: "edit", field: "username", value })}
          trim
          autoComplete="username"
          inputMode="email"
          required
          error={errorText(i18n, errors.username)}
          testId="login-username"
        />
        <TextInput
          id="login-password"
          name="password"
          type="password"
          label={i18n._({ id: "account.field.password", message: "Пароль" })}
          value={form.password}
          onValueChange={(value) => signIn.send({ type: "edit", field: "password", value })}
          autoComplete="current-password"
          required
          error={errorText(i18n, errors.password)}
          testId="login-password"
        />
        <div className="account-row">
          <Checkbox
            id="login-remember"
            checked={form.remember}
            onChange={(value) => signIn.send({ type: "edit", field: "remember", value })}
            testId="login-remember"
          >
            {i18n._({ id: "account.login.remember", message: "Запомнить меня" })}
          </Checkbox>
          <button type="button" className="account-link" onClick={() => signIn.send({ type: "toRecovery" })} data-testid="login-forgot">
            {i18n._({ id: "account.login.forgot", message: "Забыли пароль?" })}
          </button>
        </div>
        <SubmitButton label={i18n._({ id: "account.login.submit", message: "Войти" })} busy={busy} testId="login-submit" />
      </form>

      <SocialButtons remember={form.remember} />

      <div className="account-alt">
        <p className="account-muted">{i18n._({ id: "account.login.noAccount", message: "Нет аккаунта?" })}</p>
        <button type="button" className="button account-wide" onClick={() => signIn.send({ type: "toRegistration" })} data-testid="login-register">
          {i18n._({ id: "account.login.register", message: "Зарегистрироваться" })}
        </button>
        <Link
          href={localePath(locale, "/tariffs")}
          className="button account-wide"
          onClick={() => signIn.send({ type: "close" })}
          data-testid="login-tariffs"
        >
          {i18n._({ id: "account.login.tariffs", message: "Посмотреть тарифы" })}
        </Link>
      </div>

      <p className="account-agreement" data-testid="login-agreement">
        {withSlot(
          (link) => i18n._({ id: "account.login.agreement", message: "Входя в систему, вы принимаете {link}.", values: { link } }),
          <AgreementLink />,
        )}
      </p>
    </div>
  );
}

/** Sign-in through the social providers the server has configured: plain links to the auth service. */
function SocialButtons({ remember }: { remember: boolean }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  const search = useSearch();
  const { data } = useSiteInfo();
  const configured = SOCIAL_ORDER.filter((source) => data?.social.includes(source));
  if (configured.length === 0) return null;

  const names: Record<SocialSource, string> = {
    google: "Google",
    yandex: i18n._({ id: "account.social.yandex", message: "Яндекс" }),
    mailru: "Mail.ru",
  };
  const redirect = search ? `${location}?${search}` : location;
  const href = (source: SocialSource) =>
    `/auth/api/login/social?${new URLSearchParams({ source, redirect, remember: remember ? "1" : "0" }).toString()}`;

  return (
    <div className="account-social">
      <p className="account-divider">
        <span>{i18n._({ id: "account.social.title", message: "или войдите через" })}</span>
      </p>
      <ul className="account-social__list">
        {configured.map((source) => (
          <li key={source}>
            <a
              className="button account-social__button"
              href={href(source)}
              aria-label={i18n._({ id: "account.social.with", message: "Войти через {provider}", values: { provider: names[source] } })}
              data-testid={`login-social-${source}`}
            >
              <span className={`account-social__mark account-social__mark--${source}`} aria-hidden="true">
                {names[source].charAt(0)}
              </span>
              {names[source]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
