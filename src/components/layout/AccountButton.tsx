import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { useAccount, useSessionView } from "../../account/account-context.ts";
import { useUnreadCount } from "../../api/watch.ts";
import { AppLink } from "../AppLink.tsx";
import { OverflowText } from "../Tooltip.tsx";

/**
 * The header's account control: a quiet placeholder while the session starts, "Войти" when
 * signed out (opens the login modal), and the user's e-mail with a small menu when signed in.
 */
export function AccountButton() {
  const { i18n } = useLingui();
  const { requestSignIn } = useAccount();
  const view = useSessionView();
  const signInLabel = i18n._({ id: "account.signIn", message: "Войти" });

  if (view.starting) {
    return (
      <div className="account">
        {/* The same button as the sign-in one below (React keeps the element), not disabled: pressing "Войти"
            starts the session, and a disabled button would drop the focus the sign-in dialog gives back to it. */}
        <button type="button" className="button account-button account-button--pending" aria-disabled="true" aria-busy="true" data-testid="account-pending">
          <span aria-hidden="true">{signInLabel}</span>
          <span className="visually-hidden">{i18n._({ id: "account.checking", message: "Проверяем вход…" })}</span>
        </button>
      </div>
    );
  }

  if (!view.signedIn || !view.user) {
    return (
      <div className="account">
        <button type="button" className="button account-button" onClick={() => requestSignIn("login")} data-testid="account-login">
          {signInLabel}
        </button>
      </div>
    );
  }

  return <AccountMenu email={view.user.email} />;
}

function AccountMenu({ email }: { email: string }) {
  const { i18n } = useLingui();
  const { logout } = useAccount();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount();
  const unreadLabel = i18n._({ id: "account.unread", message: "{count, plural, one {# непрочитанное изменение} few {# непрочитанных изменения} other {# непрочитанных изменений}}", values: { count: unread } });

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onLogout = () => {
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };

  return (
    <div className="account" ref={root}>
      <button
        ref={button}
        type="button"
        className="button account-button account-button--user"
        aria-expanded={open}
        aria-controls="account-popup"
        aria-label={`${i18n._({ id: "account.menu.label", message: "Аккаунт {email}", values: { email } })}${unread > 0 ? `, ${unreadLabel}` : ""}`}
        onClick={() => setOpen((v) => !v)}
        data-testid="account-toggle"
      >
        <OverflowText text={email} className="account-email" />
        {unread > 0 && (
          <span className="account-unread" aria-hidden="true" data-testid="account-unread">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && (
        <div id="account-popup" className="account-popup" data-testid="account-menu">
          <ul className="account-popup__list">
            <li>
              <AppLink href="/profile" className="account-popup__item" onClick={() => setOpen(false)} data-testid="account-profile">
                {i18n._({ id: "account.menu.profile", message: "Профиль" })}
              </AppLink>
            </li>
            <li>
              <AppLink href="/profile/notifications" className="account-popup__item" onClick={() => setOpen(false)} data-testid="account-notifications">
                {i18n._({ id: "route.profileNotifications", message: "Уведомления" })}
                {unread > 0 && <span className="visually-hidden">, {unreadLabel}</span>}
              </AppLink>
            </li>
            <li>
              <button type="button" className="account-popup__item" onClick={onLogout} disabled={leaving} aria-busy={leaving || undefined} data-testid="account-logout">
                {i18n._({ id: "account.menu.logout", message: "Выйти" })}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
