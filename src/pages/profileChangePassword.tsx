import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSessionView } from "../account/account-context.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SignInPrompt } from "../components/profile/SignInPrompt.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The form's statechart carries the password rules (zod): it loads once the user is known to be signed in.
const ChangePasswordForm = lazy(() =>
  import("../components/profile/ChangePasswordForm.tsx").then((m) => ({ default: m.ChangePasswordForm })),
);

export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  return (
    <article className="page profile">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />
      ) : signedIn ? (
        <Suspense fallback={<SkeletonLines count={4} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />}>
          <ChangePasswordForm />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </article>
  );
}
