import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { useFavourites, useToggleFavourite } from "../api/user-data.ts";
import { AppLink } from "../components/AppLink.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { SavedCodes } from "../components/favourites/SavedCodes.tsx";
import { SignedOutPrompt } from "../components/favourites/SignedOutPrompt.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const loading = i18n._({ id: "favourites.loading", message: "Загрузка избранного" });
  return (
    <article className="page saved-page">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={loading} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "favourites.signedOut", message: "Войдите, чтобы сохранять коды в избранное и видеть их на любом устройстве." })} />
      ) : favourites.isError ? (
        <ErrorState text={i18n._({ id: "favourites.error", message: "Избранное не загрузилось. Проверьте соединение и повторите." })} onRetry={() => void favourites.refetch()} />
      ) : favourites.isPending ? (
        <SkeletonLines count={4} label={loading} />
      ) : favourites.data.length === 0 ? (
        <p className="saved-empty" data-testid="favourites-empty">
          {i18n._({ id: "favourites.empty", message: "Вы ещё не добавили коды в избранное. Откройте карточку кода и нажмите звёздочку." })}{" "}
          <AppLink href="/tree">{i18n._({ id: "favourites.toTree", message: "Перейти к дереву кодов" })}</AppLink>
        </p>
      ) : (
        <>
          {toggle.isError && <p className="field-error" role="alert">{toggle.error.message}</p>}
          <SavedCodes
            items={favourites.data.map((f) => ({ code: f.code, at: f.added_at }))}
            dateLabel={i18n._({ id: "favourites.added", message: "добавлен" })}
            removeLabel={(code) => i18n._({ id: "favourites.removeCode", message: "Убрать код {code} из избранного", values: { code } })}
            onRemove={(code) => toggle.mutate({ code, on: false })}
            removing={toggle.isPending ? (toggle.variables.code ?? null) : null}
            testId="favourites-list"
          />
        </>
      )}
    </article>
  );
}
