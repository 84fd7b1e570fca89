import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { useRemoveView, useViewHistory } from "../api/user-data.ts";
import { AppLink } from "../components/AppLink.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { SavedCodes } from "../components/favourites/SavedCodes.tsx";
import { SignedOutPrompt } from "../components/favourites/SignedOutPrompt.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const history = useViewHistory();
  const remove = useRemoveView();
  const loading = i18n._({ id: "viewHistory.loading", message: "Загрузка истории просмотров" });
  return (
    <article className="page saved-page">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={loading} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "viewHistory.signedOut", message: "Войдите, чтобы видеть коды, которые вы открывали." })} />
      ) : history.isError ? (
        <ErrorState text={i18n._({ id: "viewHistory.error", message: "История не загрузилась. Проверьте соединение и повторите." })} onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <SkeletonLines count={4} label={loading} />
      ) : history.data.length === 0 ? (
        <p className="saved-empty" data-testid="history-empty">
          {i18n._({ id: "viewHistory.empty", message: "Вы ещё не открывали карточки кодов. Они появятся здесь, как только вы их посмотрите." })}{" "}
          <AppLink href="/tree">{i18n._({ id: "viewHistory.toTree", message: "Перейти к дереву кодов" })}</AppLink>
        </p>
      ) : (
        <>
          <p className="muted">{i18n._({ id: "viewHistory.kept", message: "Хранятся последние 100 просмотренных кодов." })}</p>
          {remove.isError && <p className="field-error" role="alert">{remove.error.message}</p>}
          <SavedCodes
            items={history.data.map((v) => ({ code: v.code, at: v.viewed_at }))}
            dateLabel={i18n._({ id: "viewHistory.viewed", message: "просмотрен" })}
            removeLabel={(code) => i18n._({ id: "viewHistory.removeCode", message: "Удалить код {code} из истории", values: { code } })}
            onRemove={(code) => remove.mutate(code)}
            removing={remove.isPending ? (remove.variables ?? null) : null}
            testId="history-list"
          />
        </>
      )}
    </article>
  );
}
