import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { AccountSummary } from "../components/profile/AccountSummary.tsx";
import { SignInPrompt } from "../components/profile/SignInPrompt.tsx";
import { TwoFactorSection } from "../components/profile/TwoFactorSection.tsx";
import { useUserInfo } from "../components/profile/user-info.ts";
import { SkeletonLines } from "../components/Skeleton.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn, services } = useSessionView();
  const user = useUserInfo();
  return (
    <article className="page profile">
      <PageTitle />
      {starting || (signedIn && !user) ? (
        <SkeletonLines count={5} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />
      ) : !signedIn || !user ? (
        <SignInPrompt />
      ) : (
        <>
          <AccountSummary user={user} services={services} />
          <TwoFactorSection enabled={user.is_2fa_enabled} />
        </>
      )}
    </article>
  );
}
