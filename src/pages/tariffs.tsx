import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { usePlans } from "../api/plans.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { PaymentsNote } from "../components/tariffs/PaymentsNote.tsx";
import { PlanCard } from "../components/tariffs/PlanCard.tsx";

/** /tariffs: the plans with their prices and monthly card openings, the reader's own marked (issue 8). */
export default function Page() {
  const { i18n } = useLingui();
  const plans = usePlans();
  const { user } = useSessionView();
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
          <ul className="plan-grid">
            {plans.data.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={user?.plan === plan.id} />
            ))}
          </ul>
          <PaymentsNote configured={plans.data.payments.configured} />
        </>
      )}
    </article>
  );
}
