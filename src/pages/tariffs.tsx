import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSessionView } from "../account/account-context.ts";
import { usePlans } from "../api/plans.ts";
import { useHydrated } from "../app/ClientOnly.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { PaymentsNote } from "../components/tariffs/PaymentsNote.tsx";
import { PlanGrid } from "../components/tariffs/PlanGrid.tsx";

// The checkout (its statechart and calls) loads after hydration: the first paint is the plans alone. It stays
// while the session starts over (asking to sign in starts it), so the payment under way is not lost.
const CheckoutPlans = lazy(() => import("../components/tariffs/CheckoutPlans.tsx").then((m) => ({ default: m.CheckoutPlans })));

/** /tariffs: the plans with their prices and monthly card openings, the reader's own marked, and card payment when on (issues 8, 17). */
export default function Page() {
  const { i18n } = useLingui();
  const plans = usePlans();
  const { user } = useSessionView();
  const hydrated = useHydrated();
  const current = user?.plan ?? null;
  return (
    <article className="page plans-page">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "plans.lead",
          message: "Справочник ТН ВЭД, калькулятор и санкции бесплатны для всех. Аналитика внешней торговли и карточки импортёров открываются на платных тарифах; открытия карточек считаются по календарному месяцу, повторное открытие карточки в том же месяце бесплатно.",
        })}
      </p>
      {plans.isPending ? (
        <SkeletonLines count={6} label={i18n._({ id: "plans.loading", message: "Загружаем тарифы" })} />
      ) : plans.isError ? (
        <ErrorState text={i18n._({ id: "plans.error", message: "Не удалось загрузить тарифы. Проверьте соединение и повторите." })} onRetry={() => void plans.refetch()} />
      ) : (
        <>
          {plans.data.payments.configured && hydrated ? (
            <Suspense fallback={<PlanGrid plans={plans.data.data} current={current} />}>
              <CheckoutPlans plans={plans.data.data} current={current} />
            </Suspense>
          ) : (
            <PlanGrid plans={plans.data.data} current={current} />
          )}
          <PaymentsNote configured={plans.data.payments.configured} />
        </>
      )}
    </article>
  );
}
