import { useLingui } from "@lingui/react";
import type { UserInfo } from "../../../core/contract/user.ts";
import { AppLink } from "../AppLink.tsx";
import { nameOf, permissionNames, planNames, serviceNames } from "./profileText.ts";
import { intlLocale } from "../../i18n/intl-locale.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

/** E-mail, plan, permissions, limits and services of the signed-in user. */
export function AccountSummary({ user, services }: { user: UserInfo; services: string[] }) {
  const { i18n } = useLingui();
  const none = i18n._({ id: "profile.none", message: "Нет" });
  return (
    <section className="profile-card" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">{i18n._({ id: "profile.account", message: "Учётная запись" })}</h2>
      <dl className="profile-facts">
        <dt>{i18n._({ id: "profile.email", message: "Электронная почта" })}</dt>
        <dd data-testid="profile-email">{user.email}</dd>

        <dt>{i18n._({ id: "profile.plan", message: "Тариф" })}</dt>
        <dd data-testid="profile-plan">{nameOf(i18n, planNames, user.plan)}</dd>

        <dt>{i18n._({ id: "profile.permissions", message: "Права" })}</dt>
        <dd>
          {user.permissions.length ? (
            <ul className="profile-list" data-testid="profile-permissions">
              {user.permissions.map((id) => (
                <li key={id}>{nameOf(i18n, permissionNames, id)}</li>
              ))}
            </ul>
          ) : (
            <span data-testid="profile-permissions">{none}</span>
          )}
        </dd>

        <dt>{i18n._({ id: "profile.cardLimit", message: "Открытий карточек импортёров в месяц" })}</dt>
        <dd data-testid="profile-card-limit">{numberFormat(intlLocale(i18n.locale)).format(user.limits.card_openings_per_month)}</dd>

        <dt>{i18n._({ id: "profile.services", message: "Сервисы" })}</dt>
        <dd>
          {services.length ? (
            <ul className="profile-list" data-testid="profile-services">
              {services.map((id) => (
                <li key={id}>{nameOf(i18n, serviceNames, id)}</li>
              ))}
            </ul>
          ) : (
            <span data-testid="profile-services">{none}</span>
          )}
        </dd>
      </dl>
      <ul className="link-list">
        <li>
          <AppLink href="/profile/change-password">{i18n._({ id: "profile.changePassword", message: "Сменить пароль" })}</AppLink>
        </li>
        <li>
          <a href="#two-factor">{i18n._({ id: "profile.2fa.link", message: "Двухфакторная аутентификация" })}</a>
        </li>
      </ul>
    </section>
  );
}
