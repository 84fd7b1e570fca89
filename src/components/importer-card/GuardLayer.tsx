import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import type { ActorRefFrom } from "xstate";
import type { limitGuardMachine } from "../../../machines/limit-guard/limit-guard.machine.ts";
import { useAccount } from "../../account/account-context.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";

// The dialogs load only for the users who meet them.
const RateModal = lazy(() => import("../../account/RateModal.tsx").then((m) => ({ default: m.RateModal })));
const LimitReachedModal = lazy(() => import("../tariffs/LimitReachedModal.tsx").then((m) => ({ default: m.LimitReachedModal })));

export type GuardRef = ActorRefFrom<typeof limitGuardMachine>;

/**
 * The limit guard drawn while it runs: a panel to sign in or go back (the guard itself asks for the
 * sign-in modal), the rate modal, the limit-reached modal, the opening, a failure. Closing a modal
 * sends `cancel`.
 */
export function GuardLayer({ guard }: { guard: GuardRef }) {
  const { i18n } = useLingui();
  const { requestSignIn } = useAccount();
  const state = useSelector(guard, (s) => s);
  const signIn = state.matches("signIn");
  const cancel = () => guard.send({ type: "cancel" });

  if (signIn) {
    return (
      <div className="ic-guard" role="status" data-testid="ic-guard-signin">
        <p>{i18n._({ id: "importerCard.guard.signIn", message: "Войдите, чтобы открыть карточку импортёра." })}</p>
        <p className="ic-actions">
          <button type="button" className="button" onClick={cancel} data-testid="ic-guard-cancel">
            {i18n._({ id: "importerCard.guard.cancel", message: "Вернуться к проверке" })}
          </button>
          <button type="button" className="button button--primary" onClick={() => requestSignIn("login")} data-testid="ic-guard-login">
            {i18n._({ id: "importerCard.guard.login", message: "Войти" })}
          </button>
        </p>
      </div>
    );
  }
  if (state.matches("rate")) {
    return (
      <Suspense fallback={null}>
        <RateModal onClose={cancel} />
      </Suspense>
    );
  }
  if (state.matches("limitReached") && state.context.limits) {
    return (
      <Suspense fallback={null}>
        <LimitReachedModal limits={state.context.limits} onClose={cancel} />
      </Suspense>
    );
  }
  if (state.matches("failed")) {
    return (
      <div className="ic-guard" data-testid="ic-guard-failed">
        <ErrorState
          text={state.context.failure ?? i18n._({ id: "importerCard.guard.offline", message: "Сервер не ответил. Проверьте соединение и повторите." })}
          onRetry={() => guard.send({ type: "retry" })}
        />
        <button type="button" className="button" onClick={cancel}>
          {i18n._({ id: "importerCard.guard.cancel", message: "Вернуться к проверке" })}
        </button>
      </div>
    );
  }
  return (
    <div className="ic-guard" data-testid="ic-guard-opening">
      <SkeletonLines count={3} label={i18n._({ id: "importerCard.guard.opening", message: "Открываем карточку…" })} />
    </div>
  );
}
