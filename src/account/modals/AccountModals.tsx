import { useSelector } from "@xstate/react";
import { useSignIn } from "../sign-in-context.ts";
import { AutoLogoutModal } from "./AutoLogoutModal.tsx";
import { ConfirmCodeModal } from "./ConfirmCodeModal.tsx";
import { ConfirmSuccessfulModal } from "./ConfirmSuccessfulModal.tsx";
import { LoginModal } from "./LoginModal.tsx";
import { NewPasswordModal } from "./NewPasswordModal.tsx";
import { PasswordSuccessfulModal } from "./PasswordSuccessfulModal.tsx";
import { RecoveryModal } from "./RecoveryModal.tsx";
import { RegistrationModal } from "./RegistrationModal.tsx";
import { ResetCodeModal } from "./ResetCodeModal.tsx";
import { TwoFactorModal } from "./TwoFactorModal.tsx";

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
      <ConfirmCodeModal open={open.confirmCode} />
      <ConfirmSuccessfulModal open={open.confirmSuccessful} />
      <RecoveryModal open={open.recovery} />
      <ResetCodeModal open={open.resetCode} />
      <NewPasswordModal open={open.newPassword} />
      <PasswordSuccessfulModal open={open.passwordSuccessful} />
      <AutoLogoutModal open={open.autoLogout} />
    </>
  );
}

function sameFlags<T extends Record<string, boolean>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
