import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSessionView } from "../account/account-context.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { AccountSummary } from "../components/profile/AccountSummary.tsx";
import { SignInPrompt } from "../components/profile/SignInPrompt.tsx";
import { useUserInfo } from "../components/profile/user-info.ts";
import { SkeletonLines } from "../components/Skeleton.tsx";

// Only a signed-in user sees it: its statechart and code entry load with the account, not the page.
const TwoFactorSection = lazy(() => import("../components/profile/TwoFactorSection.tsx").then((m) => ({ default: m.TwoFactorSection })));
const DeleteAccountSection = lazy(() => import("../components/profile/DeleteAccountSection.tsx").then((m) => ({ default: m.DeleteAccountSection })));

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
          <Suspense fallback={<SkeletonLines count={2} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />}>
            <TwoFactorSection enabled={user.is_2fa_enabled} />
            <DeleteAccountSection />
          </Suspense>
        </>
      )}
    </article>
  );
}
