import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { ChangePasswordForm } from "../components/profile/ChangePasswordForm.tsx";
import { SignInPrompt } from "../components/profile/SignInPrompt.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  return (
    <article className="page profile">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />
      ) : signedIn ? (
        <ChangePasswordForm />
      ) : (
        <SignInPrompt />
      )}
    </article>
  );
}
