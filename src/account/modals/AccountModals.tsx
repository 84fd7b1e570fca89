import { useSelector } from "@xstate/react";
import { useSignIn } from "../sign-in-context.ts";
import { AutoLogoutModal } from "./AutoLogoutModal.tsx";
import { ConfirmSuccessfulModal } from "./ConfirmSuccessfulModal.tsx";
import { EmailCodeModal } from "./EmailCodeModal.tsx";
import type { EmailCodeTexts } from "./EmailCodeModal.tsx";
import { LoginModal } from "./LoginModal.tsx";
import { NewPasswordModal } from "./NewPasswordModal.tsx";
import { PasswordSuccessfulModal } from "./PasswordSuccessfulModal.tsx";
import { RecoveryModal } from "./RecoveryModal.tsx";
import { RegistrationModal } from "./RegistrationModal.tsx";
import { TwoFactorModal } from "./TwoFactorModal.tsx";

/** The confirm-account modal: the code sent to the e-mail on registration or an unconfirmed login. */
const CONFIRM_CODE: EmailCodeTexts = {
  name: "confirm-code",
  resendTestIdPrefix: "confirm",
  title: /*i18n*/ { id: "account.confirm.title", message: "Подтвердите почту" },
  lead: /*i18n*/ { id: "account.confirm.text", message: "Мы отправили код на {email}" },
};

/** The reset-password code modal: the code from the recovery e-mail. */
const RESET_CODE: EmailCodeTexts = {
  name: "reset-code",
  resendTestIdPrefix: "reset",
  title: /*i18n*/ { id: "account.reset.title", message: "Код из письма" },
  lead: /*i18n*/ { id: "account.reset.text", message: "Мы отправили код для смены пароля на {email}" },
};

/**
 * The account modals of the sign-in flow: the flow's top-level state says which one is open.
 * Every modal stays mounted while the flow runs, so the one left fades out as the next one
 * fades in (each draws its content only while it is shown).
 */
export function AccountModals() {
  const signIn = useSignIn();
  const open = useSelector(signIn, (s) => ({
    login: s.matches("login"),
    twoFactor: s.matches("twoFactor"),
    registration: s.matches("registration"),
    confirmCode: s.matches("confirmCode"),
    confirmSuccessful: s.matches("confirmSuccessful"),
    recovery: s.matches("recovery"),
    resetCode: s.matches("resetCode"),
    newPassword: s.matches("newPassword"),
    passwordSuccessful: s.matches("passwordSuccessful"),
    autoLogout: s.matches("autoLogout"),
  }), sameFlags);
  return (
    <>
      <LoginModal open={open.login} />
      <TwoFactorModal open={open.twoFactor} />
      <RegistrationModal open={open.registration} />
      <EmailCodeModal open={open.confirmCode} texts={CONFIRM_CODE} />
      <ConfirmSuccessfulModal open={open.confirmSuccessful} />
      <RecoveryModal open={open.recovery} />
      <EmailCodeModal open={open.resetCode} texts={RESET_CODE} />
      <NewPasswordModal open={open.newPassword} />
      <PasswordSuccessfulModal open={open.passwordSuccessful} />
      <AutoLogoutModal open={open.autoLogout} />
    </>
  );
}

function sameFlags<T extends Record<string, boolean>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
